import SpecLint
import SpecModel
import StateMachine
import Testing

/// Overlaps and gaps under every DMN hit policy: what is a defect differs per policy.
@Suite("decision hit policies in lint")
struct DecisionPolicyLintTests {
    static func files(_ policy: String, _ rules: String, output: String = #"{"name": "fee", "type": "integer"}"#)
        -> [String: String]
    {
        [
            "decisions.json": """
            {"kind": "decisions", "version": 1, "product": "demo", "tables": [
            {"id": "T-FEE", "hitPolicy": "\(policy)",
             "inputs": [{"name": "age", "type": "integer", "minimum": 0, "maximum": 120}],
             "output": \(output),
             "rules": [
            \(rules)]}]}
            """
        ]
    }

    static let overlapping = #"""
        {"id": "R1", "when": {"age": {"feel": "<= 40"}}, "then": 1},
        {"id": "R2", "when": {"age": {"feel": "[30..120]"}}, "then": 2}
        """#

    @Test("lint.decision-overlap: under any, overlapping rules that disagree are reported, located, with both outputs")
    func anyDisagreeing() throws {
        let files = Self.files("any", Self.overlapping)
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.decision-overlap", files)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.jsonPointer == "/tables/0/rules/1/id")
        #expect(
            d.message
                == #"rules "R1" and "R2" of table "T-FEE" both match age=30 but give different outputs (1 and 2)"#)
    }

    @Test("lint.decision-overlap: under any, overlapping rules that agree are not a defect")
    func anyAgreeing() {
        let agreeing = Self.overlapping.replacingOccurrences(of: #""then": 2"#, with: #""then": 1"#)
        #expect(LintFixture.findings("lint.decision-overlap", Self.files("any", agreeing)).isEmpty)
    }

    @Test(
        "lint.decision-overlap: under unique the same FEEL overlap is an error; under first, priority, collect, ruleOrder and outputOrder none"
    )
    func overlapPerPolicy() {
        #expect(LintFixture.findings("lint.decision-overlap", Self.files("unique", Self.overlapping)).count == 1)
        for policy in ["first", "collect", "ruleOrder"] {
            #expect(LintFixture.findings("lint.decision-overlap", Self.files(policy, Self.overlapping)).isEmpty)
        }
        let ranked = Self.overlapping.replacingOccurrences(of: #""then": 1"#, with: #""then": "low""#)
            .replacingOccurrences(of: #""then": 2"#, with: #""then": "high""#)
        let output = #"{"name": "fee", "type": "enum", "values": ["high", "low"]}"#
        for policy in ["priority", "outputOrder"] {
            let files = Self.files(policy, ranked, output: output)
            #expect(LintFixture.loadProblems(files).isEmpty)
            #expect(LintFixture.findings("lint.decision-overlap", files).isEmpty)
        }
    }

    @Test("lint.decision-gap: a gap is reported under every policy, with an example")
    func gapEveryPolicy() throws {
        let gapped = #"""
            {"id": "R1", "when": {"age": {"feel": "< 18"}}, "then": 1},
            {"id": "R2", "when": {"age": {"feel": "> 18"}}, "then": 2}
            """#
        for policy in ["unique", "first", "any", "collect", "ruleOrder"] {
            let found = LintFixture.findings("lint.decision-gap", Self.files(policy, gapped))
            let d = try #require(found.first, "\(policy)")
            #expect(d.message.contains("matches 1 of 121 combinations, e.g. age=18"), "\(policy): \(d.message)")
            #expect(d.jsonPointer == "/tables/0/rules")
        }
    }
}
