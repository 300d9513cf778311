import Testing

@testable import SpecJSON

/// The one "did you mean" every stage uses.
@Suite struct SuggestionTests {
    @Test("the nearest candidate wins; ties go to the earliest; nothing past the distance limit")
    func nearest() {
        #expect(Suggestion.nearest(to: "Idel", among: ["Ready", "Idle", "Idler"]) == "Idle")
        #expect(Suggestion.nearest(to: "ab", among: ["ax", "ay"]) == "ax")
        #expect(Suggestion.nearest(to: "completely", among: ["different"]) == nil)
        #expect(Suggestion.nearest(to: "abcd", among: ["abxy"], maxDistance: 1) == nil)
    }

    @Test("case is ignored only when asked; an exact name is skipped only for 'other than'")
    func caseAndExact() {
        #expect(Suggestion.nearest(to: "MINIMUM", among: ["minimum"]) == nil)
        #expect(Suggestion.nearest(to: "MINIMUM", among: ["minimum"], ignoringCase: true) == "minimum")
        #expect(Suggestion.nearest(to: "Idle", among: ["Idle", "Idle2"]) == "Idle")
        #expect(Suggestion.nearest(otherThan: "Idle", among: ["Idle", "Idle2"]) == "Idle2")
    }

    @Test("closest falls back to a prefix of three or more characters; hint formats the suggestion")
    func closestAndHint() {
        #expect(Suggestion.closest(to: "transitionsXYZ", among: ["transitions"]) == "transitions")
        #expect(Suggestion.closest(to: "tr", among: ["transitions"]) == nil)
        #expect(Suggestion.hint(for: "guardd", among: ["guard", "target"]) == "; did you mean \"guard\"?")
        #expect(Suggestion.hint(for: "zzz", among: ["guard"]) == "")
    }

    @Test("Levenshtein distance over Unicode scalars, cut off above the limit")
    func distance() {
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("kitten", "sitting", limit: 1) == 2)
        #expect(Suggestion.distance("é", "e") == 1)
    }
}
