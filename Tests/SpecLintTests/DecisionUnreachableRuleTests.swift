import SpecLint
import SpecModel
import Testing

@Suite("lint.decision-unreachable")
struct DecisionUnreachableRuleTests {
    @Test("lint.decision-unreachable: under first, a rule earlier rules cover entirely, naming them")
    func covered() throws {
        let rules =
            DecisionFixture.complete
            + #", {"id": "PR-06", "when": {"own": true, "count": {"min": 5, "max": 15}}, "then": true}"#
        let files = DecisionFixture.files(hitPolicy: "first", rules: rules)
        let found = LintFixture.findings("lint.decision-unreachable", files)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .warning)
        #expect(d.jsonPointer == "/tables/0/rules/5/id")
        #expect(
            d.message
                == #"rule "PR-06" of table "PERM-PHOTO" never decides: earlier rules "PR-01", "PR-02", "PR-03", "PR-05" match every combination it matches"#
        )
    }

    @Test("lint.decision-unreachable: a rule with an empty cell, under unique")
    func emptyCell() throws {
        let rules = DecisionFixture.complete + #", {"id": "PR-06", "when": {"role": []}, "then": true}"#
        let found = LintFixture.findings("lint.decision-unreachable", DecisionFixture.files(rules: rules))
        #expect(
            found.map(\.message) == [
                #"rule "PR-06" of table "PERM-PHOTO" matches no combination: its cell for "role" is empty"#
            ])
        #expect(LintFixture.findings("lint.decision-overlap", DecisionFixture.files(rules: rules)).isEmpty)
    }

    @Test("lint.decision-unreachable: near miss: a later rule that still decides one combination under first")
    func nearMiss() {
        let rules =
            DecisionFixture.complete.replacingOccurrences(
                of: #",\#n{"id": "PR-05", "when": {"role": "none"}, "then": false}"#, with: "")
            + #", {"id": "PR-06", "when": {"own": true, "count": {"min": 5, "max": 15}}, "then": true}, {"id": "PR-07", "then": false}"#
        #expect(
            LintFixture.findings("lint.decision-unreachable", DecisionFixture.files(hitPolicy: "first", rules: rules))
                .isEmpty)
    }
}
