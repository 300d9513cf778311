extension SpecDecoder {
    /// A `decisions` file's tables, each checked for consistency: finite input domains, cells naming known inputs
    /// with values in their domains, outputs in the output's domain.
    func decodeDecisions(_ r: ObjectReader) -> [DecisionTable] {
        if r.spec == .decisionsFile {
            if r.has("from") { return decodeForeignDecisions(r) }
            if !r.has("tables") {
                sink.error(
                    .missingKey, "missing required key \"tables\" in decisions", at: r.node.location, pointer: r.pointer
                )
            }
        }
        return r.objects("tables", .decisionTable, decodeDecisionTable)
    }

    private func decodeDecisionTable(_ r: ObjectReader) -> DecisionTable? {
        guard let id = r.string("id") else { return nil }
        let inputs = r.objects("inputs", .decisionInput, decodeDecisionInput)
        var seen = Set<String>()
        for input in inputs where !seen.insert(input.name).inserted {
            sink.error(
                .invalidValue, "input \"\(input.name)\" is declared twice in table \"\(id)\"",
                at: input.origin.location, pointer: input.origin.pointer)
        }
        let outputs = decodeDecisionOutputs(r, table: id)
        let rules = r.objects("rules", .decisionRule) { decodeDecisionRule($0, inputs: inputs, outputs: outputs) }
        let fallback = r.object("default", .decisionDefault).flatMap { d -> DecisionDefault? in
            guard let then = decisionOutputValue(d, outputs: outputs) else { return nil }
            return DecisionDefault(id: d.string("id"), then: then, reason: d.string("reason") ?? "", origin: d.origin)
        }
        let hitPolicy = r.enumValue("hitPolicy", DecisionTable.HitPolicy.self) ?? .unique
        let aggregation = decisionAggregation(r, hitPolicy: hitPolicy, outputs: outputs)
        checkPriorityLists(r, hitPolicy: hitPolicy, outputs: outputs)
        return DecisionTable(
            id: id, title: r.string("title"), hitPolicy: hitPolicy, aggregation: aggregation, inputs: inputs,
            output: outputs[0], moreOutputs: Array(outputs.dropFirst()), rules: rules, defaultOutput: fallback,
            info: r.info(), origin: r.origin)
    }

    private func decodeDecisionInput(_ r: ObjectReader) -> DecisionInput? {
        guard let name = r.string("name") else { return nil }
        let type = r.enumValue("type", DecisionValueType.self) ?? .enum
        var input = DecisionInput(name: name, type: type, origin: r.origin)
        input.values = decisionValues(r, type: type, what: "input \"\(name)\"")
        let bounds: [(String, Bool)] = [("minimum", type == .integer), ("maximum", type == .integer)]
        for (key, fits) in bounds {
            if fits {
                if !r.has(key) {
                    sink.error(
                        .missingKey, "integer input \"\(name)\" needs \"\(key)\" (its domain must be finite)",
                        at: r.origin.location, pointer: r.origin.pointer)
                }
            } else if let v = r.value(key) {
                sink.error(
                    .invalidValue, "\"\(key)\" does not apply to an input of type \(type.rawValue)",
                    at: v.node.location, pointer: v.pointer)
            }
        }
        if type == .integer {
            input.minimum = r.int("minimum") ?? 0
            input.maximum = r.int("maximum") ?? input.minimum
            if input.maximum < input.minimum, let v = r.value("maximum") {
                sink.error(
                    .invalidValue,
                    "maximum \(input.maximum) of input \"\(name)\" is below its minimum \(input.minimum)",
                    at: v.node.location, pointer: v.pointer)
                input.maximum = input.minimum
            }
        }
        return input
    }

    /// An enum's `values` (required, distinct strings); refused for other types.
    func decisionValues(_ r: ObjectReader, type: DecisionValueType, what: String) -> [String] {
        guard type == .enum else {
            if let v = r.value("values") {
                sink.error(
                    .invalidValue, "\"values\" does not apply to \(what) of type \(type.rawValue)", at: v.node.location,
                    pointer: v.pointer)
            }
            return []
        }
        guard r.has("values") else {
            sink.error(.missingKey, "enum \(what) needs \"values\"", at: r.origin.location, pointer: r.origin.pointer)
            return []
        }
        var values: [String] = []
        for value in r.locatedStrings("values") {
            if values.contains(value.value) {
                sink.error(
                    .invalidValue, "value \"\(value.value)\" of \(what) is listed twice", at: value.origin.location,
                    pointer: value.origin.pointer)
            } else {
                values.append(value.value)
            }
        }
        if values.isEmpty, let v = r.value("values") {
            sink.error(.invalidValue, "enum \(what) needs at least one value", at: v.node.location, pointer: v.pointer)
        }
        return values
    }

    private func decodeDecisionRule(_ r: ObjectReader, inputs: [DecisionInput], outputs: [DecisionOutput])
        -> DecisionRule?
    {
        guard let id = r.string("id") else { return nil }
        var when: [String: DecisionCell] = [:]
        for (member, pointer) in r.map("when") ?? [] {
            guard let input = inputs.first(where: { $0.name == member.key }) else {
                let hint = Suggestion.hint(for: member.key, among: inputs.map(\.name))
                sink.error(
                    .invalidValue, "rule \"\(id)\" names unknown input \"\(member.key)\"\(hint)",
                    at: member.keyLocation, pointer: pointer)
                continue
            }
            if let cell = decisionCell(member.value, pointer, input: input, rule: id) { when[input.name] = cell }
        }
        guard let then = decisionOutputValue(r, outputs: outputs) else {
            return DecisionRule(id: id, when: when, then: .null, info: r.info(), origin: r.origin)
        }
        return DecisionRule(id: id, when: when, then: then, info: r.info(), origin: r.origin)
    }

    /// One `when` cell: a value, a list of values, or (integer inputs) `{"min": a, "max": b}`.
    private func decisionCell(_ node: JSONNode, _ pointer: String, input: DecisionInput, rule: String) -> DecisionCell?
    {
        switch node.kind {
        case .array(let items):
            var values: [JSONValue] = []
            for (index, item) in items.enumerated() {
                if let value = decisionInputValue(item, PointerPath.appending(pointer, index), input: input, rule: rule)
                {
                    values.append(value)
                }
            }
            return .values(values)
        case .object(let members) where members.contains(where: { $0.key == "feel" }):
            guard let cell = ObjectReader(node, pointer: pointer, spec: .decisionFeel, sink: sink),
                let text = cell.located("feel")
            else { return nil }
            return feelCell(text, input: input, rule: rule)
        case .object:
            guard input.type == .integer else {
                sink.error(
                    .wrongType, "a range applies only to an integer input; \"\(input.name)\" is \(input.type.rawValue)",
                    at: node.location, pointer: pointer)
                return nil
            }
            guard let range = ObjectReader(node, pointer: pointer, spec: .decisionRange, sink: sink) else { return nil }
            let lo = range.int("min")
            let hi = range.int("max")
            for (key, bound) in [("min", lo), ("max", hi)] {
                if let bound, !(input.minimum...input.maximum).contains(bound), let v = range.value(key) {
                    sink.error(
                        .invalidValue,
                        "\(key) \(bound) of rule \"\(rule)\" is outside input \"\(input.name)\" (\(input.minimum) to \(input.maximum))",
                        at: v.node.location, pointer: v.pointer)
                }
            }
            if let lo, let hi, lo > hi {
                sink.error(
                    .invalidValue,
                    "range of rule \"\(rule)\" on input \"\(input.name)\" is empty: min \(lo) is above max \(hi)",
                    at: node.location, pointer: pointer)
            }
            return .range(min: lo, max: hi)
        default:
            return decisionInputValue(node, pointer, input: input, rule: rule).map { .values([$0]) }
        }
    }

    /// One value of an input's domain; anything else is located.
    private func decisionInputValue(_ node: JSONNode, _ pointer: String, input: DecisionInput, rule: String)
        -> JSONValue?
    {
        let value = node.value
        if input.code(of: value) != nil { return value }
        let domain: String
        switch input.type {
        case .enum: domain = "one of " + input.values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .boolean: domain = "true or false"
        case .integer: domain = "an integer from \(input.minimum) to \(input.maximum)"
        }
        let hint = value.stringValue.map { Suggestion.hint(for: $0, among: input.values) } ?? ""
        sink.error(
            .invalidValue,
            "value \(JSONWriter(indent: 0).string(value)) of rule \"\(rule)\" is outside input \"\(input.name)\": expected \(domain)\(hint)",
            at: node.location, pointer: pointer)
        return nil
    }

    /// A `then` in the output's domain: a value with one output, an object of every output's value with several.
    private func decisionOutputValue(_ r: ObjectReader, outputs: [DecisionOutput]) -> JSONValue? {
        guard let v = r.value("then") else { return nil }
        guard outputs.count > 1 else { return decisionOutputValue(v.node, v.pointer, output: outputs[0]) }
        guard case .object(let members) = v.node.kind else {
            sink.error(
                .wrongType,
                "a table with several outputs gives an object of them: "
                    + outputs.map { "\"\($0.name)\"" }.joined(separator: ", "),
                at: v.node.location, pointer: v.pointer)
            return nil
        }
        var result: [String: JSONValue] = [:]
        var valid = true
        for member in members {
            let pointer = PointerPath.appending(v.pointer, member.key)
            guard let output = outputs.first(where: { $0.name == member.key }) else {
                let hint = Suggestion.hint(for: member.key, among: outputs.map(\.name))
                sink.error(
                    .invalidValue, "unknown output \"\(member.key)\"\(hint)", at: member.keyLocation, pointer: pointer)
                valid = false
                continue
            }
            if let value = decisionOutputValue(member.value, pointer, output: output) {
                result[output.name] = value
            } else {
                valid = false
            }
        }
        for output in outputs where members.allSatisfy({ $0.key != output.name }) {
            sink.error(
                .missingKey, "\"then\" gives no value for output \"\(output.name)\"", at: v.node.location,
                pointer: v.pointer)
            valid = false
        }
        return valid ? .object(result) : nil
    }

    private func decisionOutputValue(_ node: JSONNode, _ pointer: String, output: DecisionOutput) -> JSONValue? {
        let value = node.value
        if output.contains(value) { return value }
        let domain: String
        switch output.type {
        case .enum: domain = "one of " + output.values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .boolean: domain = "true or false"
        case .integer: domain = "an integer"
        }
        sink.error(
            .invalidValue,
            "output \(JSONWriter(indent: 0).string(value)) is outside output \"\(output.name)\": expected \(domain)",
            at: node.location, pointer: pointer)
        return nil
    }
}
