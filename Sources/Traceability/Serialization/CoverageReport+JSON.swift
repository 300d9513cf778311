import Conformance
import SpecModel

/// The `coverage.json` document (schema: `Spec/schema/coverage.schema.json`).
extension CoverageReport {
    /// The format version of `coverage.json` this engine writes and reads.
    package static let formatVersion = 1

    /// The report as a JSON document: write it with `JSONWriter` (keys sorted). `date` is included only when
    /// given, so reports of the same input are byte-identical.
    package func jsonValue(generatorVersion: String, date: String? = nil) -> JSONValue {
        var root: [String: JSONValue] = [
            "kind": "coverage",
            "version": .int(Self.formatVersion),
            "product": .string(product),
            "generator": ["name": "specconform", "version": .string(generatorVersion)],
            "summary": summary.jsonValue,
            "byKind": Self.groups(byKind),
            "byPriority": Self.groups(byPriority),
            "byModule": Self.groups(byModule),
            "ids": .array(entries.map(\.jsonValue)),
            "checks": .array(checks.map(\.jsonValue)),
            "machines": .array(machines.map(\.jsonValue)),
            "readiness": .array(readiness.map(\.jsonValue)),
        ]
        if let date { root["date"] = .string(date) }
        if !unreadParameters.isEmpty { root["unreadParameters"] = .array(unreadParameters.map(JSONValue.string)) }
        return .object(root)
    }

    private static func groups(_ groups: [String: StatusCounts]) -> JSONValue {
        .object(groups.mapValues(\.jsonValue))
    }
}

extension StatusCounts {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = ["total": .int(total), "inScope": .int(inScope)]
        for status in CoverageStatus.allCases { object[status.jsonKey] = .int(self[status]) }
        object["percentCovered"] = percentCovered.map { JSONValue.double($0) } ?? .null
        return .object(object)
    }
}

extension CoverageStatus {
    /// The status's key in a counts object (`outOfScope`).
    var jsonKey: String { self == .outOfScope ? "outOfScope" : rawValue }
}

extension CoverageEntry {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id),
            "kind": .string(kind),
            "status": .string(status.rawValue),
            "modules": .array(modules.map(JSONValue.string)),
            "evidence": .array(
                evidence.map { ["kind": .string($0.kind.rawValue), "checks": .array($0.checks.map(JSONValue.string))] }),
            "missing": .array(missing.map { .array($0.map { .string($0.rawValue) }) }),
            "failingChecks": .array(failingChecks.map(JSONValue.string)),
            "references": .array(
                references.map { ["id": .string($0.id), "kind": .string($0.kind), "field": .string($0.field)] }),
        ]
        if !erroredChecks.isEmpty { object["erroredChecks"] = .array(erroredChecks.map(JSONValue.string)) }
        if !proofs.isEmpty {
            object["proofs"] = .array(
                proofs.map { proof in
                    var object: [String: JSONValue] = [
                        "check": .string(proof.check), "assertion": .string(proof.assertion),
                    ]
                    if proof.observed { object["observed"] = true }
                    return .object(object)
                })
        }
        if let title { object["title"] = .string(title) }
        if let priority { object["priority"] = .string(priority) }
        if let note { object["note"] = .string(note) }
        if let verification { object["verification"] = .string(verification) }
        if !assumptions.isEmpty { object["assumptions"] = .array(assumptions.map(JSONValue.string)) }
        if declaredPartial { object["declaredPartial"] = true }
        if lacksAssertion { object["lacksAssertion"] = true }
        if let waiver {
            object["waiver"] = [
                "reason": .string(waiver.reason), "owner": .string(waiver.owner), "expires": .string(waiver.expires),
                "expired": .bool(waiver.expired),
            ]
        }
        return .object(object)
    }
}

extension CheckSummary {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id), "kind": .string(kind.rawValue), "title": .string(title),
            "status": .string(status.rawValue),
            "ids": .array(ids.map(JSONValue.string)),
        ]
        if let divergence {
            var fields: [String: JSONValue] = [
                "step": .int(divergence.step), "path": .array(divergence.pathSoFar.map(JSONValue.string)),
                "expected": .string(divergence.expected), "observed": .string(divergence.observed),
            ]
            if let at = divergence.at { fields["at"] = .string(at) }
            object["divergence"] = .object(fields)
        }
        if let message { object["message"] = .string(message) }
        if !unasserted.isEmpty { object["unasserted"] = .array(unasserted.map(JSONValue.string)) }
        return .object(object)
    }
}

