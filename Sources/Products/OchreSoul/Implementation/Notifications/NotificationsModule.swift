import Foundation

/// Where a notification takes the user.
package enum NotificationRoute: Equatable, Sendable {
    case artworkDetail(slug: String)
    case packDetail(slug: String)
    /// Unknown payloads fall back to the library, never a crash.
    case library
}

/// What the pre-permission screen shows.
package enum PrePermissionContent: Equatable, Sendable {
    /// The approved value copy (OD-12), as supplied.
    case approvedCopy(String)
    /// Only the neutral choice (turn on / not now): the copy is missing or unapproved.
    case neutralChoice(ReviewedCopy.Problem)
}

/// The Notifications module: pre-permission value screen before any OS prompt, routing, on/off state.
package final class NotificationsModule {
    private let os: FakeOS
    private let push: FakePushService
    private let analytics: ProductAnalytics
    private let crashes: CrashReporter?
    private var reportedCopyProblems: Set<ReviewedCopy.Problem> = []
    /// The pre-permission value copy supplied by its owner (OD-12), `nil` until supplied. The module has no
    /// text of its own.
    package var prePermissionCopy: ReviewedCopy?
    /// Whether the pre-permission screen is showing.
    package private(set) var prePermissionVisible = false
    /// What the showing pre-permission screen holds, `nil` while it is not showing.
    package private(set) var prePermissionContent: PrePermissionContent?
    /// Whether the user opted in on the pre-permission screen.
    package private(set) var optedIn = false
    /// Whether new-artwork notifications are on.
    package private(set) var isEnabled = false
    static let deviceToken = "device-token"

    /// Creates the module; `crashes` records a screen shown without approved copy (coarse, once per reason).
    package init(os: FakeOS, push: FakePushService, analytics: ProductAnalytics, crashes: CrashReporter? = nil) {
        self.os = os
        self.push = push
        self.analytics = analytics
        self.crashes = crashes
    }

    /// Shows the pre-permission value screen, with the supplied approved copy. Without approved copy (OD-12 not
    /// decided, or a draft) the screen holds only the neutral choice, none of the draft's words, and the problem
    /// is recorded as a coarse error signal once per reason (area `notifications`, reason
    /// `pre_permission_copy_missing` or `..._unapproved`). Either way the OS prompt waits for the user's opt-in.
    package func showPrePermission() {
        prePermissionVisible = true
        if let text = prePermissionCopy?.showableText {
            prePermissionContent = .approvedCopy(text)
            return
        }
        let reason = ReviewedCopy.problem(with: prePermissionCopy) ?? .missing
        prePermissionContent = .neutralChoice(reason)
        if reportedCopyProblems.insert(reason).inserted {
            crashes?.record(area: "notifications", reason: "pre_permission_copy_" + reason.rawValue)
        }
    }

    /// The user opts in on the pre-permission screen: only now is the OS prompt triggered.
    package func optIn() {
        if os.notificationPermission == .notDetermined && !prePermissionVisible {
            // Opt-in always passes through the value screen first.
            showPrePermission()
        }
        optedIn = true
        prePermissionVisible = false
        prePermissionContent = nil
        let permission = os.requestNotificationPermission()
        isEnabled = permission == .granted
        if isEnabled { push.register(token: NotificationsModule.deviceToken) }
    }

    /// The user declines: no OS prompt; can be enabled later from Settings.
    package func decline() {
        prePermissionVisible = false
        prePermissionContent = nil
        optedIn = false
    }

    /// Requests the OS prompt directly; refused (returns `false`) without a prior in-app opt-in.
    package func requestOSPermission() -> Bool {
        guard optedIn else { return false }
        return os.requestNotificationPermission() == .granted
    }

    /// Turns notifications off.
    package func disable() {
        isEnabled = false
        push.unregister(token: NotificationsModule.deviceToken)
    }

    /// Routes a payload; unknown kinds or empty slugs go to the library.
    package func route(_ payload: FakePushService.Payload) -> NotificationRoute {
        guard !payload.slug.isEmpty else { return .library }
        switch payload.kind {
        case "artwork": return .artworkDetail(slug: payload.slug)
        case "pack": return .packDetail(slug: payload.slug)
        default: return .library
        }
    }

    /// The user opens a notification: routes it and records the open (never behavioural in child mode).
    package func open(_ payload: FakePushService.Payload, artworkID: String?) -> NotificationRoute {
        let route = route(payload)
        if case .artworkDetail = route, let artworkID, !analytics.childMode {
            analytics.emit(.artworkViewed(artworkID: artworkID, source: .notification))
        }
        return route
    }
}
