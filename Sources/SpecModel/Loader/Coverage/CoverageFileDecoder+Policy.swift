/// Decoding of `policy.json`.
extension CoverageFileDecoder {
    func policy(_ reader: ObjectReader, product: String) -> CoveragePolicy {
        let requirements = reader.objects("requirements", .policyRequirement, requirement)
        if reader.array("requirements")?.isEmpty == true, let value = reader.value("requirements") {
            invalid("\"requirements\" must list at least one requirement", sink.origin(value.node, value.pointer))
        }
        return CoveragePolicy(
            product: product, requirements: requirements, outOfScope: matchers(reader, "outOfScope"),
            rollups: reader.objects("rollups", .policyRollup, rollup), source: source(reader),
            notes: reader.strings("notes"), origin: reader.origin)
    }

    private func requirement(_ reader: ObjectReader) -> CoverageRequirement? {
        _ = reader.strings("notes")
        let idKind = nonBlank(reader, "idKind")
        let scope = reader.has("scope") ? reader.enumValue("scope", CoverageRequirement.ScopeFilter.self) : .in
        let groups = evidenceGroups(reader)
        let requireAssertion = reader.bool("requireAssertion") ?? false
        guard let idKind, let scope, let groups else { return nil }
        return CoverageRequirement(
            idKind: idKind, scope: scope, evidence: groups, requireAssertion: requireAssertion, origin: reader.origin)
    }

    /// `[["success"], ["recovery", "failure"]]`: a non-empty list of non-empty groups of evidence kinds.
    private func evidenceGroups(_ reader: ObjectReader) -> [[RequiredEvidence]]? {
        guard let groups = reader.array("evidence") else { return nil }
        if groups.isEmpty, let value = reader.value("evidence") {
            invalid(
                "\"evidence\" must list at least one group of evidence kinds", sink.origin(value.node, value.pointer))
            return nil
        }
        var result: [[RequiredEvidence]] = []
        var valid = true
        let allowed = RequiredEvidence.allCases.map(\.rawValue)
        for (node, pointer) in groups {
            guard let items = node.items else {
                reader.wrongItemType(expected: "array of evidence kinds", node, pointer)
                valid = false
                continue
            }
            if items.isEmpty {
                invalid("an evidence group must name at least one evidence kind", sink.origin(node, pointer))
                valid = false
                continue
            }
            var group: [RequiredEvidence] = []
            for (index, item) in items.enumerated() {
                let itemPointer = PointerPath.appending(pointer, index)
                guard let name = item.string else {
                    reader.wrongItemType(expected: "string", item, itemPointer)
                    valid = false
                    continue
                }
                guard let kind = RequiredEvidence(rawValue: name) else {
                    let hint = Suggestion.hint(for: name, among: allowed)
                    sink.error(
                        .invalidValue,
                        "invalid evidence kind \"\(name)\"; expected one of \(allowed.joined(separator: ", "))\(hint)",
                        at: item.location, pointer: itemPointer)
                    valid = false
                    continue
                }
                if !group.contains(kind) { group.append(kind) }
            }
            result.append(group)
        }
        return valid ? result : nil
    }

    private func rollup(_ reader: ObjectReader) -> RollupRule? {
        _ = reader.strings("notes")
        let mode = reader.has("mode") ? reader.enumValue("mode", RollupRule.Mode.self) : .all
        let structural = reader.has("from") || reader.has("to")
        let pattern = reader.has("childPattern") || reader.has("parent")
        if structural == pattern {
            let message =
                structural
                ? "a rollup uses either \"from\"/\"to\" or \"childPattern\"/\"parent\", not both"
                : "a rollup needs \"from\" and \"to\", or \"childPattern\" and \"parent\""
            invalid(message, reader.origin)
            return nil
        }
        if structural {
            for key in ["from", "to"] where !reader.has(key) {
                sink.error(
                    .missingKey, "missing required key \"\(key)\" in rollup", at: reader.node.location,
                    pointer: reader.pointer)
            }
            guard let from = nonBlank(reader, "from"), let to = nonBlank(reader, "to"), let mode else { return nil }
            return RollupRule(.structural(from: from, to: to), mode: mode, origin: reader.origin)
        }
        for key in ["childPattern", "parent"] where !reader.has(key) {
            sink.error(
                .missingKey, "missing required key \"\(key)\" in rollup", at: reader.node.location,
                pointer: reader.pointer)
        }
        guard let childPattern = reader.located("childPattern"), compiles(childPattern),
            let parent = nonBlank(reader, "parent"), let mode
        else { return nil }
        return RollupRule(.pattern(childPattern: childPattern.value, parent: parent), mode: mode, origin: reader.origin)
    }
}
