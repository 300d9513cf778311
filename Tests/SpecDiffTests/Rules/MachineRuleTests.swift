import SpecModel
import Testing

extension RuleCases {
    static let onboarding = "machines/user-onboarding.json"

    static func authenticated(_ type: JSONValue) -> @Sendable (inout OchreSpec) -> Void {
        { $0.edit(onboarding, "states", "Authenticated", "type") { $0 = type } }
    }

    static func renameMachine(_ spec: inout OchreSpec) {
        spec.edit(pub) { m in
            m = .object(
                (m.objectValue ?? [:]).merging(["id": "content-publication", "formerIds": ["publication"]]) { _, new in
                    new
                })
        }
    }

    static let machines: [RuleCase] = [
        RuleCase("machine.added") {
            $0.files["ochre-soul/machines/gifting.json"] = [
                "kind": "machine", "version": 1, "product": "ochre-soul", "id": "gifting", "initial": "Idle",
                "states": ["Idle": ["on": ["gift.sent": [transition("Sent")]]], "Sent": ["type": "final"]],
            ]
        },
        .absent("machine.added", expect: ["element.renamed"], renameMachine),
        RuleCase("machine.removed", expect: ["machine.removed"] + Array(repeating: "trace.coverage-lost", count: 20)) {
            $0.files["ochre-soul/" + pub] = nil
        },
        .absent("machine.removed", expect: ["element.renamed"], renameMachine),
        RuleCase("machine.state-added", arguments: ["state": "Archived"]) {
            $0.edit(pub, "states", "Archived") { $0 = ["type": "final"] }
        },
        .absent("machine.state-added", expect: ["element.renamed"]) {
            renameState(&$0, pub, "Previewed", to: "PreviewPassed")
        },
        RuleCase(
            "machine.state-removed", expect: ["machine.state-removed", "machine.transition-removed"],
            arguments: ["state": "ChangesRequested"]
        ) {
            $0.remove(pub, "states", "ChangesRequested")
            $0.remove(pub, "states", "ReviewRequested", "on", "reviewer.rejected")
        },
        .absent("machine.state-removed", expect: ["element.renamed"]) {
            renameState(&$0, pub, "ChangesRequested", to: "RevisionRequested")
        },
        RuleCase(
            "machine.initial-changed", expect: ["machine.initial-changed", "machine.state-unreachable"],
            arguments: ["from": "Draft", "to": "Generated"]
        ) {
            $0.edit(pub, "initial") { $0 = "Generated" }
        },
        .absent("machine.initial-changed", expect: ["element.renamed"]) {
            renameState(&$0, pub, "Draft", to: "DraftBundle")
        },
        RuleCase(
            "machine.state-became-final", arguments: ["state": "Authenticated"], base: authenticated("normal"),
            authenticated("final")),
        .absent("machine.state-became-final", expect: ["machine.state-became-non-final"], authenticated("normal")),
        RuleCase("machine.state-became-non-final", arguments: ["state": "Authenticated"], authenticated("normal")),
        .absent(
            "machine.state-became-non-final", expect: ["machine.state-became-final"], base: authenticated("normal"),
            authenticated("final")),
        RuleCase(
            "machine.state-unreachable",
            expect: [
                "machine.state-dead-end", "machine.state-unreachable", "machine.state-unreachable",
                "machine.state-unreachable",
                "machine.transition-removed", "trace.coverage-lost",
            ],
            arguments: ["state": "Previewed"]
        ) {
            $0.remove(pub, "states", "Uploaded", "on", "preview.passed")
        },
        .absent("machine.state-unreachable", expect: ["machine.transition-removed"]) {
            $0.remove(pub, "states", "Previewed", "on", "checksum.mismatch")
        },
        RuleCase(
            "machine.state-dead-end", expect: ["machine.state-dead-end", "machine.transition-target-changed"],
            arguments: ["state": "ValidationFailed"]
        ) {
            $0.edit(pub, "states", "ValidationFailed", "on", "bundle.fixed", "0", "target") { $0 = "ValidationFailed" }
        },
        .absent("machine.state-dead-end", expect: ["machine.transition-target-changed"]) {
            $0.edit(pub, "states", "ValidationFailed", "on", "bundle.fixed", "0", "target") { $0 = "Draft" }
        },
        RuleCase("machine.context-field-removed", arguments: ["field": "hasWarnings"]) {
            $0.remove(pub, "context", "hasWarnings")
        },
        .absent("machine.context-field-removed") { $0.edit(pub, "context", "archived") { $0 = false } },
    ]
}

/// Machines and states added or removed, the initial state, finality, reachability, dead ends, context fields.
@Suite struct MachineRuleTests {
    @Test("each machine rule: its fixture triggers it, its near miss does not", arguments: RuleCases.machines)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
