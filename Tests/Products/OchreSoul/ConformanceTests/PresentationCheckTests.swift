import Conformance
import OchreSoul
import Testing

@testable import OchreSoulConformance

/// The banned-UI-convention and ad-SDK checks (MOD-XC-MUSTNOT-1 to 6 and the module must-nots inheriting them,
/// MOD-NOTIFICATIONS-MUSTNOT-2, MOD-SETTINGS-MUSTNOT-1) pass on the reference implementation, and each fails on a
/// build that presents the banned thing: every faulty driver below calls the real flow, then does what a
/// gamified or ad-funded build would do.
@Suite("presentation checks: banned UI conventions and ad SDKs")
struct PresentationCheckTests {
    static let ruleIDs = [
        "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-2", "MOD-XC-MUSTNOT-6", "MOD-MONETISATION-MUSTNOT-2",
        "MOD-SETTINGS-MUSTNOT-3",
        "MOD-NOTIFICATIONS-MUSTNOT-2", "MOD-SETTINGS-MUSTNOT-1",
    ]

    /// The banned-UI-convention checks and the module must-nots that inherit them.
    static func presentationChecks(_ c: OchreSoulComponents) -> [RuleCheck] {
        CrossCuttingChecks.all(c) + [
            MonetisationChecks.paywall(c), SettingsChecks.settingsPresentation(c),
            NotificationsChecks.notificationSDKs(c),
            SettingsChecks.settingsSDKs(c),
        ]
    }

    static func outcomes(_ driver: any PresentationDriving) -> [String: RuleCheck.Outcome] {
        var components = OchreSoulComponents.reference
        components.presentationSeam = driver
        var result: [String: RuleCheck.Outcome] = [:]
        for check in presentationChecks(components) { result[check.ruleID] = ConformanceHarness.outcome(of: check) }
        return result
    }

    /// Whether `outcome` is a failure whose message contains `reason`.
    static func failed(_ outcome: RuleCheck.Outcome?, _ reason: String) -> Bool {
        if case .fail(let message)? = outcome { return message.contains(reason) }
        return false
    }

