import EventSchema
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// Generated inputs include `c - 1`, `c` and `c + 1` of every constant an invariant compares a field with, and the
/// values it says a field equals (docs/SPEC-FORMAT.md, outputs).
@Suite struct OutputBoundaryTests {
    @Test(
        "the boundary values of an output: c - 1, c, c + 1 per compared field, and the literals a field is said to equal"
    )
    func boundaryValues() throws {
        let text = ToyFeed.outputs(
            invariants: """
                {"id": "FEED-01", "forAll": "output.cards", "as": "card", "where": "card.label == 'hot' && index < 5",
                 "holds": "card.score >= 90 && card.tier + 1 <= 3"},
                {"id": "FEED-02", "count": "output.cards", "as": "card", "where": "card.label != 'new'", "atMost": 3}
                """)
        let output = try #require(try ToyFeed.bundle(outputsText: text).output(id: "feed"))
        #expect(
            InvariantConstants.boundaries(of: output) == [
                "score": [89, 90, 91], "tier": [1, 2, 3], "label": ["hot", "new"],
            ])
    }

    @Test("generated inputs include 89, 90 and 91 for FEED-07's 90, which random draws from 0...100000 never meet")
    func generatedAtTheBoundary() throws {
        let output = try #require(try ToyFeed.bundle(outputsText: ToyFeed.hotOutputs).output(id: "feed"))
        let schema = try #require(CompiledSchema.compile(output.input).0)
        func scores(_ boundaries: [String: [JSONValue]]) -> Set<Int> {
            var rng = SeededGenerator(seed: OutputCheckRunner.seed(output.id))
            var generator = OutputInputGenerator(root: output.input.value, boundaries: boundaries)
            var seen = Set<Int>()
            for _ in 0..<output.runs {
                let value = generator.generate(&rng)
                #expect(schema.validate(value).isEmpty, "\(value)")
                for item in value["items"]?.arrayValue ?? [] { item["score"]?.intValue.map { seen.insert($0) } }
            }
            return seen
        }
        #expect(scores(InvariantConstants.boundaries(of: output)).isSuperset(of: [89, 90, 91]))
        // Negative control: without the boundary values, the same draws never come near 90.
        #expect(scores([:]).isDisjoint(with: [89, 90, 91]))
        let asked = OutputCheckRunner.inputs(output, schema: schema).inputs
        #expect(asked.contains { $0.input["items"]?.arrayValue?.contains { $0["score"] == 90 } == true })
    }

    @Test("a count that never counted an element is never exercised, whatever its bound")
    func countNeverExercised() throws {
        let text = ToyFeed.outputs(
            invariants: """
                {"id": "FEED-02", "count": "output.cards", "as": "card", "where": "card.tier == 0", "atMost": 3}
                """)
        let run = ConformanceRunner(subjects: ToyFeed.registry(nil)).run(
            try ToyFeed.bundle(outputsText: text), scenarios: [])
        let check = try #require(run.checks.first { $0.id == "output:FEED-02" })
        #expect(check.status == .failed)
        #expect(
            check.message?.hasPrefix("never exercised: no element of output.cards matched card.tier == 0") == true)
    }
}
