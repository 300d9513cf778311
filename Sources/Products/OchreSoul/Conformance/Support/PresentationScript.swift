import Conformance
import Foundation
import OchreSoul

/// The sessions the presentation checks drive, and the comparisons they make on what was presented.
enum PresentationScript {
    static let minute = 60_000
    static let hour = 60 * minute
    static let day = 24 * hour

    /// Gaps between user actions: minutes, hours, past the next midnight, more than a day, a week.
    static let gaps = [5 * minute, 3 * hour, day - 1, 26 * hour, 7 * day]

    /// What a driven session ends with.
    struct SessionState: Equatable {
        let completed: Bool
        let filled: ProgressBitset?
        let palette: PaletteModel
        let home: LibraryHome
        let phase: OnboardingPhase
    }

    /// A driven session: everything presented, what stays open, the end state.
    struct Run {
        let history: [Presentation]
        let openModals: [Presentation]
        let state: SessionState
        let daysElapsed: Int
    }

    /// Approved founder's-note copy (OD-10 is the copy owner's input), so the session meets the note.
    static let founderNoteCopy = ReviewedCopy(text: "Thank you for colouring with us.", approved: true)

    /// A fresh app taken through onboarding to library home (profile saved, no time passing).
    static func onboarded() -> (AppEnvironment, OnboardingFlow) {
        let env = AppEnvironment()
        let flow = OnboardingFlow(env: env)
        EnvironmentFixtures.onboard(flow, theme: "flora")
        flow.revealLibrary()
        return (env, flow)
    }

    /// One colouring session on the starter, from first launch to completion, with `gaps` (cycled) of clock time
    /// between user actions and the app resumed after each gap.
    static func colouringSession(_ c: OchreSoulComponents, gaps: [Int]) -> Run {
        let env = AppEnvironment()
        env.trust.noteCopy = founderNoteCopy
        let flow = OnboardingFlow(env: env)
        let start = env.clock.nowMillis
        var step = 0
        func pause() {
            env.clock.advance(millis: gaps.isEmpty ? 0 : gaps[step % gaps.count])
            step += 1
            c.presentationSeam.resume(flow)
        }
        flow.launch()
        pause()
        flow.startOnboarding()
        pause()
        flow.toggleTheme("flora")
        flow.chooseAudience(.self)
        flow.savePreferences()
        flow.revealLibrary()
        pause()
        flow.openStarter()
        pause()
        for _ in 0...flow.starter.geometry.regions.count {
            handleMoments(flow, then: pause)
            c.presentationSeam.fill(flow)
            pause()
        }
        handleMoments(flow, then: pause)
        flow.showLibrary()
        pause()
        return run(env, flow, start: start)
    }

    /// Sessions on `days` (days after the first session, each at 10:00), three fills each, then the rest of the
    /// artwork in the last session, returning to library home after each session and after completion.
    static func dailySessions(_ c: OchreSoulComponents, days: [Int]) -> Run {
        let (env, flow) = onboarded()
        let start = env.clock.nowMillis
        flow.openStarter()
        fill(c, flow, 3)
        flow.showLibrary()
        for day in days {
            let target = start + day * PresentationScript.day + 10 * PresentationScript.hour
            env.clock.advance(millis: target - env.clock.nowMillis)
            c.presentationSeam.startNewSession(flow)
            flow.continueFromLibrary()
            fill(c, flow, 3)
            flow.showLibrary()
        }
        flow.continueFromLibrary()
        fill(c, flow, flow.starter.geometry.regions.count)
        flow.showLibrary()
        return run(env, flow, start: start)
    }

    /// Fills `count` regions, finishing the founder's note and dismissing the soft prompt when they show.
    static func fill(_ c: OchreSoulComponents, _ flow: OnboardingFlow, _ count: Int) {
        for _ in 0..<count {
            handleMoments(flow, then: {})
            c.presentationSeam.fill(flow)
        }
        handleMoments(flow, then: {})
    }

    /// The user finishes the founder's note and dismisses the soft account prompt when they are showing.
    static func handleMoments(_ flow: OnboardingFlow, then pause: () -> Void) {
        if flow.phase == .founderNoteEligible {
            flow.finishFounderNote()
            pause()
        }
        if flow.phase == .accountPromptEligible {
            flow.dismissAccountPrompt()
            pause()
        }
    }

    static func run(_ env: AppEnvironment, _ flow: OnboardingFlow, start: Int) -> Run {
        let progress = env.progressStore.load(flow.starter.row.id)
        let palette = PaletteModel(
            geometry: flow.starter.geometry,
            progress: progress?.completedRegions ?? ProgressBitset(regionCount: flow.starter.row.regionCount),
            selectedColourID: progress?.lastSelectedColourID)
        let state = SessionState(
            completed: progress?.isCompleted == true, filled: progress?.completedRegions, palette: palette,
            home: env.library.home(profile: env.settings.profile), phase: flow.phase)
        return Run(
            history: env.presentations.history, openModals: env.presentations.open, state: state,
            daysElapsed: (env.clock.nowMillis - start) / PresentationScript.day)
    }

    // MARK: comparisons

