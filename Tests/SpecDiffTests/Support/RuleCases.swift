import SpecModel

/// The fixture pairs of the catalogue: at least one realistic edit per rule.
enum RuleCases {
    static let pub = "machines/publication.json"

    static let features: [RuleCase] = [
        RuleCase("feature.added") { $0.append("features.json", "features", item: ["id": "FEAT-ID-004", "title": "Passkeys", "scope": "in"]) },
        RuleCase("feature.removed") { $0.remove("features.json", "features", "FEAT-ADS-001") },
        RuleCase("feature.deprecated-removed", base: { $0.edit("features.json", "features", "FEAT-ADS-001", "deprecated") { $0 = true } }) {
            $0.remove("features.json", "features", "FEAT-ADS-001")
        },
        RuleCase("feature.deprecated") { $0.edit("features.json", "features", "FEAT-ADS-001", "deprecated") { $0 = true } },
        RuleCase("feature.scope-changed", arguments: ["from": "out", "to": "in"]) {
            $0.edit("features.json", "features", "FEAT-ADS-001", "scope") { $0 = "in" }
            $0.remove("features.json", "features", "FEAT-ADS-001", "scopeReason")
        },
        RuleCase("feature.text-changed", arguments: ["fields": "title"]) {
            $0.edit("features.json", "features", "FEAT-ID-001", "title") { $0 = "Anonymous identity on first launch" }
        },
        RuleCase("feature.renumbered", arguments: ["from": "FEAT-ID-003", "to": "FEAT-ID-009"]) {
            $0.edit("features.json", "features", "FEAT-ID-003") { f in
                f = .object((f.objectValue ?? [:]).merging(["id": "FEAT-ID-009", "formerIds": ["FEAT-ID-003"]]) { _, new in new })
            }
        },
        RuleCase("id.reused", expect: ["feature.renumbered", "id.reused"]) {
            $0.edit("features.json", "features", "FEAT-ID-003") { f in
                f = .object((f.objectValue ?? [:]).merging(["id": "FEAT-ID-009", "formerIds": ["FEAT-ID-003"]]) { _, new in new })
            }
            $0.append("features.json", "features", item: ["id": "FEAT-ID-003", "title": "Something else", "scope": "in"])
        },
    ]

    static let journeys: [RuleCase] = [
        RuleCase("journey.added") {
            $0.append("journeys.json", "journeys", item: ["id": "JRN-P06", "title": "Gift a pack", "type": "primary", "scope": "in"])
        },
        RuleCase("journey.removed") { $0.remove("journeys.json", "journeys", "JRN-R09") },
        RuleCase("journey.step-removed", expect: ["journey.feature-orphaned", "journey.step-removed"], arguments: ["step": "JRN-P04-S3"]) {
            $0.remove("journeys.json", "journeys", "JRN-P04", "steps", "JRN-P04-S3")
        },
        RuleCase("journey.step-added", arguments: ["step": "JRN-P01-S9"]) {
            $0.append("journeys.json", "journeys", "JRN-P01", "steps", item: ["id": "JRN-P01-S9", "userDoes": "Shares the artwork."])
        },
        RuleCase("journey.steps-reordered") {
            $0.edit("journeys.json", "journeys", "JRN-P04", "steps") { s in
                var a = s.arrayValue ?? []
                a.swapAt(3, 4)
                s = .array(a)
            }
        },
        RuleCase("journey.entry-changed", expect: ["journey.entry-changed", "journey.steps-reordered"], arguments: ["from": "JRN-P04-S1", "to": "JRN-P04-S2"]) {
            $0.edit("journeys.json", "journeys", "JRN-P04", "steps") { s in
                var a = s.arrayValue ?? []
                a.swapAt(0, 1)
                s = .array(a)
            }
        },
        RuleCase("journey.feature-removed", arguments: ["feature": "FEAT-ART-001"]) {
            $0.remove("journeys.json", "journeys", "JRN-P04", "features", "0")
            $0.edit("journeys.json", "journeys", "JRN-P04", "steps", "JRN-P04-S1", "features") { $0 = ["FEAT-IAP-001"] }
        },
        RuleCase("journey.feature-orphaned", arguments: ["feature": "FEAT-ONB-005"]) {
            $0.edit("journeys.json", "journeys", "JRN-P01") { j in
                func strip(_ v: JSONValue) -> JSONValue { .array((v.arrayValue ?? []).filter { $0 != "FEAT-ONB-005" }) }
                var o = j.objectValue ?? [:]
                o["features"] = strip(o["features"] ?? [])
                o["steps"] = .array((o["steps"]?.arrayValue ?? []).map { s in
                    var so = s.objectValue ?? [:]
                    so["features"] = strip(so["features"] ?? [])
                    return .object(so)
                })
                j = .object(o)
            }
        },
    ]

