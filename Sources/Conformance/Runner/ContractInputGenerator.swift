import SpecModel

/// Builds the inputs of a contract's checks: one valid input, and per declared constraint an input that violates
/// that constraint only (every other input keeps its valid value). Deterministic.
enum ContractInputGenerator {
    /// The valid value of every input: its `example`, else a value built from its constraints (the first allowed
    /// value; a string of `minLength` (at least 1) `x`s; `minimum` (or `maximum`, or 1) for numbers; `true`).
    static func validInput(_ contract: ContractInputs) -> [String: JSONValue] {
        var input: [String: JSONValue] = [:]
        for item in contract.inputs { input[item.name] = validValue(item) }
        return input
    }

    static func validValue(_ input: ContractInput) -> JSONValue {
        if let example = input.example { return example }
        if let first = input.allowed.first { return first }
        switch input.type {
        case .string: return .string(String(repeating: "x", count: max(input.minLength ?? 1, 1)))
        case .boolean: return .bool(true)
        case .integer:
            let value =
                input.minimum.map { Int($0.rounded(.up)) } ?? input.maximum.map { min(1, Int($0.rounded(.down))) } ?? 1
            return .int(value)
        case .number: return .double(input.minimum ?? input.maximum.map { min(1, $0) } ?? 1)
        }
    }

    /// The input violating `constraint` (nil when no value can violate it alone: the constraint then cannot be
    /// tested and its check reports so).
    static func invalidInput(_ contract: ContractInputs, _ constraint: InputConstraint) -> [String: JSONValue]? {
        guard let item = contract.input(named: constraint.input) else { return nil }
        var input = validInput(contract)
        if constraint.kind == .required {
            input[item.name] = nil
            return input
        }
        guard let value = invalidValue(item, constraint.kind), item.violations(of: value).contains(constraint.kind)
        else { return nil }
        input[item.name] = value
        return input
    }

    /// A value that breaks `kind`, keeping the other constraints where it can.
    static func invalidValue(_ input: ContractInput, _ kind: InputConstraint.Kind) -> JSONValue? {
        switch kind {
        case .required: return nil
        case .type:
            switch input.type {
            case .string: return .int(0)
            case .integer: return input.minimum.map { .double($0.rounded(.up) + 0.5) } ?? .double(1.5)
            case .number, .boolean: return .string("x")
            }
        case .minLength:
            guard let n = input.minLength, n > 0 else { return nil }
            return lengthViolation(input, length: n - 1, kind: kind)
        case .maxLength:
            guard let n = input.maxLength else { return nil }
            return lengthViolation(input, length: n + 1, kind: kind)
        case .minimum:
            guard let m = input.minimum else { return nil }
            return input.type == .integer ? .int(Int(m.rounded(.up)) - 1) : .double(m - 1)
        case .maximum:
            guard let m = input.maximum else { return nil }
            return input.type == .integer ? .int(Int(m.rounded(.down)) + 1) : .double(m + 1)
        case .allowed:
            switch input.type {
            case .string:
                var candidate = (input.allowed.first?.stringValue ?? "") + "-other"
                while input.allowed.contains(.string(candidate)) { candidate += "-other" }
                return .string(candidate)
            case .integer, .number:
                let largest = input.allowed.compactMap { $0.numberValue?.doubleValue }.max() ?? 0
                return input.type == .integer ? .int(Int(largest) + 1) : .double(largest + 1)
            case .boolean:
                return input.allowed.contains(.bool(true)) ? .bool(false) : .bool(true)
            }
        case .pattern:
            guard let pattern = input.pattern else { return nil }
            let length = max(input.minLength ?? 1, 1)
            for seed in ["x", "X", "0", "-", " ", "!"] {
                let candidate = String(repeating: seed, count: length)
                if !ContractInput.matches(pattern, candidate) { return .string(candidate) }
            }
            return ContractInput.matches(pattern, "") ? nil : .string("")
        }
    }

    /// A string of `length` characters that breaks `kind` and, where a candidate can, nothing else: the valid value
    /// cut or extended with its own characters first (a 9-digit PIN for a digits-only pattern with `maxLength` 8,
    /// never 9 `x`s, which would also break the pattern and leave the length unproven), then runs of `x`, `0`, `a`.
    static func lengthViolation(_ input: ContractInput, length: Int, kind: InputConstraint.Kind) -> JSONValue {
        .string(string(input, length: length, breaking: [kind]) ?? String(repeating: "x", count: length))
    }

    /// The first candidate string of `length` characters that breaks exactly `breaking` (nothing, for a valid one).
    static func string(_ input: ContractInput, length: Int, breaking: [InputConstraint.Kind]) -> String? {
        var candidates: [String] = []
        if let valid = validValue(input).stringValue, let last = valid.last {
            let characters = Array(valid)
            candidates.append(
                length <= characters.count
                    ? String(characters.prefix(length))
                    : valid + String(repeating: last, count: length - characters.count))
        }
        candidates += ["x", "0", "a"].map { String(repeating: $0, count: length) }
        return candidates.first { input.violations(of: .string($0)) == breaking }
    }

    /// The valid input with `constraint`'s input at the constraint's bound exactly (a string of `minLength` or
    /// `maxLength` characters, the `minimum` or the `maximum`), every other constraint met; nil for a constraint
    /// without a bound, or when no value at the bound meets the input's other constraints.
    static func boundInput(_ contract: ContractInputs, _ constraint: InputConstraint) -> [String: JSONValue]? {
        guard let item = contract.input(named: constraint.input), let value = boundValue(item, constraint.kind)
        else { return nil }
        var input = validInput(contract)
        input[item.name] = value
        return input
    }

    /// The value at the bound of `kind`, when it meets every constraint of the input.
    static func boundValue(_ input: ContractInput, _ kind: InputConstraint.Kind) -> JSONValue? {
        let value: JSONValue?
        switch kind {
        case .minLength:
            value = input.minLength.flatMap { string(input, length: $0, breaking: []) }.map(JSONValue.string)
        case .maxLength:
            value = input.maxLength.flatMap { string(input, length: $0, breaking: []) }.map(JSONValue.string)
        case .minimum:
            value = input.minimum.map { input.type == .integer ? .int(Int($0.rounded(.up))) : .double($0) }
        case .maximum:
            value = input.maximum.map { input.type == .integer ? .int(Int($0.rounded(.down))) : .double($0) }
        case .required, .type, .allowed, .pattern: value = nil
        }
        guard let value, input.violations(of: value).isEmpty else { return nil }
        return value
    }
}
