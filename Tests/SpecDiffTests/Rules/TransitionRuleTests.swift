import SpecModel
import Testing

extension RuleCases {
    static let access = "machines/artwork-access.json"

    static func guardOfPublish(_ text: String) -> @Sendable (inout OchreSpec) -> Void {
        { $0.edit(pub, "states", "Previewed", "on", "publish.requested", "0", "guard") { $0 = .string(text) } }
    }

    static func signOffGuard(_ spec: inout OchreSpec) {
        spec.edit(pub, "states", "Validated", "on", "review.requested", "0", "guard") {
            $0 = "!hasWarnings || warningsSignedOff"
        }
    }

    static func emitOnVerified(_ spec: inout OchreSpec) {
        spec.edit(access, "states", "Verifying", "on", "checksum.valid", "0", "emits") {
            $0 = ["artwork_download_completed", "artwork_opened"]
        }
    }

    static func dropEmitOnNewerBundle(_ spec: inout OchreSpec) {
        spec.edit(access, "states", "CachedPlayable", "on", "bundle.newer", "0", "emits") {
            $0 = ["artwork_download_started"]
        }
    }

    static let transitions: [RuleCase] = [
        RuleCase(
            "machine.transition-added",
            arguments: ["machine": "publication", "from": "Validated", "event": "publish.requested", "to": "Published"]
        ) {
            $0.edit(pub, "states", "Validated", "on", "publish.requested") { $0 = [transition("Published")] }
        },
        .absent("machine.transition-added") {
            $0.edit(pub, "states", "Previewed", "on", "publish.requested") {
                $0 = .array(($0.arrayValue ?? []).reversed())
            }
        },
        RuleCase("machine.transition-removed", arguments: ["from": "Previewed", "event": "checksum.mismatch"]) {
            $0.remove(pub, "states", "Previewed", "on", "checksum.mismatch")
        },
        .absent("machine.transition-removed", expect: ["machine.transition-target-changed"]) {
            $0.edit(pub, "states", "ChangesRequested", "on", "content.revised", "0", "target") { $0 = "Draft" }
        },
        RuleCase(
            "machine.transition-target-changed",
            arguments: ["from": "ChangesRequested", "to": "Draft", "from-target": "Generated"]
        ) {
            $0.edit(pub, "states", "ChangesRequested", "on", "content.revised", "0", "target") { $0 = "Draft" }
        },
        .absent("machine.transition-target-changed", expect: ["element.renamed"]) {
            renameState(&$0, pub, "Generated", to: "BundleGenerated")
        },
        RuleCase(
            "machine.guard-added", arguments: ["from": "Validated", "guard": "!hasWarnings || warningsSignedOff"],
            signOffGuard),
        .absent("machine.guard-added", expect: ["machine.guard-changed"], guardOfPublish("reviewApproved")),
        RuleCase(
            "machine.guard-changed", arguments: ["from": "Previewed", "guard": "reviewApproved"],
            guardOfPublish("reviewApproved")),
        .absent("machine.guard-changed", guardOfPublish("reviewApproved   &&\tchecksumMatches")),
        RuleCase("machine.guard-removed", arguments: ["from": "Generated", "event": "warnings.signed.off"]) {
            $0.remove(pub, "states", "Generated", "on", "warnings.signed.off", "0", "guard")
        },
        .absent("machine.guard-removed", expect: ["machine.guard-added"], signOffGuard),
        RuleCase(
            "machine.emits-added",
            arguments: ["machine": "artwork-access", "from": "Verifying", "emits": "artwork_opened"], emitOnVerified),
        .absent("machine.emits-added", expect: ["machine.emits-removed"], dropEmitOnNewerBundle),
        RuleCase(
            "machine.emits-removed",
            arguments: ["from": "CachedPlayable", "event": "bundle.newer", "emits": "artwork_download_completed"],
            dropEmitOnNewerBundle),
        .absent("machine.emits-removed") {
            $0.edit(access, "states", "CachedPlayable", "on", "bundle.newer", "0", "emits") {
                $0 = ["artwork_download_completed", "artwork_download_started"]
            }
        },
    ]
}

/// Transitions matched by (machine, from, event, guard): added, removed, retargeted, guards, emitted events.
@Suite struct TransitionRuleTests {
    @Test("each transition rule: its fixture triggers it, its near miss does not", arguments: RuleCases.transitions)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
