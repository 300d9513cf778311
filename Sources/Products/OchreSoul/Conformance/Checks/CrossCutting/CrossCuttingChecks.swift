import Conformance
import Foundation
import OchreSoul

/// Rule checks of the banned UI conventions of §7.2 (MOD-XC-MUSTNOT-*: no countdown timers, streak mechanics, badges,
/// daily-reward dialogs, interstitial ads or rate-this-app prompts during a colouring session).
///
/// The flows record what they present in `env.presentations`; the checks drive real sessions through
/// `OchreSoulComponents.presentationSeam` (see `PresentationScript`). The module must-nots that inherit these
/// conventions live with their modules (Monetisation, Settings, Notifications).
enum CrossCuttingChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [timeInvariance(c), noStreaksOrBadges(c), sessionModals(c)]
    }

    /// (1) The same colouring session, once with no time between actions and once with minutes, hours, midnights
    /// and days between them (the app resumed after each gap), presents exactly the same and ends in the same
    /// canvas, palette and library state: nothing counts down and no new day brings a reward.
    static func timeInvariance(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-XC-MUSTNOT-1",
            covers: [
                "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4", "MOD-ONBOARDING-MUSTNOT-4",
                "MOD-LIBRARY-MUSTNOT-4",
            ],
            proves: [],
            title: "time passing during a colouring session changes nothing presented (no countdown, no daily reward)"
        ) { () throws(RuleFailure) in
            let still = PresentationScript.colouringSession(c, gaps: [0])
            let timed = PresentationScript.colouringSession(c, gaps: PresentationScript.gaps)
            try expect(
                timed.daysElapsed >= 7,
                "the timed session did not cross midnight (\(timed.daysElapsed) days): the check would prove nothing")
            try PresentationScript.expectSame(still.history, timed.history, "with time passing")
            try expect(
                still.openModals == timed.openModals,
                "open modals differ with time passing: \(still.openModals) vs \(timed.openModals)")
            try expect(still.state == timed.state, "canvas, palette or library state differs with time passing")
        }
    }

    /// (2) Sessions on consecutive days and sessions with skipped days present exactly the same (no streak), and
    /// completing the artwork changes library home and the canvas only in progress facts (no badge).
    static func noStreaksOrBadges(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-XC-MUSTNOT-2",
            covers: ["MOD-XC-MUSTNOT-2", "MOD-XC-MUSTNOT-3", "MOD-LIBRARY-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4"],
            proves: [],
            title:
                "sessions on consecutive or skipped days present the same; completion changes only progress facts (no streak, no badge)"
        ) { () throws(RuleFailure) in
            let consecutive = PresentationScript.dailySessions(c, days: [1, 2, 3, 4])
            let skipped = PresentationScript.dailySessions(c, days: [2, 5, 9, 10])
            try PresentationScript.expectSame(consecutive.history, skipped.history, "on skipped days")
            try expect(
                consecutive.state == skipped.state,
                "library or canvas state differs between consecutive and skipped days")
            try PresentationScript.expectNoBannedTerms(consecutive.history)
            let library = consecutive.history.filter { $0.surface == ProductSurface.libraryHome.rawValue }
            let canvases = consecutive.history.filter { $0.surface == ProductSurface.canvas.rawValue }
            guard let homeBefore = library.dropLast().last, let homeAfter = library.last,
                let canvasBefore = canvases.first(where: { !$0.elements.contains("state:completed") }),
                let canvasAfter = canvases.last
            else { throw RuleFailure("the session did not present library home and the canvas around completion") }
            try expect(
                canvasAfter.elements.contains("state:completed"),
                "the artwork was not completed: the check would prove nothing")
            try PresentationScript.expectOnlyProgressChanges(
                homeBefore, homeAfter,
                allowed: [
                    "row:continue:", "progress:", "section:continue", "row:downloaded:", "section:downloaded",
                    "notice:offline",
                ])
            try PresentationScript.expectOnlyProgressChanges(
                canvasBefore, canvasAfter, allowed: ["progress:", "swatch:", "state:completed"])
        }
    }

    /// (3) Through a full colouring session to completion, the only modals are the founder's note (after the
    /// qualifying milestone) and then the soft account prompt, each once: no rate-app prompt, no interstitial, no
    /// daily-reward dialog.
    static func sessionModals(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "MOD-XC-MUSTNOT-6",
            covers: [
                "MOD-XC-MUSTNOT-4", "MOD-XC-MUSTNOT-5", "MOD-XC-MUSTNOT-6", "MOD-CANVAS-MUSTNOT-4",
                "MOD-ONBOARDING-MUSTNOT-4",
            ], proves: [],
            title:
                "a colouring session presents only the founder's note after the milestone and then the soft account prompt"
        ) { context throws(RuleFailure) in
            let milestone = try context.founderNoteMilestonePercent()
            let run = PresentationScript.colouringSession(c, gaps: [0])
            try expect(run.state.completed, "the session did not reach completion: the check would prove nothing")
            let session = Array(run.history.drop(while: { $0.surface != ProductSurface.canvas.rawValue }))
            let modals = session.filter { $0.kind != .screen }
            try expect(
                modals.map(\.surface) == [ProductSurface.founderNote.rawValue, ProductSurface.accountPrompt.rawValue],
                "modals presented during the session: \(modals.map(\.surface)) (allowed: founder_note, then account_prompt)"
            )
            guard let noteIndex = session.firstIndex(where: { $0.surface == ProductSurface.founderNote.rawValue }),
                let lastCanvas = session[..<noteIndex].last(where: { $0.surface == ProductSurface.canvas.rawValue }),
                let percent = PresentationScript.progressPercent(lastCanvas)
            else { throw RuleFailure("the founder's note was not preceded by a canvas with progress") }
            try expect(
                percent >= milestone,
                "the founder's note showed at \(percent) % progress, before the spec's \(milestone) % milestone")
            try PresentationScript.expectNoBannedTerms(run.history)
        }
    }
}
