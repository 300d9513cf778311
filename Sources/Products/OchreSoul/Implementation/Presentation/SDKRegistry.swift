import Foundation

/// What a third-party SDK is initialised for.
package enum SDKPurpose: String, CaseIterable, Sendable {
    case productAnalytics = "product_analytics"
    case crashReporting = "crash_reporting"
    case pushNotifications = "push_notifications"
    case purchases
    case advertising
    case attribution
}

/// One SDK the app initialised.
package struct InitialisedSDK: Equatable, Hashable, Sendable {
    package let name: String
    package let purpose: SDKPurpose

    /// Describes an SDK.
    package init(name: String, purpose: SDKPurpose) {
        self.name = name
        self.purpose = purpose
    }

    /// PostHog, the product event store (§7.7).
    package static let productAnalytics = InitialisedSDK(name: "posthog", purpose: .productAnalytics)
    /// Sentry, crash and error signals.
    package static let crashReporting = InitialisedSDK(name: "sentry", purpose: .crashReporting)
    /// The platform push service (APNs / FCM) for new-artwork notifications.
    package static let pushNotifications = InitialisedSDK(name: "platform_push", purpose: .pushNotifications)
    /// The native store (StoreKit / Play Billing) for content packs.
    package static let purchases = InitialisedSDK(name: "native_store", purpose: .purchases)
}

/// The SDKs the app initialised, in order. Components are registered as `AppEnvironment` creates them, so the
/// registry is the app's real start-up list, and anything initialised later (on an opt-in, a settings change)
/// registers too.
package final class SDKRegistry {
    /// Initialised SDKs, in order, each once.
    package private(set) var initialised: [InitialisedSDK] = []

    /// Creates an empty registry.
    package init() {}

    /// Records that `sdk` was initialised; a second initialisation of the same SDK is not recorded again.
    package func register(_ sdk: InitialisedSDK) {
        if !initialised.contains(sdk) { initialised.append(sdk) }
    }

    /// Whether an SDK with `purpose` was initialised.
    package func contains(purpose: SDKPurpose) -> Bool { initialised.contains { $0.purpose == purpose } }
}
