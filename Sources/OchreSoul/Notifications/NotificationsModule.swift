import Foundation

/// Where a notification takes the user.
public enum NotificationRoute: Equatable, Sendable {
    case artworkDetail(slug: String)
    case packDetail(slug: String)
    /// Unknown payloads fall back to the library, never a crash.
    case library
}

/// The Notifications module: pre-permission value screen before any OS prompt, routing, on/off state.
public final class NotificationsModule {
    private let os: FakeOS
    private let push: FakePushService
    private let analytics: ProductAnalytics
    /// Whether the pre-permission screen is showing.
    public private(set) var prePermissionVisible = false
    /// Whether the user opted in on the pre-permission screen.
    public private(set) var optedIn = false
    /// Whether new-artwork notifications are on.
    public private(set) var isEnabled = false
    static let deviceToken = "device-token"

    /// Creates the module.
    public init(os: FakeOS, push: FakePushService, analytics: ProductAnalytics) {
        self.os = os
        self.push = push
        self.analytics = analytics
    }

    /// Shows the pre-permission value screen.
    public func showPrePermission() { prePermissionVisible = true }

    /// The user opts in on the pre-permission screen: only now is the OS prompt triggered.
    public func optIn() {
        if os.notificationPermission == .notDetermined && !prePermissionVisible {
            // Opt-in always passes through the value screen first.
            showPrePermission()
        }
        optedIn = true
        prePermissionVisible = false
        let permission = os.requestNotificationPermission()
        isEnabled = permission == .granted
        if isEnabled { push.register(token: NotificationsModule.deviceToken) }
    }

    /// The user declines: no OS prompt; can be enabled later from Settings.
    public func decline() {
        prePermissionVisible = false
        optedIn = false
    }

    /// Requests the OS prompt directly; refused (returns `false`) without a prior in-app opt-in.
    public func requestOSPermission() -> Bool {
        guard optedIn else { return false }
        return os.requestNotificationPermission() == .granted
    }

    /// Turns notifications off.
    public func disable() {
        isEnabled = false
        push.unregister(token: NotificationsModule.deviceToken)
    }

    /// Routes a payload; unknown kinds or empty slugs go to the library.
    public func route(_ payload: FakePushService.Payload) -> NotificationRoute {
        guard !payload.slug.isEmpty else { return .library }
        switch payload.kind {
        case "artwork": return .artworkDetail(slug: payload.slug)
        case "pack": return .packDetail(slug: payload.slug)
        default: return .library
        }
    }

    /// The user opens a notification: routes it and records the open (never behavioural in child mode).
    public func open(_ payload: FakePushService.Payload, artworkID: String?) -> NotificationRoute {
        let route = route(payload)
        if case .artworkDetail = route, let artworkID, !analytics.childMode {
            analytics.emit(.artworkViewed(artworkID: artworkID, source: .notification))
        }
        return route
    }
}
