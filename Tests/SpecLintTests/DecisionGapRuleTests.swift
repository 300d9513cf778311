import SpecLint
import SpecModel
import Testing

@Suite("lint.decision-gap")
struct DecisionGapRuleTests {
    static let withoutNone = DecisionFixture.complete.replacingOccurrences(
        of: #",\#n{"id": "PR-05", "when": {"role": "none"}, "then": false}"#, with: "")

    @Test("lint.decision-gap: combinations no rule matches are counted, with one counterexample, at the table's rules")
    func gap() throws {
        let files = DecisionFixture.files(rules: Self.withoutNone)
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.decision-gap", files)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/tables/0/rules")
        #expect(
            d.message
                == #"no rule of table "PERM-PHOTO" matches 42 of 168 combinations, e.g. role=none, own=false, count=0; add a rule or a "default""#
        )
    }

    @Test("lint.decision-gap: a gap inside an integer range is found at its first value")
    func integerGap() throws {
        let rules = DecisionFixture.complete.replacingOccurrences(
            of: #""count": {"min": 10}"#, with: #""count": {"min": 12}"#)
        let found = LintFixture.findings("lint.decision-gap", DecisionFixture.files(hitPolicy: "first", rules: rules))
        #expect(
            found.map(\.message) == [
                #"no rule of table "PERM-PHOTO" matches 2 of 168 combinations, e.g. role=follower, own=true, count=10; add a rule or a "default""#
            ])
    }

    @Test("lint.decision-gap: near miss: the same table with a default, and a complete table")
    func nearMiss() {
        #expect(
            LintFixture.findings("lint.decision-gap", DecisionFixture.files(rules: Self.withoutNone, withDefault: true))
                .isEmpty)
        #expect(
            LintFixture.findings("lint.decision-gap", DecisionFixture.files(rules: DecisionFixture.complete)).isEmpty)
    }
}
