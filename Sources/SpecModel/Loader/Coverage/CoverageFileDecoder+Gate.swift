/// Decoding of `gate.json`.
extension CoverageFileDecoder {
    func gate(_ reader: ObjectReader, product: String) -> GateSpec {
        var gate = GateSpec(product: product, origin: reader.origin)
        if let minimum = reader.object("minimum", .gateMinimum) {
            gate.minimumByKind = percentages(minimum, "byKind")
            gate.minimumByPriority = percentages(minimum, "byPriority")
        }
        gate.mustCover = matchers(reader, "mustCover")
        gate.waivers = waivers(reader)
        if let baseline = reader.located("baseline") {
            if baseline.value.isEmpty {
                invalid("\"baseline\" must not be empty", baseline.origin)
            } else {
                gate.baseline = baseline
            }
        }
        if let value = reader.value("minimumMutationScore") {
            if case .number(let n) = value.node.kind, n.doubleValue >= 0, n.doubleValue <= 100 {
                gate.minimumMutationScore = n.doubleValue
            } else if case .number(let n) = value.node.kind {
                invalid("minimum mutation score \(n.text) is outside 0 to 100", sink.origin(value.node, value.pointer))
            } else {
                reader.wrongType("minimumMutationScore", expected: "number", value)
            }
        }
        gate.declaredPartialSatisfies = reader.bool("declaredPartialSatisfies") ?? false
        gate.failOnUnassertedClaims = reader.bool("failOnUnassertedClaims") ?? false
        gate.failOnUnreadParameters = reader.bool("failOnUnreadParameters") ?? false
        gate.partialMachines = partialMachines(reader)
        gate.source = source(reader)
        gate.notes = reader.strings("notes")
        return gate
    }

    /// `[{"machine": "publication", "reason": "…"}]`: machines not held whole, one entry each.
    private func partialMachines(_ reader: ObjectReader) -> [PartialMachine] {
        var seen: [String: Origin] = [:]
        return reader.objects("partialMachines", .gatePartialMachine) { m -> PartialMachine? in
            _ = m.strings("notes")
            let machine = m.located("machine")
            let reason = nonBlank(m, "reason")
            if let machine, machine.value.isEmpty {
                invalid("\"machine\" must not be empty", machine.origin)
                return nil
            }
            if let machine, let first = seen[machine.value] {
                sink.error(
                    .invalidValue, "machine \"\(machine.value)\" is listed more than once", at: machine.origin.location,
                    pointer: machine.origin.pointer,
                    related: [Diagnostic.Related(message: "first listed", file: first.file, location: first.location)])
                return nil
            }
            guard let machine, let reason else { return nil }
            seen[machine.value] = m.origin
            return PartialMachine(machine: machine.value, reason: reason, origin: m.origin)
        }
    }

    /// `{"feature": 100, "P0": 95.5}`: numbers from 0 to 100.
    private func percentages(_ reader: ObjectReader, _ key: String) -> [String: Double] {
        var result: [String: Double] = [:]
        for (member, pointer) in reader.map(key) ?? [] {
            guard case .number(let n) = member.value.kind else {
                reader.wrongItemType(expected: "number", member.value, pointer)
                continue
            }
            let value = n.doubleValue
            guard value >= 0, value <= 100 else {
                invalid(
                    "percentage \(n.text) for \"\(member.key)\" is outside 0 to 100", sink.origin(member.value, pointer)
                )
                continue
            }
            result[member.key] = value
        }
        return result
    }

    private func waivers(_ reader: ObjectReader) -> [Waiver] {
        var seen: [String: Origin] = [:]
        return reader.objects("waivers", .gateWaiver) { w -> Waiver? in
            _ = w.strings("notes")
            let id = w.located("id")
            let reason = nonBlank(w, "reason")
            let owner = nonBlank(w, "owner")
            var expires = w.located("expires")
            if let date = expires, !Waiver.isDate(date.value) {
                invalid("invalid expiry date \"\(date.value)\"; expected YYYY-MM-DD", date.origin)
                expires = nil
            }
            if let id, id.value.isEmpty {
                invalid("\"id\" must not be empty", id.origin)
                return nil
            }
            if let id, let first = seen[id.value] {
                sink.error(
                    .invalidValue, "duplicate waiver for \"\(id.value)\"", at: id.origin.location,
                    pointer: id.origin.pointer,
                    related: [Diagnostic.Related(message: "first waiver", file: first.file, location: first.location)])
                return nil
            }
            guard let id, let reason, let owner, let expires else { return nil }
            seen[id.value] = w.origin
            return Waiver(id: id.value, reason: reason, owner: owner, expires: expires.value, origin: w.origin)
        }
    }
}
