import Foundation
import Testing

@testable import SwapGraph

@Suite("Composer LC-07 and draft validation (LOCK-07…12)")
struct ComposerTests {
    let valid = ComposerDraft(offeringAsset: asset("a"), wantTarget: "Knives")

    @Test("LOCK-07…09 validation: offering, want target, wear subset, tolerance band, cycle length")
    func validation() {
        #expect(valid.isValid)
        var d = valid
        d.offeringAsset = nil
        d.wantTarget = "  "
        d.acceptableWear = []
        d.valueToleranceUsd = 30
        d.maxCycleLength = 5
        #expect(
            d.validate().map(\.code) == [
                "offering_missing", "want_target_empty", "wear_empty", "tolerance_invalid", "cycle_length_invalid",
            ])
        d = valid
        d.acceptableWear = ["FN", "XX"]
        #expect(d.validate().map(\.code) == ["wear_invalid"])
        for t in [20, 50, 100, 200] {
            d = valid
            d.valueToleranceUsd = t
            #expect(d.isValid)
        }
        for n in [2, 3, 4] {
            d = valid
            d.maxCycleLength = n
            #expect(d.isValid)
        }
    }

    @Test("LC-07 invalid submit validates, edit recomputes errors, valid submit submits, then success")
    func invalidThenValid() {
        var c = ComposerLifecycle(draft: ComposerDraft(offeringAsset: asset("a")))
        #expect(c.apply(.submit) == .accepted(.idle, .validating))
        #expect(c.errors.map(\.code) == ["want_target_empty"])
        #expect(!c.apply(.submit).accepted)
        #expect(c.apply(.edit(valid)) == .accepted(.validating, .validating))
        #expect(c.errors.isEmpty)
        #expect(c.apply(.submit) == .accepted(.validating, .submitting))
        #expect(!c.fieldsEnabled && c.submitButtonLabel == "Posting...")
        #expect(!c.apply(.edit(valid)).accepted)
        #expect(c.apply(.succeed).to == .success)
    }

    @Test("LC-07 error resubmits: valid to submitting, invalid to validating; edit mode labels")
    func errorPaths() {
        var c = ComposerLifecycle(mode: .edit, draft: valid)
        #expect(c.submitButtonLabel == "Save changes")
        #expect(!c.apply(.edit(valid)).accepted)
        c.apply(.submit)
        #expect(c.submitButtonLabel == "Saving...")
        #expect(c.apply(.fail).to == .error)
        #expect(c.fieldsEnabled)
        #expect(c.apply(.submit) == .accepted(.error, .submitting))
        c.apply(.fail)
        c.updateDraft(ComposerDraft())
        #expect(c.apply(.submit) == .accepted(.error, .validating))
    }

    @Test("LOCK-12 edit draft comes from the intent (composerDraftFromIntent)")
    func fromIntent() {
        let i = intent("i1", on: asset("a"))
        let d = ComposerDraft(intent: i)
        #expect(d.offeringAsset?.id == "a" && d.wantTarget == "Knives" && d.acceptableWear == ["FN", "MW"])
    }
}
