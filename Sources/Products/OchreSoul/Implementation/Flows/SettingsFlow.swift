import Foundation

/// Drives the Settings screen through the real Settings and Notifications modules, and presents what the user
/// sees: the settings screen, and the notification pre-permission value screen before any OS prompt.
package final class SettingsFlow {
    /// The wired app.
    package let env: AppEnvironment

    /// Creates the flow over `env` (a profile should be loaded into `env.settings` for preference edits to persist).
    package init(env: AppEnvironment) {
        self.env = env
    }

    /// Opens the settings screen.
    package func open() { present() }

    /// The app returns to the foreground: the settings screen renders again; open modals stay.
    package func resume() {
        if env.presentations.screen?.surface == ProductSurface.settings.rawValue { present() }
    }

    func present() {
        env.presentations.present(SurfaceRenderer.settings(env.settings, anonymous: env.session.isAnonymous))
    }

    /// Flips the notifications toggle. Turning on before the OS was asked shows the pre-permission value screen
    /// first and waits for the user; otherwise the change applies at once.
    package func setNotifications(_ on: Bool) {
        if on && env.os.notificationPermission == .notDetermined {
            env.notifications.showPrePermission()
            if !env.presentations.isOpen(.notificationPrePermission) {
                env.presentations.present(SurfaceRenderer.notificationPrePermission())
            }
            return
        }
        env.settings.setNotifications(on)
        present()
    }

    /// "Turn on" on the pre-permission screen: only now may the OS prompt show.
    package func acceptPrePermission() {
        guard env.presentations.isOpen(.notificationPrePermission) else { return }
        env.presentations.dismiss(.notificationPrePermission)
        env.settings.setNotifications(true)
        present()
    }

    /// "Not now" on the pre-permission screen: no OS prompt; notifications stay off.
    package func declinePrePermission() {
        guard env.presentations.isOpen(.notificationPrePermission) else { return }
        env.presentations.dismiss(.notificationPrePermission)
        env.notifications.decline()
        present()
    }

    /// Turns child mode on or off.
    package func setChildMode(_ on: Bool) {
        env.settings.setChildMode(on)
        present()
    }

    /// Edits cultural themes (refused when empty).
    @discardableResult
    package func setThemes(_ themes: [String]) -> Bool {
        let changed = env.settings.setThemes(themes)
        present()
        return changed
    }

    /// Updates accessibility preferences.
    package func setAccessibility(_ preferences: AccessibilityPreferences) {
        env.settings.setAccessibility(preferences)
        present()
    }
}

extension SettingsFlow {
    /// "Restore purchases" in Settings (FEAT-IAP: "Restore Purchases from paywall or settings"). The restore runs
    /// on the content-pack paywall sheet, which holds the restore action and leads to the sign-in a restore needs
    /// (§7.5 "content-pack paywall with restore option"); the sheet opens recorded as a restore (§7.7
    /// paywall_viewed, trigger "restore"). Assumption: the documents draw no settings restore screen of its own;
    /// reusing the paywall sheet is our reading of the `restore` trigger. Refused in child mode (parental gate).
    package func openRestorePurchases() {
        guard !env.analytics.childMode, !env.presentations.isOpen(.paywall) else { return }
        let packs = env.purchases.offers(env.backend.packs)
        env.purchases.paywallViewed(trigger: .restore)
        env.presentations.present(SurfaceRenderer.restorePaywall(packs: packs))
    }

    /// Restore on the sheet `openRestorePurchases` opened: restored entitlements close it; otherwise it stays open
    /// with the outcome (no purchases, account required, a failure) for the user to act on.
    @discardableResult
    package func restoreOnPaywall() -> RestoreOutcome? {
        guard env.presentations.isOpen(.paywall) else { return nil }
        let outcome = env.purchases.restore()
        if case .restored = outcome { env.presentations.dismiss(.paywall) }
        return outcome
    }
}
