import Conformance
import Foundation
import OchreSoul

/// Rule checks for the banned UI conventions of §7.2 (MOD-XC-MUSTNOT-1 to 6: no countdown timers, streak
/// mechanics, badges, daily-reward dialogs, interstitial ads or rate-this-app prompts during a colouring session),
/// the module must-nots that inherit them, and the ad-SDK must-nots of Notifications and Settings.
///
/// The flows record what they present in `env.presentations` and the SDKs the app initialises in `env.sdks`; the
/// checks drive real sessions through `OchreSoulComponents.presentationSeam` and hold what was presented to the
/// rules behaviourally: time changes nothing presented, the days a user plays on change nothing presented, the only
/// modals of a colouring session are the ones the spec names, and no advertising SDK is ever initialised.
/// Each proves only `rule` evidence for the module rules it names.
enum CoverageDPresentationChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [timeInvariance(c), noStreaksOrBadges(c), sessionModals(c), paywall(c), settings(c), notificationSDKs(c), settingsSDKs(c)]
    }

    static let minute = 60_000
    static let hour = 60 * minute
    static let day = 24 * hour

    /// Gaps between user actions: minutes, hours, past the next midnight, more than a day, a week.
    static let gaps = [5 * minute, 3 * hour, day - 1, 26 * hour, 7 * day]

    // MARK: checks

    /// (1) The same colouring session, once with no time between actions and once with minutes, hours, midnights
    /// and days between them (the app resumed after each gap), presents exactly the same and ends in the same
    /// canvas, palette and library state: nothing counts down and no new day brings a reward.
    static func timeInvariance(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-XC-MUSTNOT-1",
            covers: ["MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4", "MOD-ONBOARDING-MUSTNOT-4", "MOD-LIBRARY-MUSTNOT-4"],
            proves: [], title: "time passing during a colouring session changes nothing presented (no countdown, no daily reward)"
        ) { () throws(RuleFailure) in
            let still = PresentationScript.colouringSession(c, gaps: [0])
            let timed = PresentationScript.colouringSession(c, gaps: gaps)
            try expect(timed.daysElapsed >= 7, "the timed session did not cross midnight (\(timed.daysElapsed) days): the check would prove nothing")
            try PresentationScript.expectSame(still.history, timed.history, "with time passing")
            try expect(still.openModals == timed.openModals, "open modals differ with time passing: \(still.openModals) vs \(timed.openModals)")
            try expect(still.state == timed.state, "canvas, palette or library state differs with time passing")
        }
    }

    /// (2) Sessions on consecutive days and sessions with skipped days present exactly the same (no streak), and
    /// completing the artwork changes library home and the canvas only in progress facts (no badge).
    static func noStreaksOrBadges(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-XC-MUSTNOT-2", covers: ["MOD-XC-MUSTNOT-2", "MOD-XC-MUSTNOT-3", "MOD-LIBRARY-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4"], proves: [],
            title: "sessions on consecutive or skipped days present the same; completion changes only progress facts (no streak, no badge)"
        ) { () throws(RuleFailure) in
            let consecutive = PresentationScript.dailySessions(c, days: [1, 2, 3, 4])
            let skipped = PresentationScript.dailySessions(c, days: [2, 5, 9, 10])
            try PresentationScript.expectSame(consecutive.history, skipped.history, "on skipped days")
            try expect(consecutive.state == skipped.state, "library or canvas state differs between consecutive and skipped days")
            try PresentationScript.expectNoBannedTerms(consecutive.history)
            let library = consecutive.history.filter { $0.surface == ProductSurface.libraryHome.rawValue }
            let canvases = consecutive.history.filter { $0.surface == ProductSurface.canvas.rawValue }
            guard let homeBefore = library.dropLast().last, let homeAfter = library.last, let canvasBefore = canvases.first(where: { !$0.elements.contains("state:completed") }),
                let canvasAfter = canvases.last
            else { throw RuleFailure("the session did not present library home and the canvas around completion") }
            try expect(canvasAfter.elements.contains("state:completed"), "the artwork was not completed: the check would prove nothing")
            try PresentationScript.expectOnlyProgressChanges(homeBefore, homeAfter, allowed: ["row:continue:", "progress:", "section:continue", "row:downloaded:", "section:downloaded", "notice:offline"])
            try PresentationScript.expectOnlyProgressChanges(canvasBefore, canvasAfter, allowed: ["progress:", "swatch:", "state:completed"])
        }
    }

    /// (3) Through a full colouring session to completion, the only modals are the founder's note (after the
    /// qualifying milestone) and then the soft account prompt, each once: no rate-app prompt, no interstitial, no
    /// daily-reward dialog.
    static func sessionModals(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-XC-MUSTNOT-6",
            covers: ["MOD-XC-MUSTNOT-4", "MOD-XC-MUSTNOT-5", "MOD-XC-MUSTNOT-6", "MOD-CANVAS-MUSTNOT-4", "MOD-ONBOARDING-MUSTNOT-4"], proves: [],
            title: "a colouring session presents only the founder's note after the milestone and then the soft account prompt"
        ) { () throws(RuleFailure) in
            let run = PresentationScript.colouringSession(c, gaps: [0])
            try expect(run.state.completed, "the session did not reach completion: the check would prove nothing")
            let session = Array(run.history.drop(while: { $0.surface != ProductSurface.canvas.rawValue }))
            let modals = session.filter { $0.kind != .screen }
            try expect(modals.map(\.surface) == [ProductSurface.founderNote.rawValue, ProductSurface.accountPrompt.rawValue],
                "modals presented during the session: \(modals.map(\.surface)) (allowed: founder_note, then account_prompt)")
            guard let noteIndex = session.firstIndex(where: { $0.surface == ProductSurface.founderNote.rawValue }),
                let lastCanvas = session[..<noteIndex].last(where: { $0.surface == ProductSurface.canvas.rawValue }),
                let percent = PresentationScript.progressPercent(lastCanvas)
            else { throw RuleFailure("the founder's note was not preceded by a canvas with progress") }
            try expect(percent >= TrustMoment.qualifyingMilestonePercent, "the founder's note showed at \(percent) % progress, before the qualifying milestone")
            try PresentationScript.expectNoBannedTerms(run.history)
        }
    }

    /// The paywall carries no timer, countdown or offer expiry: it is the same whenever it opens, and it opens
    /// alone (no interstitial with it).
    static func paywall(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-MONETISATION-MUSTNOT-2", covers: ["MOD-MONETISATION-MUSTNOT-2", "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-5"], proves: [],
            title: "the paywall is the same whenever it opens and carries no countdown or expiry"
        ) { () throws(RuleFailure) in
            let flow = ArtworkAccessFlow()
            flow.openArtwork(flow.premium.row.slug)
            var shown: [Presentation] = []
            for gap in [0, 47 * minute, day - 1, 3 * day] {
                flow.env.clock.advance(millis: gap)
                let mark = flow.env.presentations.history.count
                c.presentationSeam.unlock(flow)
                let opened = flow.env.presentations.since(mark).filter { $0.kind != .screen }.map(\.surface)
                try expect(!opened.isEmpty && opened.allSatisfy { $0 == ProductSurface.paywall.rawValue }, "unlock presented \(opened), expected the paywall alone")
                guard let current = flow.env.presentations.open.last else { throw RuleFailure("no paywall open after unlock") }
                shown.append(current)
                flow.dismissPaywall()
            }
            try expect(Set(shown.map(\.elements)).count == 1, "the paywall changed with time: \(shown.map(\.elements))")
            try PresentationScript.expectNoBannedTerms(shown)
        }
    }

    /// Settings and the notification pre-permission screen: the same whenever shown, no banned terms, and the
    /// pre-permission screen is the only modal they present (before any OS prompt).
    static func settings(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-SETTINGS-MUSTNOT-3", covers: ["MOD-SETTINGS-MUSTNOT-3", "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-3", "MOD-XC-MUSTNOT-4"], proves: [],
            title: "settings present the same whenever shown and only the pre-permission screen as a modal"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            let flow = SettingsFlow(env: env)
            let mark = env.presentations.history.count
            flow.open()
            let first = env.presentations.screen
            for gap in gaps {
                env.clock.advance(millis: gap)
                flow.resume()
                try expect(env.presentations.screen == first, "settings changed with time: \(env.presentations.screen?.elements ?? [])")
            }
            c.presentationSeam.turnOnNotifications(flow)
            let presented = env.presentations.since(mark)
            let modals = presented.filter { $0.kind != .screen }.map(\.surface)
            try expect(modals == [ProductSurface.notificationPrePermission.rawValue], "settings presented modals \(modals), expected the pre-permission screen alone")
            try expect(env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled, "turning notifications on did not reach the OS prompt after the value screen")
            try PresentationScript.expectNoBannedTerms(presented)
        }
    }

    /// No advertising or attribution SDK is initialised with the notification SDK: at start-up, after the
    /// pre-permission opt-in, and after a notification is opened.
    static func notificationSDKs(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-NOTIFICATIONS-MUSTNOT-2", covers: ["MOD-NOTIFICATIONS-MUSTNOT-2", "MOD-XC-MUSTNOT-5"], proves: [],
            title: "no behavioural ad SDK is initialised alongside the notification SDK"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            try PresentationScript.expectNoAdSDKs(env, "at start-up")
            try expect(env.sdks.contains(purpose: .pushNotifications), "the notification SDK is not registered: the check would prove nothing")
            c.presentationSeam.turnOnNotifications(SettingsFlow(env: env))
            try expect(env.notifications.isEnabled, "notifications did not turn on")
            try PresentationScript.expectNoAdSDKs(env, "after notification opt-in")
            _ = env.notifications.open(FakePushService.Payload(kind: "artwork", slug: "starter"), artworkID: "art-starter")
            try PresentationScript.expectNoAdSDKs(env, "after a notification was opened")
        }
    }

    /// No behavioural ad SDK is loaded through Settings: after child mode on and off, theme and accessibility
    /// changes, notifications on and off.
    static func settingsSDKs(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-SETTINGS-MUSTNOT-1", covers: ["MOD-SETTINGS-MUSTNOT-1", "MOD-XC-MUSTNOT-5"], proves: [],
            title: "no behavioural ad SDK is initialised by any settings change"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            let flow = SettingsFlow(env: env)
            flow.open()
            flow.setChildMode(true)
            try PresentationScript.expectNoAdSDKs(env, "after child mode on")
            flow.setChildMode(false)
            try PresentationScript.expectNoAdSDKs(env, "after child mode off")
            try expect(flow.setThemes(["coastal", "flora"]), "the theme change was refused")
            flow.setAccessibility(AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true))
            try PresentationScript.expectNoAdSDKs(env, "after preference changes")
            c.presentationSeam.turnOnNotifications(flow)
            flow.setNotifications(false)
            try PresentationScript.expectNoAdSDKs(env, "after notifications on and off")
        }
    }
}
