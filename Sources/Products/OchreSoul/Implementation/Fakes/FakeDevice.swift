import Foundation

/// What the platform store sheet returns.
public enum StoreSheetResult: Equatable, Sendable {
    case purchased(receipt: String)
    case cancelled
    case unavailable
}

/// The native app store (StoreKit / Play Billing) with scripted results.
public final class FakeAppStore {
    /// Result of the next purchase sheet.
    public var nextPurchase: StoreSheetResult = .cancelled
    /// Receipts the store returns on restore.
    public var restorableReceipts: [String] = []
    /// Whether the store is reachable.
    public var isAvailable = true
    /// Products the sheet was opened for.
    public private(set) var purchaseSheets: [String] = []

    /// Creates a store.
    public init() {}

    /// Opens the purchase sheet.
    public func purchase(productID: String) -> StoreSheetResult {
        purchaseSheets.append(productID)
        guard isAvailable else { return .unavailable }
        return nextPurchase
    }

    /// Asks the store for restorable receipts (`nil` when unavailable).
    public func restore() -> [String]? { isAvailable ? restorableReceipts : nil }
}

/// OS notification permission.
public enum NotificationPermission: String, Sendable {
    case notDetermined, granted, denied
}

/// OS state and prompts: reduce motion, notification permission.
public final class FakeOS {
    /// System reduce-motion setting.
    public var reduceMotion = false
    /// Notification permission.
    public private(set) var notificationPermission: NotificationPermission = .notDetermined
    /// What the user answers to the OS prompt.
    public var userGrantsNotifications = true
    /// Number of OS notification prompts shown.
    public private(set) var notificationPromptCount = 0
    /// Whether the OS allows haptics.
    public var hapticsAllowed = true

    /// Creates the OS state.
    public init() {}

    /// Shows the OS notification prompt (only once, like the real OS).
    public func requestNotificationPermission() -> NotificationPermission {
        guard notificationPermission == .notDetermined else { return notificationPermission }
        notificationPromptCount += 1
        notificationPermission = userGrantsNotifications ? .granted : .denied
        return notificationPermission
    }
}

/// Push delivery.
public final class FakePushService {
    /// A delivered notification payload.
    public struct Payload: Equatable, Sendable {
        public let kind: String
        public let slug: String

        /// Creates a payload.
        public init(kind: String, slug: String) {
            self.kind = kind
            self.slug = slug
        }
    }

    /// Registered device tokens.
    public private(set) var registeredTokens: [String] = []

    /// Creates a push service.
    public init() {}

    /// Registers a device for new-artwork pushes.
    public func register(token: String) { registeredTokens.append(token) }

    /// Removes a registration.
    public func unregister(token: String) { registeredTokens.removeAll { $0 == token } }
}

/// The secure token cache (flutter_secure_storage). A reinstall wipes it.
public final class FakeSecureStore {
    /// Stored values.
    public private(set) var values: [String: String] = [:]

    /// Creates an empty store.
    public init() {}

    /// Stores a value.
    public func set(_ key: String, _ value: String?) { values[key] = value }

    /// Reads a value.
    public func get(_ key: String) -> String? { values[key] }

    /// Simulates an app reinstall.
    public func wipe() { values.removeAll() }
}
