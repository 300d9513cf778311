import SpecModel
import Testing

extension RuleCases {
    static let decisionsFile = "decisions.json"

    /// A decisions file with the photo permission table.
    static let decisionsJSON: JSONValue =
        JSONParser().parse(
            #"""
            {"kind": "decisions", "version": 1, "product": "ochre-soul", "tables": [
              {"id": "PERM-PHOTO", "title": "who may do what with photos", "hitPolicy": "unique",
               "inputs": [{"name": "role", "type": "enum", "values": ["owner", "co-owner", "follower", "none"]},
                          {"name": "own", "type": "boolean"}, {"name": "count", "type": "integer", "minimum": 0, "maximum": 20}],
               "output": {"name": "allowed", "type": "boolean"},
               "rules": [
                 {"id": "PR-01", "when": {"role": ["owner", "co-owner"]}, "then": true},
                 {"id": "PR-02", "when": {"role": "follower", "own": true, "count": {"min": 0, "max": 9}}, "then": true}],
               "default": {"then": false, "reason": "deny unless a rule allows"}}]}
            """#
        ).root?.value ?? .null

    /// The base with the decisions file.
    static let withDecisions: @Sendable (inout OchreSpec) -> Void = {
        $0.files["ochre-soul/" + decisionsFile] = decisionsJSON
    }

    static let decisions: [RuleCase] = [
        RuleCase("decision.table-added") { withDecisions(&$0) },
        .absent("decision.table-added", base: withDecisions) { spec in
            RuleCases.rename(&spec, decisionsFile, "tables", "PERM-PHOTO", to: "PERM-PICTURE")
        },
        RuleCase("decision.table-removed", base: withDecisions) { $0.remove(decisionsFile, "tables", "PERM-PHOTO") },
        .absent("decision.table-removed", base: withDecisions) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "title") { $0 = "photo permissions" }
        },
        RuleCase("decision.rule-added", arguments: ["table": "PERM-PHOTO"], base: withDecisions) {
            $0.append(
                decisionsFile, "tables", "PERM-PHOTO", "rules",
                item: ["id": "PR-03", "when": ["role": "follower", "own": false], "then": true])
        },
        .absent("decision.rule-added", base: withDecisions) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-01", "notes") {
                $0 = ["owners and co-owners alike"]
            }
        },
        RuleCase("decision.rule-removed", arguments: ["table": "PERM-PHOTO"], base: withDecisions) {
            $0.remove(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-02")
        },
        .absent("decision.rule-removed", base: withDecisions) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules") { $0 = .array(($0.arrayValue ?? []).reversed()) }
        },
        RuleCase(
            "decision.output-changed", arguments: ["table": "PERM-PHOTO", "from": "true", "to": "false"],
            base: withDecisions
        ) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-02", "then") { $0 = false }
        },
        .absent("decision.output-changed", expect: ["decision.condition-changed"], base: withDecisions) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-02", "when", "own") { $0 = false }
        },
        RuleCase(
            "decision.condition-changed",
            arguments: [
                "table": "PERM-PHOTO", "input": "count", "from": #"{"max":9,"min":0}"#, "to": #"{"max":10,"min":0}"#,
            ],
            base: withDecisions
        ) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-02", "when", "count", "max") { $0 = 10 }
        },
        .absent("decision.condition-changed", base: withDecisions) {
            // A single value written as a list of one is the same cell.
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-02", "when", "role") { $0 = ["follower"] }
        },
        RuleCase("decision.hit-policy-changed", arguments: ["from": "unique", "to": "first"], base: withDecisions) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "hitPolicy") { $0 = "first" }
        },
        RuleCase(
            "decision.hit-policy-changed", arguments: ["from": "unique", "to": "collect count"], base: withDecisions
        ) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO") { table in
                guard case .object(var members) = table else { return }
                members["hitPolicy"] = "collect"
                members["aggregation"] = "count"
                table = .object(members)
            }
        },
        .absent("decision.hit-policy-changed", expect: ["decision.output-changed"], base: withDecisions) {
            $0.edit(decisionsFile, "tables", "PERM-PHOTO", "rules", "PR-01", "then") { $0 = false }
        },
    ]
}

/// Decision tables added and removed, their rules, outputs, conditions and hit policy.
@Suite struct DecisionRuleTests {
    @Test("each decision rule: its fixture triggers it, its near miss does not", arguments: RuleCases.decisions)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
