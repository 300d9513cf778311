extension SpecDecoder {
    /// A table's `output` or `outputs` (exactly one of them; names distinct).
    func decodeDecisionOutputs(_ r: ObjectReader, table id: String) -> [DecisionOutput] {
        let single = r.object("output", .decisionOutput).map { [decodeDecisionOutput($0)] }
        let several = r.has("outputs") ? r.objects("outputs", .decisionOutput, decodeDecisionOutput) : nil
        switch (single, several) {
        case (let one?, nil): return one
        case (nil, let many?) where !many.isEmpty:
            var seen = Set<String>()
            for output in many where !seen.insert(output.name).inserted {
                if let v = r.value("outputs") {
                    sink.error(
                        .invalidValue, "output \"\(output.name)\" is declared twice in table \"\(id)\"",
                        at: v.node.location, pointer: v.pointer)
                }
            }
            return many
        case (_?, _?):
            if let v = r.value("outputs") {
                sink.error(
                    .invalidValue, "table \"\(id)\" has both \"output\" and \"outputs\"; keep one",
                    at: v.node.location, pointer: v.pointer)
            }
        default:
            if let v = r.value("outputs") {
                sink.error(
                    .invalidValue, "table \"\(id)\" needs at least one output", at: v.node.location, pointer: v.pointer)
            } else if !r.has("output") {
                sink.error(
                    .missingKey, "missing key \"output\" (or \"outputs\") in table \"\(id)\"", at: r.origin.location,
                    pointer: r.origin.pointer)
            }
        }
        return [single?.first ?? DecisionOutput(name: "", type: .boolean)]
    }

    func decodeDecisionOutput(_ r: ObjectReader) -> DecisionOutput {
        let type = r.enumValue("type", DecisionValueType.self) ?? .boolean
        return DecisionOutput(
            name: r.string("name") ?? "", type: type, values: decisionValues(r, type: type, what: "the output"))
    }

    /// A `collect` table's `aggregation`: refused under another policy, with several outputs, and (`sum`, `min`,
    /// `max`) over an output that is not an integer.
    func decisionAggregation(_ r: ObjectReader, hitPolicy: DecisionTable.HitPolicy, outputs: [DecisionOutput])
        -> DecisionAggregation?
    {
        guard let aggregation = r.enumValue("aggregation", DecisionAggregation.self), let v = r.value("aggregation")
        else { return nil }
        let problem: String? =
            if hitPolicy != .collect {
                "an aggregation applies only to hit policy collect, not \(hitPolicy.rawValue)"
            } else if outputs.count > 1 {
                "an aggregation needs a single output (DMN: compound outputs are not aggregated)"
            } else if aggregation != .count && outputs[0].type != .integer {
                "aggregation \(aggregation.rawValue) needs an integer output; \"\(outputs[0].name)\" is \(outputs[0].type.rawValue)"
            } else {
                nil
            }
        guard let problem else { return aggregation }
        sink.error(.invalidValue, problem, at: v.node.location, pointer: v.pointer)
        return nil
    }

    /// `priority` and `outputOrder` rank outputs by their value lists, so every output must be an enum.
    func checkPriorityLists(_ r: ObjectReader, hitPolicy: DecisionTable.HitPolicy, outputs: [DecisionOutput]) {
        guard hitPolicy == .priority || hitPolicy == .outputOrder, let v = r.value("hitPolicy") else { return }
        for output in outputs where output.type != .enum {
            sink.error(
                .invalidValue,
                "hit policy \(hitPolicy.rawValue) ranks outputs by their value lists; output \"\(output.name)\" is \(output.type.rawValue), not an enum with values",
                at: v.node.location, pointer: v.pointer)
        }
    }

    /// A `{"feel": "..."}` cell read as FEEL unary tests; a failure is located at its column in the string.
    func feelCell(_ text: Located<String>, input: DecisionInput, rule: String) -> DecisionCell? {
        switch FEELUnaryTests.parse(text.value, input: input) {
        case .success(let cell): return cell
        case .failure(let failure):
            var location = text.origin.location
            let bytes = String(text.value.prefix(failure.offset)).utf8.count + 1
            location.column += bytes
            location.offset += bytes
            sink.error(
                .invalidValue,
                "FEEL unary test \"\(text.value)\" of rule \"\(rule)\" on input \"\(input.name)\": \(failure.message)",
                at: location, pointer: text.origin.pointer)
            return nil
        }
    }
}