    @Test("every presentation check passes on the reference implementation")
    func referencePasses() {
        let outcomes = Self.outcomes(ReferencePresentationDriver())
        #expect(Set(outcomes.keys) == Set(Self.ruleIDs))
        for id in Self.ruleIDs { #expect(outcomes[id] == .pass, "\(id): \(String(describing: outcomes[id]))") }
    }

    @Test("the runner reports the presentation checks passed with rule evidence for every module rule they name")
    func runnerReportsEvidence() throws {
        let run = try #require(ConformanceHarness.reference)
        let covered: Set<String> = [
            "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-2", "MOD-XC-MUSTNOT-3", "MOD-XC-MUSTNOT-4", "MOD-XC-MUSTNOT-5",
            "MOD-XC-MUSTNOT-6",
            "MOD-ONBOARDING-MUSTNOT-4", "MOD-LIBRARY-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4", "MOD-MONETISATION-MUSTNOT-2",
            "MOD-SETTINGS-MUSTNOT-3",
            "MOD-NOTIFICATIONS-MUSTNOT-2", "MOD-SETTINGS-MUSTNOT-1",
        ]
        var evidenced: Set<String> = []
        for id in Self.ruleIDs {
            let check = try #require(run.checks.first { $0.id == "rule:\(id)" }, "no rule:\(id) result")
            #expect(check.status == .passed, "\(ConformanceHarness.describe(check))")
            #expect(Set(check.evidence.map(\.kind)) == [.rule], "\(id) claims more than rule evidence")
            evidenced.formUnion(check.evidence.map(\.id))
        }
        #expect(covered.isSubset(of: evidenced), "missing: \(covered.subtracting(evidenced).sorted())")
    }

    @Test("MOD-XC-MUSTNOT-6: a rate-this-app prompt after five fills fails the session-modal check")
    func rateAppPromptIsCaught() {
        let outcomes = Self.outcomes(RateAppAfterFills())
        #expect(Self.failed(outcomes["MOD-XC-MUSTNOT-6"], "rate_prompt"))
    }

    @Test("MOD-XC-MUSTNOT-5: an interstitial on completion fails the session-modal check")
    func interstitialIsCaught() {
        let outcomes = Self.outcomes(InterstitialOnCompletion())
        #expect(Self.failed(outcomes["MOD-XC-MUSTNOT-6"], "sponsored_break"))
    }

    @Test("MOD-XC-MUSTNOT-4: a daily-reward dialog on a new day fails the time-invariance check")
    func dailyRewardIsCaught() {
        let outcomes = Self.outcomes(DailyRewardOnNewDay())
        #expect(Self.failed(outcomes["MOD-XC-MUSTNOT-1"], "differs with time passing"))
    }

    @Test("MOD-XC-MUSTNOT-1: a timer on the canvas fails the time-invariance check")
    func canvasTimerIsCaught() {
        let outcomes = Self.outcomes(TimerOnCanvas())
        #expect(Self.failed(outcomes["MOD-XC-MUSTNOT-1"], "differs with time passing"))
    }

    @Test("the banned-term scan and the completion diff reject what they name, and accept the product's own elements")
    func comparisons() {
        let clean = [
            Presentation(.libraryHome, elements: ["row:continue:starter", "progress:starter:3/20", "notice:offline"])
        ]
        #expect(throws: Never.self) { try PresentationScript.expectNoBannedTerms(clean) }
        for element in ["streak:3", "badge:first", "countdown:59", "daily_reward", "rate_app", "ad:banner"] {
            #expect(throws: RuleFailure.self, "\(element)") {
                try PresentationScript.expectNoBannedTerms([Presentation(.canvas, elements: [element])])
            }
        }
        let before = Presentation(.libraryHome, elements: ["section:continue", "row:continue:a", "progress:a:3/4"])
        let after = Presentation(.libraryHome, elements: ["section:downloaded", "row:downloaded:a"])
        #expect(throws: Never.self) {
            try PresentationScript.expectOnlyProgressChanges(before, after, allowed: ["row:", "progress:", "section:"])
        }
        #expect(throws: RuleFailure.self) {
            try PresentationScript.expectOnlyProgressChanges(
                before, Presentation(.libraryHome, elements: before.elements + ["trophy:a"]),
                allowed: ["row:", "progress:", "section:"])
        }
    }

    @Test("MOD-XC-MUSTNOT-2: a days-in-a-row count on library home fails the consecutive-versus-skipped-days check")
    func streakIsCaught() {
        let outcomes = Self.outcomes(StreakOnLibraryHome())
        #expect(Self.failed(outcomes["MOD-XC-MUSTNOT-2"], "differs on skipped days"))
        #expect(outcomes["MOD-XC-MUSTNOT-6"] == .pass, "the streak fault is not a modal")
    }

    @Test("MOD-XC-MUSTNOT-3: an earned mark on the completed canvas fails the completion check")
    func badgeIsCaught() {
        let outcomes = Self.outcomes(BadgeOnCompletion())
        #expect(Self.failed(outcomes["MOD-XC-MUSTNOT-2"], "earned:first_artwork"))
    }

    @Test("MOD-MONETISATION-MUSTNOT-2: an offer countdown on the paywall fails the paywall check")
    func paywallCountdownIsCaught() {
        let outcomes = Self.outcomes(CountdownOnPaywall())
        #expect(Self.failed(outcomes["MOD-MONETISATION-MUSTNOT-2"], "the paywall changed with time"))
    }

    @Test("MOD-SETTINGS-MUSTNOT-3: a rating prompt after the notification opt-in fails the settings check")
    func settingsPromptIsCaught() {
        let outcomes = Self.outcomes(PromptAfterOptIn())
        #expect(Self.failed(outcomes["MOD-SETTINGS-MUSTNOT-3"], "enjoying_ochre"))
    }

    @Test(
        "MOD-NOTIFICATIONS-MUSTNOT-2 and MOD-SETTINGS-MUSTNOT-1: an ad SDK loaded with notifications fails both SDK checks"
    )
    func adSDKIsCaught() {
        let outcomes = Self.outcomes(AdSDKWithNotifications(sdk: InitialisedSDK(name: "admob", purpose: .advertising)))
        #expect(Self.failed(outcomes["MOD-NOTIFICATIONS-MUSTNOT-2"], "admob (advertising)"))
        #expect(Self.failed(outcomes["MOD-SETTINGS-MUSTNOT-1"], "admob (advertising)"))
        let disguised = Self.outcomes(
            AdSDKWithNotifications(sdk: InitialisedSDK(name: "AppLovin", purpose: .productAnalytics)))
        #expect(
            Self.failed(disguised["MOD-NOTIFICATIONS-MUSTNOT-2"], "AppLovin"),
            "a known ad SDK registered under another purpose")
    }
}

// MARK: faulty drivers

