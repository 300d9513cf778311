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
            let surfaces = Set(still.history.map(\.surface))
            try expect(
                surfaces.isSuperset(of: [
                    ProductSurface.onboardingStep.rawValue, ProductSurface.libraryHome.rawValue,
                    ProductSurface.canvas.rawValue,
                ]), "the session did not present onboarding, library home and the canvas: the check would prove nothing"
            )
            try PresentationScript.expectSame(
                still.history, timed.history, "with time passing",
                claim:
                    "onboarding, library home, the canvas and the session's modals present exactly the same with minutes, hours, midnights and days passing between actions: nothing counts down, no new day brings a reward",
                proves: [
                    "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4", "MOD-ONBOARDING-MUSTNOT-4",
                    "MOD-LIBRARY-MUSTNOT-4",
                ])
            try expect(
                still.openModals == timed.openModals, "the modals left open are the same with time passing",
                proves: ["MOD-XC-MUSTNOT-4"], detail: "open modals differ: \(still.openModals) vs \(timed.openModals)")
            try expect(
                still.state == timed.state, "the canvas, palette and library state are the same with time passing",
                proves: ["MOD-XC-MUSTNOT-1"], detail: "state differs with time passing")
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
            try PresentationScript.expectSame(
                consecutive.history, skipped.history, "on skipped days",
                claim:
                    "sessions on consecutive days and sessions with skipped days present exactly the same library home and canvas: no streak",
                proves: ["MOD-XC-MUSTNOT-2", "MOD-LIBRARY-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4"])
            try expect(
                consecutive.state == skipped.state,
                "consecutive and skipped days end in the same library and canvas state",
                proves: ["MOD-XC-MUSTNOT-2"], detail: "state differs between consecutive and skipped days")
            try PresentationScript.expectNoBannedTerms(
                consecutive.history, "library, canvas and modal presentations of the daily sessions",
                proves: ["MOD-XC-MUSTNOT-2", "MOD-XC-MUSTNOT-3", "MOD-LIBRARY-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4"])
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
                ], proves: ["MOD-XC-MUSTNOT-3", "MOD-LIBRARY-MUSTNOT-4"])
            try PresentationScript.expectOnlyProgressChanges(
                canvasBefore, canvasAfter, allowed: ["progress:", "swatch:", "state:completed"],
                proves: ["MOD-XC-MUSTNOT-3", "MOD-CANVAS-MUSTNOT-4"])
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
                "the only modals of a colouring session are the founder's note and then the soft account prompt: no rate-this-app prompt, no interstitial, no daily-reward dialog",
                proves: ["MOD-XC-MUSTNOT-6", "MOD-XC-MUSTNOT-5", "MOD-XC-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4"],
                detail: "modals presented during the session: \(modals.map(\.surface))")
            guard let noteIndex = session.firstIndex(where: { $0.surface == ProductSurface.founderNote.rawValue }),
                let lastCanvas = session[..<noteIndex].last(where: { $0.surface == ProductSurface.canvas.rawValue }),
                let percent = PresentationScript.progressPercent(lastCanvas)
            else { throw RuleFailure("the founder's note was not preceded by a canvas with progress") }
            try expect(
                percent >= milestone,
                "the founder's note showed at \(percent) % progress, before the spec's \(milestone) % milestone")
            try PresentationScript.expectNoBannedTerms(
                run.history, "onboarding, library, canvas and modal presentations, first launch to completion",
                proves: ["MOD-ONBOARDING-MUSTNOT-4", "MOD-CANVAS-MUSTNOT-4", "MOD-XC-MUSTNOT-5", "MOD-XC-MUSTNOT-6"])
        }
    }
}
