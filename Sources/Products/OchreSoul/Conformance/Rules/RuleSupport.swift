import Conformance
import OchreSoul

/// A broken expectation inside a rule check.
struct RuleFailure: Error {
    var message: String
}

/// Throws `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(RuleFailure) {
    if !condition { throw RuleFailure(message: message()) }
}

/// Builds a rule check whose body throws `RuleFailure` on the first broken expectation.
func ruleCheck(_ ruleID: String, covers: [String], title: String, _ body: @escaping @Sendable () throws(RuleFailure) -> Void) -> RuleCheck {
    coverageCheck(ruleID, covers: covers, proves: [], title: title, body)
}

/// A small seeded generator (SplitMix64), so property checks are deterministic.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