    static let machines: [RuleCase] = [
        RuleCase("machine.transition-added", arguments: ["machine": "publication", "from": "Validated", "event": "publish.requested", "to": "Published"]) {
            $0.edit(pub, "states", "Validated", "on", "publish.requested") { $0 = [transition("Published")] }
        },
        RuleCase("machine.transition-removed", arguments: ["from": "Previewed", "event": "checksum.mismatch"]) {
            $0.remove(pub, "states", "Previewed", "on", "checksum.mismatch")
        },
        RuleCase("machine.transition-target-changed", arguments: ["from": "ChangesRequested", "to": "Draft", "from-target": "Generated"]) {
            $0.edit(pub, "states", "ChangesRequested", "on", "content.revised", "0", "target") { $0 = "Draft" }
        },
        RuleCase("machine.guard-added", arguments: ["from": "Validated", "guard": "!hasWarnings || warningsSignedOff"]) {
            $0.edit(pub, "states", "Validated", "on", "review.requested", "0", "guard") { $0 = "!hasWarnings || warningsSignedOff" }
        },
        RuleCase("machine.guard-changed", arguments: ["from": "Previewed", "guard": "reviewApproved"]) {
            $0.edit(pub, "states", "Previewed", "on", "publish.requested", "0", "guard") { $0 = "reviewApproved" }
        },
        RuleCase("machine.guard-removed", arguments: ["from": "Generated", "event": "warnings.signed.off"]) {
            $0.remove(pub, "states", "Generated", "on", "warnings.signed.off", "0", "guard")
        },
        RuleCase("machine.state-added", arguments: ["state": "Archived"]) { $0.edit(pub, "states", "Archived") { $0 = ["type": "final"] } },
        RuleCase("machine.state-removed", expect: ["machine.state-removed", "machine.transition-removed"], arguments: ["state": "ChangesRequested"]) {
            $0.remove(pub, "states", "ChangesRequested")
            $0.remove(pub, "states", "ReviewRequested", "on", "reviewer.rejected")
        },
        RuleCase("machine.initial-changed", expect: ["machine.initial-changed", "machine.state-unreachable"], arguments: ["from": "Draft", "to": "Generated"]) {
            $0.edit(pub, "initial") { $0 = "Generated" }
        },
        RuleCase("machine.state-became-final", arguments: ["state": "Authenticated"], base: {
            $0.edit("machines/user-onboarding.json", "states", "Authenticated", "type") { $0 = "normal" }
        }) {
            $0.edit("machines/user-onboarding.json", "states", "Authenticated", "type") { $0 = "final" }
        },
        RuleCase("machine.state-became-non-final", arguments: ["state": "Authenticated"]) {
            $0.edit("machines/user-onboarding.json", "states", "Authenticated", "type") { $0 = "normal" }
        },
        RuleCase(
            "machine.state-unreachable",
            expect: [
                "machine.state-dead-end", "machine.state-unreachable", "machine.state-unreachable", "machine.state-unreachable",
                "machine.transition-removed", "trace.coverage-lost",
            ],
            arguments: ["state": "Previewed"]
        ) {
            $0.remove(pub, "states", "Uploaded", "on", "preview.passed")
        },
        RuleCase("machine.state-dead-end", expect: ["machine.state-dead-end", "machine.transition-target-changed"], arguments: ["state": "ValidationFailed"]) {
            $0.edit(pub, "states", "ValidationFailed", "on", "bundle.fixed", "0", "target") { $0 = "ValidationFailed" }
        },
        RuleCase("machine.added") {
            $0.files["ochre-soul/machines/gifting.json"] = [
                "kind": "machine", "version": 1, "product": "ochre-soul", "id": "gifting", "initial": "Idle",
                "states": ["Idle": ["on": ["gift.sent": [transition("Sent")]]], "Sent": ["type": "final"]],
            ]
        },
        RuleCase("machine.removed", expect: ["machine.removed"] + Array(repeating: "trace.coverage-lost", count: 20)) { $0.files["ochre-soul/" + pub] = nil },
        RuleCase("element.renamed", arguments: ["kind": "state", "from": "Previewed", "to": "PreviewPassed"]) { spec in
            spec.edit(pub, "states") { states in
                var o = states.objectValue ?? [:]
                var s = o.removeValue(forKey: "Previewed")?.objectValue ?? [:]
                s["formerIds"] = ["Previewed"]
                o["PreviewPassed"] = .object(s)
                for (name, state) in o {
                    guard var st = state.objectValue, var on = st["on"]?.objectValue else { continue }
                    for (event, ts) in on {
                        on[event] = .array((ts.arrayValue ?? []).map { t in
                            var to = t.objectValue ?? [:]
                            if to["target"] == "Previewed" { to["target"] = "PreviewPassed" }
                            return .object(to)
                        })
                    }
                    st["on"] = .object(on)
                    o[name] = .object(st)
                }
                states = .object(o)
            }
        },
    ]
}
