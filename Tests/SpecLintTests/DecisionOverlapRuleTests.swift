import SpecLint
import SpecModel
import StateMachine
import Testing

@Suite("lint.decision-overlap")
struct DecisionOverlapRuleTests {
    @Test("lint.decision-overlap: two unique rules matching one combination are named with a counterexample")
    func overlap() throws {
        let rules = DecisionFixture.complete.replacingOccurrences(
            of: #""count": {"min": 10}"#, with: #""count": {"min": 9}"#)
        let files = DecisionFixture.files(rules: rules)
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.decision-overlap", files)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/tables/0/rules/2/id")
        #expect(
            d.message == #"rules "PR-02" and "PR-03" of table "PERM-PHOTO" both match role=follower, own=true, count=9"#
        )
        #expect(d.related.first?.message == #"rule "PR-02""#)
    }

    @Test("lint.decision-overlap: an any-cell rule overlapping a narrower one, counterexample inside both")
    func anyCell() throws {
        let files = DecisionFixture.files(
            rules: DecisionFixture.complete + #", {"id": "PR-06", "when": {"count": 20}, "then": true}"#)
        let found = LintFixture.findings("lint.decision-overlap", files)
        #expect(found.count == 4)
        #expect(
            found.first?.message
                == #"rules "PR-01" and "PR-06" of table "PERM-PHOTO" both match role=owner, own=false, count=20"#)
    }

    @Test(
        "lint.decision-overlap: near miss: adjacent ranges that touch but do not overlap, and the same rules under first"
    )
    func nearMiss() {
        #expect(
            LintFixture.findings("lint.decision-overlap", DecisionFixture.files(rules: DecisionFixture.complete))
                .isEmpty)
        let overlapping = DecisionFixture.complete.replacingOccurrences(
            of: #""count": {"min": 10}"#, with: #""count": {"min": 9}"#)
        #expect(
            LintFixture.findings("lint.decision-overlap", DecisionFixture.files(hitPolicy: "first", rules: overlapping))
                .isEmpty)
        #expect(LintFixture.lint(DecisionFixture.files(rules: DecisionFixture.complete)).isEmpty)
    }

    @Test("lint.decision-overlap: a 5,000-rule unique table is analysed by splitting, not enumeration")
    func large() {
        // 5,000 disjoint rules over a space of 10^6 x 50 combinations, plus one overlap at the very end.
        var rules: [DecisionRule] = []
        for a in 0..<100 {
            for b in 0..<50 {
                rules.append(
                    DecisionRule(
                        id: "R-\(a)-\(b)",
                        when: ["a": .range(min: a * 10_000, max: a * 10_000 + 9_999), "b": .values([.int(b)])],
                        then: true))
            }
        }
        rules.append(
            DecisionRule(id: "R-X", when: ["a": .values([.int(999_999)]), "b": .values([.int(49)])], then: false))
        let table = DecisionTable(
            id: "BIG",
            inputs: [
                DecisionInput(name: "a", type: .integer, minimum: 0, maximum: 999_999),
                DecisionInput(name: "b", type: .integer, minimum: 0, maximum: 49),
            ],
            output: DecisionOutput(name: "ok", type: .boolean), rules: rules)
        let analysis = DecisionAnalysis(table)
        #expect(analysis.overlaps.map { [rules[$0.first].id, rules[$0.second].id] } == [["R-99-49", "R-X"]])
        #expect(analysis.overlaps.first?.example == [999_999, 49])
        #expect(analysis.gaps.isEmpty && analysis.gapCombinations == 0)
    }
}
