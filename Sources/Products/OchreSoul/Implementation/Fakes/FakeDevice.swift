import Foundation

/// What the platform store sheet returns.
package enum StoreSheetResult: Equatable, Sendable {
    case purchased(receipt: String)
    case cancelled
    case unavailable
}

/// The native app store (StoreKit / Play Billing) with scripted results.
package final class FakeAppStore {
    /// Result of the next purchase sheet.
    package var nextPurchase: StoreSheetResult = .cancelled
    /// Receipts the store returns on restore.
    package var restorableReceipts: [String] = []
    /// Whether the store is reachable.
    package var isAvailable = true
    /// Products the sheet was opened for.
    package private(set) var purchaseSheets: [String] = []

    /// Creates a store.
    package init() {}

    /// Opens the purchase sheet.
    package func purchase(productID: String) -> StoreSheetResult {
        purchaseSheets.append(productID)
        guard isAvailable else { return .unavailable }
        return nextPurchase
    }

    /// Asks the store for restorable receipts (`nil` when unavailable).
    package func restore() -> [String]? { isAvailable ? restorableReceipts : nil }
}

/// OS notification permission.
package enum NotificationPermission: String, Sendable {
    case notDetermined, granted, denied
}

/// OS state and prompts: reduce motion, notification permission.
package final class FakeOS {
    /// System reduce-motion setting.
    package var reduceMotion = false
    /// Notification permission.
    package private(set) var notificationPermission: NotificationPermission = .notDetermined
    /// What the user answers to the OS prompt.
    package var userGrantsNotifications = true
    /// Number of OS notification prompts shown.
    package private(set) var notificationPromptCount = 0
    /// Whether the OS allows haptics.
    package var hapticsAllowed = true

    /// Creates the OS state.
    package init() {}

    /// Shows the OS notification prompt (only once, like the real OS).
    package func requestNotificationPermission() -> NotificationPermission {
        guard notificationPermission == .notDetermined else { return notificationPermission }
        notificationPromptCount += 1
        notificationPermission = userGrantsNotifications ? .granted : .denied
        return notificationPermission
    }
}

/// Push delivery.
package final class FakePushService {
    /// A delivered notification payload.
    package struct Payload: Equatable, Sendable {
        package let kind: String
        package let slug: String

        /// Creates a payload.
        package init(kind: String, slug: String) {
            self.kind = kind
            self.slug = slug
        }
    }

    /// Registered device tokens.
    package private(set) var registeredTokens: [String] = []

    /// Creates a push service.
    package init() {}

    /// Registers a device for new-artwork pushes.
    package func register(token: String) { registeredTokens.append(token) }

    /// Removes a registration.
    package func unregister(token: String) { registeredTokens.removeAll { $0 == token } }
}

/// The secure token cache (flutter_secure_storage). A reinstall wipes it.
package final class FakeSecureStore {
    /// Stored values.
    package private(set) var values: [String: String] = [:]

    /// Creates an empty store.
    package init() {}

    /// Stores a value.
    package func set(_ key: String, _ value: String?) { values[key] = value }

    /// Reads a value.
    package func get(_ key: String) -> String? { values[key] }

    /// Simulates an app reinstall.
    package func wipe() { values.removeAll() }
}
