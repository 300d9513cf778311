import Testing

@testable import SpecModel

/// The `outputs` kind: outputs with input schemas, examples and invariants, one quantifier each, located errors.
@Suite struct OutputDecodingTests {
    static func load(_ invariants: String, runs: String = "10") -> LoadResult {
        SpecFixture.loadOne(
            """
            {"kind": "outputs", "version": 1, "product": "demo", "outputs": [
              {"id": "feed", "runs": \(runs), "input": {"type": "object"}, "invariants": [\(invariants)]}]}
            """)
    }

    @Test("an output decodes its schema, runs, examples and each quantifier's keys")
    func decodesEveryQuantifier() throws {
        let bundle = SpecFixture.load(SpecFixture.allKinds).catalog.bundles[0]
        let output = try #require(bundle.output(id: "feed"))
        #expect(output.runs == 50 && output.title == "the feed")
        #expect(output.inputPointer == "/outputs/0/input")
        #expect(output.examples.map(\.name) == ["empty"] && output.examples[0].input == ["items": []])
        #expect(output.invariants.map(\.quantifier) == [.forAll, .count, .unique, .orderedBy, .exists])
        let forAll = output.invariants[0]
        #expect(
            forAll.element == "card" && forAll.collection.value == "output.cards"
                && forAll.holds?.value == "card.tier <= 3")
        #expect(forAll.filter?.value == "card.tier > 0" && forAll.info.traces.map(\.value) == ["FEAT-ID-001"])
        #expect(forAll.holds?.origin.pointer == "/outputs/0/invariants/0/holds")
        #expect(output.invariants[1].atMost == .number(3))
        if case .expression(let e)? = output.invariants[1].atLeast {
            #expect(e.value == "0")
        } else {
            Issue.record("atLeast")
        }
        #expect(output.invariants[2].by?.value == "item.id" && output.invariants[2].element == "item")
        #expect(output.invariants[3].keys.map(\.order) == [.ascending, .descending])
        #expect(output.invariants[4].when?.value == "input.items != []")
    }

    @Test("two quantifiers in one invariant are an error at the second")
    func twoQuantifiers() {
        let result = Self.load(#"{"id": "I-1", "forAll": "output.a", "holds": "true", "exists": "output.a"}"#)
        let d = result.diagnostics.filter { $0.code == "spec.invalid-value" }
        #expect(d.count == 1)
        #expect(d.first?.jsonPointer == "/outputs/0/invariants/0/exists")
        #expect(d.first?.message.contains("exactly one quantifier") == true)
    }

    @Test("an invariant without a quantifier, and forAll without holds, are missing keys")
    func missingQuantifierAndHolds() {
        let none = Self.load(#"{"id": "I-1", "where": "true"}"#)
        #expect(none.diagnostics.map(\.code) == ["spec.missing-key"])
        let noHolds = Self.load(#"{"id": "I-1", "forAll": "output.a"}"#)
        #expect(noHolds.diagnostics.map(\.code) == ["spec.missing-key"])
    }

    @Test("a key of another quantifier is refused; an unknown key gets a did-you-mean")
    func foreignAndUnknownKeys() {
        let foreign = Self.load(#"{"id": "I-1", "exists": "output.a", "by": "item.id"}"#)
        #expect(foreign.diagnostics.map(\.code) == ["spec.invalid-value"])
        #expect(foreign.diagnostics.first?.jsonPointer == "/outputs/0/invariants/0/by")
        let unknown = Self.load(#"{"id": "I-1", "exists": "output.a", "were": "true"}"#)
        #expect(unknown.diagnostics.map(\.code) == ["spec.unknown-key"])
        #expect(unknown.diagnostics.first?.message.contains("did you mean \"where\"") == true)
        #expect(unknown.diagnostics.first?.location?.line == 2)
    }

    @Test("runs outside 1...100000 is an invalid value at runs", arguments: ["0", "100001"])
    func runsOutOfRange(runs: String) {
        let result = Self.load(#"{"id": "I-1", "exists": "output.a"}"#, runs: runs)
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value"])
        #expect(result.diagnostics.first?.jsonPointer == "/outputs/0/runs")
    }

    @Test("a count bound is a non-negative integer or an expression")
    func countBound() {
        let result = Self.load(#"{"id": "I-1", "count": "output.a", "atMost": -1, "atLeast": true}"#)
        #expect(result.diagnostics.map(\.code).sorted() == ["spec.invalid-value", "spec.wrong-type"])
    }
}
