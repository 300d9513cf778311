import SpecModel
import Testing

extension RuleCases {
    static func renameEvent(declared: Bool) -> @Sendable (inout OchreSpec) -> Void {
        { rename(&$0, ev, "events", "purchase_failed", to: "purchase_error", key: "name", declared: declared) }
    }

    static let events: [RuleCase] =
        lifecycle(
            added: "event.added", removed: "event.removed", file: ev, list: "events",
            item: ["name": "hint_used", "schema": ["type": "object"]],
            remove: "sync_failed", rename: ("purchase_failed", "purchase_error"), key: "name",
            renameRule: "event.renamed"
        ) + [
            RuleCase(
                "event.renamed", arguments: ["from": "purchase_failed", "to": "purchase_error"],
                renameEvent(declared: true)),
            .absent("event.renamed", expect: ["event.added", "event.removed"], renameEvent(declared: false)),
            RuleCase(
                "event.policy-changed",
                arguments: ["condition": "child-mode", "policy": "allowed", "from": "false", "to": "true"]
            ) {
                $0.edit(ev, "events", "purchase_failed", "policy", "when", "child-mode", "allowed") { $0 = true }
            },
            RuleCase(
                "event.policy-changed",
                arguments: ["condition": "child-mode", "policy": "absent", "from": "session_id", "to": ""]
            ) {
                $0.edit(ev, "events", "app_opened", "policy", "when", "child-mode", "absent") { $0 = [] }
            },
            .absent("event.policy-changed") {
                $0.edit(ev, "events", "purchase_failed", "description") { $0 = "A purchase did not complete." }
            },
        ]
}

/// Events added, removed and renamed, and their policy under a declared condition (the fixture declares child mode).
@Suite struct EventRuleTests {
    @Test("each event rule: its fixture triggers it, its near miss does not", arguments: RuleCases.events)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
