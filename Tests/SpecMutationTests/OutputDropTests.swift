import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `output-drop`: a subject mutant that leaves an element out of an output collection. Invariants that only say what
/// may be shown let it live; a completeness invariant (`everyOf`) kills it.
@Suite struct OutputDropTests {
    /// The toy feed with only soundness invariants (urgent flag, no duplicates, order), and the same with FEED-06,
    /// "every item appears", over a feed whose cap fits every item.
    static let soundOnly = ToyFeed.outputs(
        invariants: #"""
            {"id": "FEED-01", "forAll": "output.cards", "as": "card", "where": "card.tier == 1", "holds": "card.urgent"},
            {"id": "FEED-03", "unique": "output.cards", "as": "card", "by": "card.id"}
            """#)

    func result(_ outputs: String) throws -> [MutantResult] {
        let bundle = try ToyFeed.bundle(outputsText: outputs)
        let mutants = OutputDrop().mutants(of: bundle, locator: SpecLocator())
        #expect(mutants.map(\.info.id) == ["output-drop:feed/cards"])
        let runner = MutationRunner(subjects: ToyFeed.registry(nil), rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        return runner.run(mutants, bundle: bundle, scenarios: [])
    }

    @Test("negative control: with soundness invariants only, a feed missing an item survives")
    func survivesWithoutCompleteness() throws {
        let text = Self.soundOnly
        #expect(!text.contains("FEED-05") && !text.contains("FEED-02"))
        #expect(try result(text).map(\.status) == [.survived])
    }

    @Test("a completeness invariant kills it, naming the missing item")
    func killedByEveryOf() throws {
        let results = try result(ToyFeed.completeOutputs)
        #expect(results.map(\.status) == [.killed])
        #expect(results.first?.killedBy == ["output:FEED-06"] || results.first?.killedBy == ["output:FEED-05"])
    }

    @Test("only plain output paths are dropped from: output.a.b, not an expression")
    func plainPaths() {
        #expect(OutputDrop.outputPath("output.cards") == ["cards"])
        #expect(OutputDrop.outputPath("output.feed.cards") == ["feed", "cards"])
        #expect(OutputDrop.outputPath("input.items") == nil)
        #expect(OutputDrop.outputPath("output.cards[0]") == nil)
    }
}
