import Conformance
import OchreSoul

/// App environments and flows in known states: launched, signed in, onboarded, with an artwork cached.
enum EnvironmentFixtures {
    /// A fresh environment with an anonymous session.
    static func launched() -> AppEnvironment {
        let env = AppEnvironment()
        _ = env.identity.launch()
        return env
    }

    /// Takes `flow` from first launch through onboarding with one theme and `audience`; returns the phase the save
    /// left it in (`.preferencesCaptured` when it worked).
    @discardableResult
    static func onboard(_ flow: OnboardingFlow, theme: String = "coastal", audience: Audience = .self)
        -> OnboardingPhase
    {
        flow.launch()
        flow.startOnboarding()
        flow.toggleTheme(theme)
        flow.chooseAudience(audience)
        return flow.savePreferences()
    }

    /// The app opens again on `env` (a new session: the identity restores, app_opened, the session is counted).
    static func relaunch(_ env: AppEnvironment) { OnboardingFlow(env: env).launch() }

    /// An onboarded user on a fresh environment (themes, audience and accessibility saved, library revealed).
    static func onboarded(_ audience: Audience, extra: [SampleArtwork] = []) throws(RuleFailure) -> OnboardingFlow {
        let flow = OnboardingFlow()
        for sample in extra { flow.env.backend.addArtwork(sample.row, files: sample.files) }
        try expect(
            onboard(flow, audience: audience) == .preferencesCaptured && flow.revealLibrary() == .libraryRevealed,
            "onboarding did not reach the library")
        return flow
    }

    /// A fresh environment with a signed-in (promoted) account.
    static func signedIn() -> AppEnvironment {
        let env = launched()
        _ = env.identity.upgrade(credential: "buyer@example.com")
        return env
    }

    /// Publishes `sample` in the fake backend and downloads it into the verified cache.
    @discardableResult
    static func cached(_ sample: SampleArtwork, in env: AppEnvironment) -> Bool {
        env.backend.addArtwork(sample.row, files: sample.files)
        return env.downloadJob(for: sample.row).run() == .cached
    }

    /// A canvas on a cached artwork wired to `analytics`.
    static func canvas(_ sample: SampleArtwork, in env: AppEnvironment, analytics: ProductAnalytics) -> CanvasEngine? {
        guard case .success(let bundle) = env.cache.open(sample.row.slug) else { return nil }
        return CanvasEngine(
            artwork: sample.row.ref, geometry: bundle.geometry, tracker: env.tracker, analytics: analytics,
            clock: env.clock)
    }
}