extension MachineCoverage {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id),
            "initial": .string(initial),
            "states": .array(states.map(\.jsonValue)),
            "transitions": .array(transitions.map(\.jsonValue)),
            "summary": [
                "states": stateCount.jsonValue, "transitions": transitionCount.jsonValue,
                "guardOutcomes": guardOutcomesSummary,
            ],
        ]
        if let title { object["title"] = .string(title) }
        if let sneakPaths { object["sneakPaths"] = sneakPaths.jsonValue }
        if let plannerLimit { object["plannerLimit"] = .string(plannerLimit) }
        if let defUses { object["defUses"] = defUses.jsonValue }
        return .object(object)
    }
}

extension StateCoverage {
    /// `parent` only when there is one, `kind` only when `final` does not already say it (compound, parallel) and
    /// `initial` only for a compound state, so a flat machine's states read as they always have.
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(name), "final": .bool(isFinal), "status": .string(status.rawValue),
        ]
        if let parent { object["parent"] = .string(parent) }
        if kind != (isFinal ? .final : .atomic) { object["kind"] = .string(kind.rawValue) }
        if let initial { object["initial"] = .string(initial) }
        return .object(object)
    }
}

extension SneakPathCount {
    /// `{"refused": 412, "total": 412, "taken": [{"state": …, "event": …}], "states": [{"state": …, "refused": 12,
    /// "total": 12}]}`, with `"unsent": n` (for the machine and for a state) when some are declared, and `"diverged":
    /// [{"state", "event", "step", "expected", "observed"}]` when a refused event's continuation diverged.
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "refused": .int(refused), "total": .int(total),
            "taken": .array(taken.map { ["state": .string($0.state), "event": .string($0.event)] }),
            "states": .array(states.map(\.jsonValue)),
        ]
        if unsent > 0 { object["unsent"] = .int(unsent) }
        if !diverged.isEmpty {
            object["diverged"] = .array(
                diverged.map {
                    [
                        "state": .string($0.state), "event": .string($0.event), "step": .string($0.step),
                        "expected": .string($0.expected), "observed": .string($0.observed),
                    ]
                })
        }
        return .object(object)
    }
}

extension SneakStateCount {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = ["state": .string(state), "refused": .int(refused), "total": .int(total)]
        if unsent > 0 { object["unsent"] = .int(unsent) }
        return .object(object)
    }
}

extension MachineCoverage {
    /// `{covered, missing, total, unreachable}`: `total` leaves out the outcomes proved unreachable, and is
    /// `covered + missing` (each missing outcome is listed with its reason on its transition).
    var guardOutcomesSummary: JSONValue {
        [
            "covered": .int(guardOutcomeCount.covered), "missing": .int(missingGuardOutcomes.count),
            "total": .int(guardOutcomeCount.total),
            "unreachable": .int(unreachableGuardOutcomeCount),
        ]
    }
}

extension TransitionCoverage {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "from": .string(from), "event": .string(event), "ordinal": .int(ordinal), "to": .string(to),
            "path": .string(path),
            "status": .string(status.rawValue), "guardOutcomes": .array(guardOutcomes.map(JSONValue.bool)),
            "unreachableGuardOutcomes": .array(unreachableGuardOutcomes.map(JSONValue.bool)),
            "missingGuardOutcomes": .array(
                missingGuardOutcomes.map { ["outcome": .bool($0.outcome), "reason": .string($0.reason)] }),
        ]
        if let guardExpression { object["guard"] = .string(guardExpression) }
        return .object(object)
    }
}

extension CoverageFraction {
    var jsonValue: JSONValue { ["covered": .int(covered), "total": .int(total)] }
}

extension ModuleReadiness {
    /// `{"module": …, "ready": false, "gaps": [...]}`.
    var jsonValue: JSONValue {
        ["module": .string(module), "ready": .bool(isReady), "gaps": .array(gaps.map(JSONValue.string))]
    }
}

extension DefUseCoverage {
    /// `{"covered", "infeasible", "total", "missing": [{pair…, "reason"}]}`: `total` is covered plus missing.
    var jsonValue: JSONValue {
        [
            "covered": .int(covered), "infeasible": .int(infeasible), "total": .int(count.total),
            "missing": .array(
                missing.map { item in
                    guard case .object(var object) = item.pair.jsonValue(machine: false) else { return .null }
                    object["reason"] = .string(item.reason)
                    return .object(object)
                }),
        ]
    }
}