    /// Throws unless `variant` presents exactly what `baseline` does; the failure names the first difference. With
    /// `ids`, the expectation names them (its claim: `claim`).
    static func expectSame(
        _ baseline: [Presentation], _ variant: [Presentation], _ label: String, claim: String = "",
        proves ids: [String] = []
    ) throws(RuleFailure) {
        var difference: String?
        for (index, (a, b)) in zip(baseline, variant).enumerated() where a != b {
            difference = "presentation \(index) differs \(label): \(describe(a)) vs \(describe(b))"
            break
        }
        if difference == nil && baseline.count != variant.count {
            let extra = (baseline.count > variant.count ? baseline : variant).dropFirst(
                min(baseline.count, variant.count))
            difference =
                "\(baseline.count) vs \(variant.count) presentations \(label); extra: "
                + extra.prefix(3).map(describe).joined(separator: ", ")
        }
        if ids.isEmpty {
            try expect(difference == nil, difference ?? "")
        } else {
            try expect(
                !baseline.isEmpty && difference == nil, claim, proves: ids, detail: difference ?? "nothing presented")
        }
    }

    /// Throws unless every element that differs between `before` and `after` starts with an `allowed` prefix.
    static func expectOnlyProgressChanges(
        _ before: Presentation, _ after: Presentation, allowed: [String], proves ids: [String] = []
    ) throws(RuleFailure) {
        let changed = Set(before.elements).symmetricDifference(after.elements).sorted()
        let other = changed.filter { element in !allowed.contains { element.hasPrefix($0) } }
        let detail = "\(after.surface) changed beyond progress facts after completion: \(other)"
        if ids.isEmpty {
            try expect(other.isEmpty, detail)
        } else {
            try expect(
                other.isEmpty, "completing the artwork changes \(after.surface) only in its progress facts (no badge)",
                proves: ids, detail: detail)
        }
    }

    /// Words that name a banned convention (§7.2): countdowns and timers, offer expiry, streaks, badges and
    /// achievements, daily rewards, rating prompts, ads.
    static let bannedTerms: Set<String> = [
        "countdown", "timer", "expires", "expiry", "streak", "badge", "achievement", "reward", "daily", "rate",
        "rating",
        "interstitial", "ad", "ads", "advert",
    ]

    /// Throws if a presented surface or element names a banned convention. With `ids`, the expectation names them
    /// (its claim: none of the `what` names a banned convention).
    static func expectNoBannedTerms(_ presented: [Presentation], _ what: String = "", proves ids: [String] = [])
        throws(RuleFailure)
    {
        var offending: [String] = []
        for p in presented {
            let words = ([p.surface] + p.elements).flatMap {
                $0.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            }
            let hits = Set(words).intersection(bannedTerms).sorted()
            if !hits.isEmpty { offending.append("\(describe(p)) names a banned convention: \(hits)") }
        }
        if ids.isEmpty {
            try expect(offending.isEmpty, offending.prefix(2).joined(separator: "; "))
        } else {
            try expect(
                !presented.isEmpty && offending.isEmpty,
                "none of the \(what) presented names a countdown, timer, expiry, streak, badge, reward, rating prompt or ad",
                proves: ids, detail: offending.prefix(2).joined(separator: "; "))
        }
    }

    /// The completion percentage a canvas presentation shows (`progress:<slug>:<filled>/<total>`).
    static func progressPercent(_ canvas: Presentation) -> Int? {
        guard let element = canvas.elements.first(where: { $0.hasPrefix("progress:") }),
            let fraction = element.split(separator: ":").last
        else { return nil }
        let parts = fraction.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] > 0 else { return nil }
        return parts[0] * 100 / parts[1]
    }

    /// What the app may initialise an SDK for (§7.2 modules, §7.7 observability stack): nothing behavioural-ad.
    static let allowedSDKPurposes: Set<SDKPurpose> = [
        .productAnalytics, .crashReporting, .pushNotifications, .purchases,
    ]
    /// Advertising and ad-attribution SDKs, by name, whatever purpose they are registered under.
    static let knownAdSDKs: Set<String> = [
        "admob", "google_mobile_ads", "applovin", "ironsource", "unity_ads", "meta_audience_network",
        "facebook_audience_network",
        "chartboost", "vungle", "liftoff", "inmobi", "mopub", "appsflyer", "adjust", "branch", "kochava", "singular",
    ]

    /// Throws if `env` initialised an SDK for anything but analytics, crash reporting, push or purchases, or a known
    /// ad SDK. With `ids`, the expectation names them (its claim: no behavioural ad SDK is initialised `when`).
    static func expectNoAdSDKs(_ env: AppEnvironment, _ when: String, proves ids: [String] = []) throws(RuleFailure) {
        let offending = env.sdks.initialised.filter { sdk in
            let name = sdk.name.lowercased().replacingOccurrences(of: "-", with: "_").replacingOccurrences(
                of: " ", with: "_")
            return !allowedSDKPurposes.contains(sdk.purpose) || knownAdSDKs.contains(name)
        }
        let listed = offending.map { "\($0.name) (\($0.purpose.rawValue))" }.joined(separator: ", ")
        if ids.isEmpty {
            try expect(offending.isEmpty, "\(when): the app initialised \(listed)")
        } else {
            try expect(
                offending.isEmpty, "no advertising or attribution SDK is initialised \(when)", proves: ids,
                detail: "the app initialised \(listed)")
        }
    }

    static func describe(_ p: Presentation) -> String { "\(p.kind.rawValue) \(p.surface) \(p.elements)" }
}
