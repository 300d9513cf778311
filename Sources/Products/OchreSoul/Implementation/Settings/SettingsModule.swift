import Foundation

/// Restricted actions in child mode (JRN-F10).
package enum RestrictedAction: String, Sendable {
    case purchase
    case externalLink = "external_link"
}

/// The Settings module: persists preference changes, applies child mode at once, exposes restore and the
/// Notifications module's state, explains restricted actions.
package final class SettingsModule {
    private let session: Session
    private let api: AuthAPI
    private let analytics: ProductAnalytics
    private let crashes: CrashReporter
    private let purchases: PurchaseService
    /// The Notifications module whose state Settings exposes.
    package let notifications: NotificationsModule
    /// Local copy of the profile (server authoritative).
    package private(set) var profile: Profile?
    /// Whether the last change reached the server.
    package private(set) var lastSaveSucceeded = true
    /// Whether the local profile holds changes the server has not got yet (kept, retried by `retrySave()` or
    /// with the next change).
    package private(set) var hasUnsavedChanges = false
    /// The inline message shown while a change is unsaved, `nil` otherwise.
    package private(set) var saveError: String?

    /// Creates the module.
    package init(
        session: Session, api: AuthAPI, analytics: ProductAnalytics, crashes: CrashReporter, purchases: PurchaseService,
        notifications: NotificationsModule
    ) {
        self.session = session
        self.api = api
        self.analytics = analytics
        self.crashes = crashes
        self.purchases = purchases
        self.notifications = notifications
    }

    /// Loads the profile captured by onboarding.
    package func load(_ profile: Profile) {
        self.profile = profile
        applyChildMode(profile.childMode)
    }

    private func persist() {
        guard let profile else { return }
        do {
            try api.saveProfile(profile)
            lastSaveSucceeded = true
            hasUnsavedChanges = false
            saveError = nil
        } catch {
            // The change stays applied on this device; the failure is surfaced inline and recorded coarsely.
            lastSaveSucceeded = false
            hasUnsavedChanges = true
            saveError = "your change is kept on this device but could not be saved yet; try again"
            crashes.record(area: "settings", reason: SettingsModule.saveFailureReason(error))
        }
    }

    /// Saves the kept local changes again (the inline "try again"); returns whether the server has them now.
    @discardableResult
    package func retrySave() -> Bool {
        guard hasUnsavedChanges else { return true }
        persist()
        return lastSaveSucceeded
    }

    /// The coarse reason code of a failed profile save.
    static func saveFailureReason(_ error: RemoteError) -> String {
        switch error {
        case .network, .timeout: return "profile_save_offline"
        case .unauthorised, .signInRequired: return "profile_save_unauthorised"
        case .rejected: return "profile_save_rejected"
        case .rateLimited: return "profile_save_rate_limited"
        case .server, .paywall, .notFound: return "profile_save_server"
        }
    }

    private func applyChildMode(_ on: Bool) {
        analytics.setChildMode(on)
        crashes.childMode = on
    }

    /// Child mode on/off: the analytics policy changes before the save, so no event slips through.
    package func setChildMode(_ on: Bool) {
        applyChildMode(on)
        profile?.childMode = on
        persist()
    }

    /// Edits cultural themes; at least one is required (empty selections are refused, nothing changes).
    @discardableResult
    package func setThemes(_ themes: [String]) -> Bool {
        let cleaned = Array(Set(themes.filter { !$0.isEmpty })).sorted()
        guard !cleaned.isEmpty, profile != nil else { return false }
        profile?.culturalThemes = cleaned
        persist()
        return true
    }

    /// Updates accessibility preferences.
    package func setAccessibility(_ preferences: AccessibilityPreferences) {
        profile?.accessibility = preferences
        persist()
    }

    /// Notification on/off state (from the Notifications module).
    package var notificationsEnabled: Bool { notifications.isEnabled }

    /// Turns notifications on (through the pre-permission screen when the OS has not been asked) or off.
    package func setNotifications(_ on: Bool) {
        if on { notifications.optIn() } else { notifications.disable() }
        profile?.notificationsEnabled = notifications.isEnabled
        persist()
    }

    /// Whether restore is available here (always shown; anonymous users are routed to sign-in first).
    package var restoreAvailable: Bool { true }

    /// Restore purchases from Settings.
    package func restore() -> RestoreOutcome { purchases.restore() }

    /// Explanation shown for an action restricted in child mode, `nil` when the action is allowed.
    package func restriction(for action: RestrictedAction) -> String? {
        guard analytics.childMode else { return nil }
        switch action {
        case .purchase: return "ask a grown-up: purchases need the parental gate"
        case .externalLink: return "ask a grown-up: this link leaves the app"
        }
    }
}
