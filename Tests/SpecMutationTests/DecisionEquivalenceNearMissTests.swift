import SpecModel
import Testing

@testable import SpecMutation

/// Near misses of the decision-table equivalence proof: a mutant that changes the output of a single combination, or
/// a default that decides some combination, must be run, never called equivalent.
@Suite struct DecisionEquivalenceNearMissTests {
    /// One table over `n` in 0...9: the rules `rules` (JSON), then the default `false`.
    static func bundle(rules: String) throws -> SpecBundle {
        let texts = [
            "product.json": DecisionEquivalenceTests.texts["product.json"] ?? "",
            "decisions.json": """
            {"kind": "decisions", "version": 1, "product": "acl", "tables": [
              {"id": "T-ACL", "hitPolicy": "first",
               "inputs": [{"name": "n", "type": "integer", "minimum": 0, "maximum": 9}],
               "output": {"name": "allowed", "type": "boolean"},
               "rules": \(rules),
               "default": {"then": false, "reason": "deny"}}]}
            """,
        ]
        return try #require(SpecLoader.loadBundle(product: "acl", texts: texts).catalog.bundle("acl"))
    }

    @Test("a range bound moved by one changes one value's output, and is not called equivalent")
    func oneValueApart() throws {
        let bundle = try Self.bundle(rules: #"[{"id": "R-1", "when": {"n": {"min": 5}}, "then": true}]"#)
        let mutants = MutationOperators.mutants(of: bundle, operators: ["decision-input"])
        #expect(
            mutants.map(\.info.id).sorted() == ["decision-input:T-ACL/R-1.n~min+1", "decision-input:T-ACL/R-1.n~min-1"])
        #expect(DecisionEquivalence.resolve(mutants, in: bundle).isEmpty)
    }

    @Test("a default that decides some combination is not equivalent; one no combination reaches is")
    func defaultReach() throws {
        let partial = try Self.bundle(rules: #"[{"id": "R-1", "when": {"n": {"min": 5}}, "then": true}]"#)
        let defaults = MutationOperators.mutants(of: partial, operators: ["decision-default"])
        #expect(!defaults.isEmpty && DecisionEquivalence.resolve(defaults, in: partial).isEmpty)
        let total = try Self.bundle(
            rules:
                #"[{"id": "R-1", "when": {"n": {"min": 5}}, "then": true}, {"id": "R-2", "when": {"n": {"max": 4}}, "then": false}]"#
        )
        let unreached = MutationOperators.mutants(of: total, operators: ["decision-default"])
        #expect(!unreached.isEmpty)
        #expect(unreached.allSatisfy { DecisionEquivalence.resolve(unreached, in: total)[$0.info.id] != nil })
    }
}
