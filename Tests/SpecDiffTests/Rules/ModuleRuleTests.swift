import SpecModel
import Testing

extension RuleCases {
    static let modules: [RuleCase] =
        lifecycle(
            added: "module.added", removed: "module.removed", file: "modules.json", list: "modules",
            item: ["id": "MOD-GIFTING", "name": "Gifting"],
            remove: "MOD-NOTIFICATIONS", rename: ("MOD-NOTIFICATIONS", "MOD-MESSAGING")
        ) + [
            RuleCase("module.rule-added", arguments: ["rule": "MOD-IDENTITY-MUST-9"]) {
                $0.append(
                    "modules.json", "modules", "MOD-IDENTITY", "must",
                    item: ["id": "MOD-IDENTITY-MUST-9", "text": "rotate tokens daily"])
            },
            .absent("module.rule-added") {
                $0.edit("modules.json", "modules", "MOD-IDENTITY", "must", "MOD-IDENTITY-MUST-1", "text") {
                    $0 = "reworded"
                }
            },
            RuleCase("module.rule-removed", arguments: ["rule": "MOD-IDENTITY-MUST-3"]) {
                $0.remove("modules.json", "modules", "MOD-IDENTITY", "must", "MOD-IDENTITY-MUST-3")
            },
            .absent("module.rule-removed") { spec in
                spec.edit("modules.json", "modules", "MOD-IDENTITY") { m in
                    var o = m.objectValue ?? [:]
                    var must = o["must"]?.arrayValue ?? []
                    guard let i = must.firstIndex(where: { $0["id"]?.stringValue == "MOD-IDENTITY-MUST-3" }) else {
                        return
                    }
                    o["mustNot"] = .array((o["mustNot"]?.arrayValue ?? []) + [must.remove(at: i)])
                    o["must"] = .array(must)
                    m = .object(o)
                }
            },
        ]
}

/// Modules added and removed, and their must / must-not rules.
@Suite struct ModuleRuleTests {
    @Test("each module rule: its fixture triggers it, its near miss does not", arguments: RuleCases.modules)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
