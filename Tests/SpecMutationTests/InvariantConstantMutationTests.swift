import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `shift-invariant-constant` and the engine's inference of the shifts that only loosen an invariant
/// (`InvariantWeakening`): issue 30's invariant group.
@Suite struct InvariantConstantMutationTests {
    /// Every `shift-invariant-constant` mutant of the toy feed with `invariants`, by ID, and the inferred ones.
    static func mutants(_ invariants: String) throws -> (bundle: SpecBundle, ids: [String], inferred: [String: String])
    {
        let bundle = try ToyFeed.bundle(outputsText: ToyFeed.outputs(invariants: invariants))
        let mutants = ShiftInvariantConstant().mutants(of: bundle, locator: SpecLocator())
        return (bundle, mutants.map(\.info.id), InvariantWeakening.resolve(mutants, in: bundle))
    }

    @Test("each integer constant of when, where, holds, by, an order key or matchedBy moves by one each way")
    func mutantsListed() throws {
        let (bundle, ids, _) = try Self.mutants(
            """
            {"id": "FEED-01", "forAll": "output.cards", "as": "card", "where": "card.tier == 1", "holds": "card.score >= 90"},
            {"id": "FEED-02", "count": "output.cards", "atMost": 5, "when": "input.cap > 1"}
            """)
        #expect(
            ids == [
                "shift-invariant-constant:FEED-01/where@13+1", "shift-invariant-constant:FEED-01/where@13-1",
                "shift-invariant-constant:FEED-01/holds@14+1", "shift-invariant-constant:FEED-01/holds@14-1",
                "shift-invariant-constant:FEED-02/when@12+1", "shift-invariant-constant:FEED-02/when@12-1",
            ])
        let mutant = try #require(ShiftInvariantConstant().mutants(of: bundle, locator: SpecLocator()).first)
        #expect(mutant.apply(to: bundle).outputs[0].invariants[0].filter?.value == "card.tier == 2")
        #expect(mutant.info.reach == .check(id: "output:FEED-01"))
    }

    @Test(
        "negative control: FEED-07's 90 raised to 91 is killed by a hot card of score 90, an input only the boundary values reach"
    )
    func constantShiftKilled() throws {
        let bundle = try ToyFeed.bundle(outputsText: ToyFeed.hotOutputs)
        let mutant = try #require(
            ShiftInvariantConstant().mutants(of: bundle, locator: SpecLocator()).first {
                $0.info.id == "shift-invariant-constant:FEED-07/holds@14+1"
            })
        let runner = MutationRunner(subjects: ToyFeed.registry(nil), rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        let result = runner.evaluate(mutant, bundle: bundle, scenarios: [])
        #expect(result.status == .killed)
        #expect(result.killedBy == ["output:FEED-07"])
        #expect(result.statusReason?.contains(#""score":90"#) == true)
    }

    @Test("a loosened holds of forAll, or a tightened where, is inferred equivalent")
    func loosenings() throws {
        let (_, _, inferred) = try Self.mutants(
            """
            {"id": "FEED-01", "forAll": "output.cards", "as": "card", "where": "card.score > 10 && card.hot", "holds": "card.score >= 90"},
            {"id": "FEED-02", "count": "output.cards", "as": "card", "where": "card.score < 50", "atMost": 5},
            {"id": "FEED-06", "everyOf": "input.items", "as": "item", "where": "item.tier < 3", "appearsIn": "output.cards", "shownAs": "card", "matchedBy": "card.id == item.id"}
            """)
        #expect(
            inferred.keys.sorted() == [
                "shift-invariant-constant:FEED-01/holds@14-1", "shift-invariant-constant:FEED-01/where@13+1",
                "shift-invariant-constant:FEED-02/where@13-1", "shift-invariant-constant:FEED-06/where@12-1",
            ])
        #expect(inferred.values.allSatisfy { $0.hasPrefix("inferred by the engine:") })
    }

    @Test(
        "never inferred: a tightened holds, a loosened where, ==, ||, !, an order key, a capped everyOf's where, a count with atLeast"
    )
    func notInferred() throws {
        let (_, ids, inferred) = try Self.mutants(
            """
            {"id": "FEED-01", "forAll": "output.cards", "as": "card", "where": "card.tier == 1", "holds": "card.score >= 90"},
            {"id": "FEED-02", "forAll": "output.cards", "as": "card", "holds": "card.score < 5 || card.hot"},
            {"id": "FEED-03", "forAll": "output.cards", "as": "card", "holds": "!(card.score < 5)"},
            {"id": "FEED-04", "orderedBy": "output.cards", "as": "card", "keys": [{"key": "card.score >= 50"}]},
            {"id": "FEED-05", "count": "output.cards", "as": "card", "where": "card.score < 50", "atLeast": 0},
            {"id": "FEED-06", "everyOf": "input.items", "as": "item", "where": "item.tier < 3", "appearsIn": "output.cards", "shownAs": "card", "matchedBy": "card.id == item.id", "unlessAtLeast": 2}
            """)
        #expect(ids.count == 14)
        #expect(inferred.keys.sorted() == ["shift-invariant-constant:FEED-01/holds@14-1"])
    }
}
