import Conformance
import OchreSoul

/// Rule checks of MOD-IDENTITY: the anonymous session and its startup retry, no catalogue without a session,
/// and account upgrade keeping progress.
enum IdentityChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [welcomeAfterStartupError, noSignedOutCatalogue, upgradeKeepsProgress]
    }

    /// JRN-P01 step 1 "Opens the app for the first time → Animated outcome-led welcome" (FEAT-ID-001, FEAT-ONB-001);
    /// §7.3.1 first launch: "Retry auth; if still unavailable, show recoverable startup error"; §7.7 app_opened.
    static let welcomeAfterStartupError = RuleCheck.observing(
        "RULE-AUTH-RETRY", covers: ["FEAT-ONB-001"], proves: [.success, .recovery, .observability],
        title:
            "after the recoverable startup error the user's retry reaches the first-run welcome, which inherits OS reduce motion; app_opened only once a session exists"
    ) { context throws(RuleFailure) in
        let attempts = try context.authRetries() + 1
        let flow = OnboardingFlow()
        let env = flow.env
        env.os.reduceMotion = true
        flow.failAuth(times: attempts)
        try expect(
            flow.launch() == .firstLaunch && flow.startupError,
            "auth unavailable after the retry did not show the startup error")
        try expect(
            env.backend.calls[.signInAnonymously] == attempts,
            "first launch tried auth \(env.backend.calls[.signInAnonymously] ?? 0) times, not once plus the spec's \(attempts - 1) retries"
        )
        try expect(
            flow.startOnboarding() == .firstLaunch && !env.identity.catalogueAllowed,
            "onboarding or the catalogue started without a session")
        try expect(
            EmittedEvents.named("app_opened", in: env, since: 0).isEmpty, "app_opened was emitted without a session")
        try expect(
            flow.launch() == .anonymousSessionCreated && !flow.startupError,
            "the user's retry did not create the session")
        try expect(
            env.onboarding.step == .welcome, "after the startup error, the user's retry reaches the first-run welcome",
            proves: "FEAT-ONB-001")
        try expect(
            flow.startOnboarding() == .onboardingInProgress && env.onboarding.step == .themes,
            "leaving the welcome did not start the theme step")
        try expect(
            env.onboarding.accessibility.reduceMotion, "the animated welcome and onboarding inherit OS reduce motion",
            proves: "FEAT-ONB-001")
        let opened = EmittedEvents.named("app_opened", in: env, since: 0)
        try expect(
            opened.count == 1 && EmittedEvents.string(opened[0], "session_id") == env.session.userID,
            "app_opened is emitted once, with the new session's ID, when the welcome opens", proves: "FEAT-ONB-001")
    }

    /// Auth unavailable on first launch: no session, no catalogue.
    static let noSignedOutCatalogue = RuleCheck.observing(
        "MOD-IDENTITY-MUSTNOT-1", covers: ["FEAT-ID-001", "MOD-IDENTITY-MUST-1", "RULE-AUTH-RETRY"],
        title:
            "the catalogue is never shown signed out: auth is retried the spec's number of times, then a startup error replaces it"
    ) { context throws(RuleFailure) in
        let retries = try context.authRetries()
        let env = AppEnvironment()
        env.backend.inject(.network, on: .signInAnonymously, times: retries + 1)
        try expect(
            env.identity.launch() == .startupError,
            "launch ends in the recoverable startup error once auth stays unavailable",
            proves: "RULE-AUTH-RETRY")
        try expect(
            !env.identity.catalogueAllowed && env.session.userID == nil, "the catalogue is allowed without a session")
        try expectEqual(
            env.backend.calls[.signInAnonymously] ?? 0, retries + 1,
            "the anonymous sign-ins tried before the startup error (once plus the spec's retries)",
            proves: "RULE-AUTH-RETRY")
        // Within the retries, the last retry creates the session.
        let retried = AppEnvironment()
        retried.backend.inject(.network, on: .signInAnonymously, times: retries)
        var recovered = false
        if case .ready = retried.identity.launch() { recovered = true }
        try expect(
            recovered && retried.identity.catalogueAllowed,
            "\(retries) failed sign-in(s) are retried into a session that allows the catalogue",
            proves: "RULE-AUTH-RETRY")
        let fresh = AppEnvironment()
        var anonymous = false
        if case .ready(_, let isAnonymous, _) = fresh.identity.launch() { anonymous = isAnonymous }
        try expect(
            anonymous && fresh.session.userID != nil && fresh.identity.catalogueAllowed,
            "first launch creates an anonymous authenticated session, which allows the catalogue",
            proves: ["MOD-IDENTITY-MUST-1", "FEAT-ID-001"])
    }

    /// Fills the first `count` regions of a cached sample on its canvas.
    static func fill(_ sample: SampleArtwork, count: Int, in env: AppEnvironment) -> ProgressBitset? {
        guard let canvas = env.openCanvas(sample.row) else { return nil }
        for region in sample.geometry.regions.prefix(count) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { return nil }
            canvas.select(colourID: region.colourID)
            guard case .correctFill = canvas.tap(screen: point) else { return nil }
        }
        return env.progressStore.load(sample.row.id)?.completedRegions
    }

    /// MOD-IDENTITY-MUST-2 / MOD-IDENTITY-MUSTNOT-2: a failed upgrade, an in-place promotion and a merge into an
    /// existing account all keep every locally completed region.
    static let upgradeKeepsProgress = RuleCheck.expecting(
        "MOD-IDENTITY-MUST-2", covers: ["MOD-IDENTITY-MUSTNOT-2", "FEAT-ID-002", "MOD-IDENTITY-MUST-3", "JRN-A08"],
        title: "account upgrade (failed, promoted or merged) never loses a locally completed region"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-up", slug: "up-art")
        guard EnvironmentFixtures.cached(sample, in: env), let local = fill(sample, count: 4, in: env) else {
            throw RuleFailure("set-up failed")
        }
        env.backend.inject(.network, on: .upgradeAccount)
        try expect(
            env.identity.upgrade(credential: "new@example.com") == .failed && env.session.isAnonymous,
            "a failed upgrade did not stay anonymous")
        try expect(
            env.progressStore.load(sample.row.id)?.completedRegions == local,
            "a failed upgrade keeps every locally completed region", proves: "MOD-IDENTITY-MUSTNOT-2")
        try expect(
            env.identity.upgrade(credential: "new@example.com") == .promoted && !env.session.isAnonymous,
            "the retried upgrade promotes the anonymous account in place", proves: "FEAT-ID-002")
        try expect(
            env.progressStore.load(sample.row.id)?.completedRegions == local,
            "promotion keeps every locally completed region", proves: ["MOD-IDENTITY-MUSTNOT-2", "FEAT-ID-002"])

        let merging = EnvironmentFixtures.launched()
        let existing = merging.backend.createAccount(credential: "old@example.com")
        var server = ProgressBitset(regionCount: sample.row.regionCount)
        for index in [2, 7, 9] { server.insert(index) }
        merging.backend.seedProgress(
            ServerProgressRow(
                artworkID: sample.row.id, artworkVersion: 1, completedRegions: server, lastSelectedColourID: nil),
            for: existing)
        guard EnvironmentFixtures.cached(sample, in: merging), let anonymous = fill(sample, count: 4, in: merging)
        else { throw RuleFailure("set-up failed") }
        var mergedOutcome = false
        if case .merged = merging.identity.upgrade(credential: "old@example.com") { mergedOutcome = true }
        try expect(
            mergedOutcome && !merging.session.isAnonymous && merging.session.userID == existing,
            "upgrading with an existing account's credential merges into that account", proves: "FEAT-ID-002")
        guard let merged = merging.progressStore.load(sample.row.id)?.completedRegions else {
            throw RuleFailure("the merge dropped the local row")
        }
        try expect(
            merged.isSuperset(of: anonymous) && merged.isSuperset(of: server),
            "signing into an existing account merges its progress with the anonymous progress by bitset union: every local and every server region is kept",
            proves: ["MOD-IDENTITY-MUSTNOT-2", "FEAT-ID-002", "MOD-IDENTITY-MUST-3", "JRN-A08"])
    }
}