/// Asks for a rating once five regions are filled.
struct RateAppAfterFills: PresentationDriving {
    func fill(_ flow: OnboardingFlow) {
        flow.fillNextRegion()
        if flow.env.progressStore.load(flow.starter.row.id)?.completedCount == 5 {
            flow.env.presentations.present(
                Presentation(kind: .modal, surface: "rate_prompt", elements: ["stars:5", "action:later"]))
        }
    }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// Shows a sponsored break when the artwork is completed.
struct InterstitialOnCompletion: PresentationDriving {
    func fill(_ flow: OnboardingFlow) {
        let wasCompleted = flow.env.progressStore.load(flow.starter.row.id)?.isCompleted == true
        flow.fillNextRegion()
        if !wasCompleted, flow.env.progressStore.load(flow.starter.row.id)?.isCompleted == true {
            flow.env.presentations.present(
                Presentation(kind: .overlay, surface: "sponsored_break", elements: ["action:skip_in_5"]))
        }
    }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// The day (UTC) of the clock.
func dayNumber(_ env: AppEnvironment) -> Int { env.clock.nowMillis / 86_400_000 }

/// Offers a gift the first time the app comes back on a new day.
struct DailyRewardOnNewDay: PresentationDriving {
    func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    func resume(_ flow: OnboardingFlow) {
        flow.resume()
        let today = dayNumber(flow.env)
        let last = flow.env.fileSystem.read("prefs/last_gift_day").flatMap { Int(String(decoding: $0, as: UTF8.self)) }
        guard last != today else { return }
        try? flow.env.fileSystem.write("prefs/last_gift_day", Array(String(today).utf8))
        flow.env.presentations.present(
            Presentation(kind: .modal, surface: "welcome_back_gift", elements: ["gift:hint_pack"]))
    }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// Shows the minutes left in the hour on the canvas when the app comes back.
struct TimerOnCanvas: PresentationDriving {
    func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    func resume(_ flow: OnboardingFlow) {
        flow.resume()
        guard let canvas = flow.env.presentations.screen, canvas.surface == ProductSurface.canvas.rawValue else {
            return
        }
        let left = 60 - (flow.env.clock.nowMillis % 3_600_000) / 60_000
        flow.env.presentations.present(
            Presentation(
                kind: .screen, surface: canvas.surface, elements: canvas.elements + ["bonus_window_minutes:\(left)"]))
    }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// Counts the days in a row the user opened the app and shows it on library home.
struct StreakOnLibraryHome: PresentationDriving {
    func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) {
        flow.startNewSession()
        let today = dayNumber(flow.env)
        let stored =
            flow.env.fileSystem.read("prefs/run").map {
                String(decoding: $0, as: UTF8.self).split(separator: ",").compactMap { Int($0) }
            } ?? []
        let count = stored.count == 2 && stored[0] == today - 1 ? stored[1] + 1 : 1
        try? flow.env.fileSystem.write("prefs/run", Array("\(today),\(count)".utf8))
        guard let home = flow.env.presentations.screen else { return }
        flow.env.presentations.present(
            Presentation(kind: .screen, surface: home.surface, elements: ["days_in_a_row:\(count)"] + home.elements))
    }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// Marks the completed canvas with an earned emblem.
struct BadgeOnCompletion: PresentationDriving {
    func fill(_ flow: OnboardingFlow) {
        flow.fillNextRegion()
        guard flow.env.progressStore.load(flow.starter.row.id)?.isCompleted == true,
            let canvas = flow.env.presentations.screen,
            canvas.surface == ProductSurface.canvas.rawValue, !canvas.elements.contains("earned:first_artwork")
        else { return }
        flow.env.presentations.present(
            Presentation(kind: .screen, surface: canvas.surface, elements: canvas.elements + ["earned:first_artwork"]))
    }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// Adds "offer ends in …" (seconds to midnight) to the paywall.
struct CountdownOnPaywall: PresentationDriving {
    func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) {
        flow.tapDownload()
        guard let paywall = flow.env.presentations.open.last, paywall.surface == ProductSurface.paywall.rawValue else {
            return
        }
        flow.env.presentations.dismiss(.paywall)
        let left = (86_400_000 - flow.env.clock.nowMillis % 86_400_000) / 1000
        flow.env.presentations.present(
            Presentation(
                kind: paywall.kind, surface: paywall.surface, elements: paywall.elements + ["offer_ends_in:\(left)"]))
    }
    func turnOnNotifications(_ flow: SettingsFlow) { ReferencePresentationDriver().turnOnNotifications(flow) }
}

/// Asks whether the user enjoys the app right after the notification opt-in.
struct PromptAfterOptIn: PresentationDriving {
    func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) {
        ReferencePresentationDriver().turnOnNotifications(flow)
        flow.env.presentations.present(
            Presentation(kind: .modal, surface: "enjoying_ochre", elements: ["action:yes", "action:no"]))
    }
}

/// Initialises `sdk` together with the notification opt-in.
struct AdSDKWithNotifications: PresentationDriving {
    let sdk: InitialisedSDK
    func fill(_ flow: OnboardingFlow) { flow.fillNextRegion() }
    func resume(_ flow: OnboardingFlow) { flow.resume() }
    func startNewSession(_ flow: OnboardingFlow) { flow.startNewSession() }
    func unlock(_ flow: ArtworkAccessFlow) { flow.tapDownload() }
    func turnOnNotifications(_ flow: SettingsFlow) {
        ReferencePresentationDriver().turnOnNotifications(flow)
        flow.env.sdks.register(sdk)
    }
}
