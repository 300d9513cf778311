import OchreSoul

/// The user actions the presentation checks drive, as a seam: the flows are final classes, so a negative control
/// that needs a build which presents something extra (a rate-app prompt after some fills, a daily-reward dialog
/// on a new day, a countdown on the paywall, an ad SDK with notifications) swaps in a conformer that calls the
/// real flow and then does the extra thing. The reference conformer only forwards to the flow.
package protocol PresentationDriving: Sendable {
    /// One correct fill in the onboarding flow's colouring session (`OnboardingFlow.fillNextRegion()`).
    func fill(_ flow: OnboardingFlow)
    /// The app returns to the foreground (`OnboardingFlow.resume()`).
    func resume(_ flow: OnboardingFlow)
    /// A later session opens library home (`OnboardingFlow.startNewSession()`).
    func startNewSession(_ flow: OnboardingFlow)
    /// Taps unlock on a locked artwork's detail, which shows the paywall (`ArtworkAccessFlow.tapDownload()`).
    func unlock(_ flow: ArtworkAccessFlow)
    /// Turns notifications on from Settings and accepts the pre-permission screen (`SettingsFlow`).
    func turnOnNotifications(_ flow: SettingsFlow)
}

/// The real flows, unchanged.
package struct ReferencePresentationDriver: PresentationDriving {
    package init() {}
    package func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    package func resume(_ flow: OnboardingFlow) { flow.resume() }
    package func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    package func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    package func turnOnNotifications(_ flow: SettingsFlow) {
        flow.setNotifications(true)
        flow.acceptPrePermission()
    }
}
