import SpecModel

/// Writing a shard file. Every field of a check is kept, since the merged coverage is evaluated from them.
extension ShardFile {
    /// The file as a JSON document: write it with `JSONWriter` (keys sorted).
    package var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "kind": "shard",
            "version": .int(Self.formatVersion),
            "product": .string(product),
            "generator": ["name": "specconform", "version": .string(generatorVersion)],
            "inputs": .string(inputs),
            "shard": ["index": .int(shard.index), "count": .int(shard.count)],
            "units": .int(units),
            "plan": .string(unitDigest),
            "checks": .array(checks.map(\.shardJSON)),
        ]
        for part in CheckSources.sharded { object[part.shardKey] = part.shardJSON(findings) }
        return .object(object)
    }

    /// The file's bytes: the document with two-space indentation and a final newline.
    package var bytes: [UInt8] { Array((JSONWriter().string(jsonValue) + "\n").utf8) }
}

extension CheckResult {
    var shardJSON: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id), "kind": .string(kind.rawValue), "title": .string(title),
            "status": .string(status.rawValue),
            "evidence": .array(evidence.map { ["id": .string($0.id), "kind": .string($0.kind.rawValue)] }),
        ]
        if !states.isEmpty {
            object["states"] = .array(states.map { ["machine": .string($0.machine), "state": .string($0.state)] })
        }
        if !transitions.isEmpty { object["transitions"] = .array(transitions.map(\.shardJSON)) }
        if !guardOutcomes.isEmpty {
            object["guardOutcomes"] = .array(
                guardOutcomes.map { outcome in
                    guard case .object(var fields) = outcome.transition.shardJSON else { return .null }
                    fields["outcome"] = .bool(outcome.outcome)
                    return .object(fields)
                })
        }
        if !defUses.isEmpty { object["defUses"] = .array(defUses.map { $0.jsonValue(machine: true) }) }
        if let divergence {
            var fields: [String: JSONValue] = [
                "step": .int(divergence.step), "path": .array(divergence.pathSoFar.map(JSONValue.string)),
                "expected": .string(divergence.expected), "observed": .string(divergence.observed),
            ]
            if let at = divergence.at { fields["at"] = .string(at) }
            object["divergence"] = .object(fields)
        }
        if let message { object["message"] = .string(message) }
        if !proofs.isEmpty {
            object["proofs"] = .array(proofs.map { ["id": .string($0.id), "claim": .string($0.claim)] })
        }
        if !unasserted.isEmpty { object["unasserted"] = .array(unasserted.map(JSONValue.string)) }
        if !reads.isEmpty { object["reads"] = .array(reads.map(JSONValue.string)) }
        if let sneak {
            var fields: [String: JSONValue] = [
                "machine": .string(sneak.machine), "state": .string(sneak.state), "mode": .string(sneak.mode.rawValue),
                "refused": .array(sneak.refused.map(JSONValue.string)),
                "accepted": .array(sneak.accepted.map(JSONValue.string)),
                "notRun": .array(sneak.notRun.map(JSONValue.string)),
                "unsent": .array(sneak.unsent.map(JSONValue.string)),
            ]
            if !sneak.diverged.isEmpty {
                fields["diverged"] = .array(
                    sneak.diverged.map {
                        [
                            "event": .string($0.event), "step": .string($0.step), "expected": .string($0.expected),
                            "observed": .string($0.observed),
                        ]
                    })
            }
            object["sneak"] = .object(fields)
        }
        return .object(object)
    }
}

extension TransitionID {
    var shardJSON: JSONValue {
        ["machine": .string(machine), "from": .string(from), "event": .string(event), "ordinal": .int(ordinal)]
    }
}
