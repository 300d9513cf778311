extension SpecDecoder {
    /// A contract's `constraints`: its inputs with their constraints, each checked for consistency (bounds fit the
    /// type, a pattern compiles, the example meets every constraint, a pattern comes with an example).
    func decodeContractInputs(_ r: ObjectReader) -> [ContractInput] {
        r.objects("constraints", .contractInput, decodeContractInput)
    }

    private func decodeContractInput(_ r: ObjectReader) -> ContractInput? {
        guard let name = r.string("input") else { return nil }
        let declared = r.enumValue("type", ContractInput.ValueType.self)
        let type = declared ?? .string
        var input = ContractInput(
            name: name, type: declared, required: r.bool("required") ?? false, minLength: r.int("minLength"),
            maxLength: r.int("maxLength"), minimum: number(r, "minimum"), maximum: number(r, "maximum"),
            pattern: r.string("pattern"), example: r.value("example")?.node.value, notes: r.strings("notes"),
            origin: r.origin)
        for (node, pointer) in r.array("enum") ?? [] {
            let value = node.value
            if input.conforms(value) {
                input.allowed.append(value)
            } else {
                sink.error(
                    .invalidValue, "enum value of input \"\(name)\" is not a \(type.rawValue)", at: node.location,
                    pointer: pointer)
            }
        }
        let misplaced: [(String, Bool)] = [
            ("minLength", type == .string), ("maxLength", type == .string), ("pattern", type == .string),
            ("minimum", type == .integer || type == .number), ("maximum", type == .integer || type == .number),
        ]
        for (key, fits) in misplaced where !fits {
            if let v = r.value(key) {
                sink.error(
                    .invalidValue, "\"\(key)\" does not apply to an input of type \(type.rawValue)",
                    at: v.node.location, pointer: v.pointer)
            }
        }
        for key in ["minLength", "maxLength"] {
            if let v = r.value(key), let n = v.node.value.intValue, n < 0 {
                sink.error(.invalidValue, "\"\(key)\" must not be negative", at: v.node.location, pointer: v.pointer)
            }
        }
        if let pattern = input.pattern, !ContractInput.isValidPattern(pattern), let v = r.value("pattern") {
            sink.error(
                .invalidValue, "pattern of input \"\(name)\" is not a valid regular expression", at: v.node.location,
                pointer: v.pointer)
        }
        if input.pattern != nil, input.example == nil {
            sink.error(
                .invalidValue, "input \"\(name)\" has a pattern, so it needs an \"example\" (a valid value)",
                at: r.origin.location,
                pointer: r.origin.pointer)
        }
        if let example = input.example, let v = r.value("example") {
            let broken = input.violations(of: example)
            if !broken.isEmpty {
                sink.error(
                    .invalidValue,
                    "example of input \"\(name)\" violates its own constraints: \(broken.map(\.rawValue).joined(separator: ", "))",
                    at: v.node.location, pointer: v.pointer)
            }
        }
        return input
    }

    private func number(_ r: ObjectReader, _ key: String) -> Double? {
        guard let v = r.value(key) else { return nil }
        guard case .number(let n) = v.node.kind else {
            r.wrongType(key, expected: "number", v)
            return nil
        }
        return n.doubleValue
    }
}
