import Conformance
import OchreSoul

/// Shared set-up for rule checks.
enum RuleFixtures {
    /// A fresh environment with an anonymous session.
    static func launched() -> AppEnvironment {
        let env = AppEnvironment()
        _ = env.identity.launch()
        return env
    }

    /// Takes `flow` from first launch through onboarding with one theme and `audience`; returns the phase the save
    /// left it in (`.preferencesCaptured` when it worked).
    @discardableResult
    static func onboard(_ flow: OnboardingFlow, theme: String = "coastal", audience: Audience = .self) -> OnboardingPhase {
        flow.launch()
        flow.startOnboarding()
        flow.toggleTheme(theme)
        flow.chooseAudience(audience)
        return flow.savePreferences()
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
        return CanvasEngine(artwork: sample.row.ref, geometry: bundle.geometry, tracker: env.tracker, analytics: analytics, clock: env.clock)
    }
}
