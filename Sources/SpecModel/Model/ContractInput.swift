import Foundation

/// One input of a contract and the constraints it must meet: an entry of a contract's `constraints`.
///
/// Each constraint the input declares (`required`, `type`, `minLength`, …) is a traceable item with an ID derived
/// from the contract's ID: `CLI-ARTWORK-UNPUBLISH.reason.required`. The engine sends the implementation a valid
/// input (every input's `example`, or a value built from its constraints) and, per constraint, the same input with
/// that one constraint violated; the implementation must accept the first and refuse each of the others without a
/// state change.
package struct ContractInput: Hashable, Sendable {
    /// The value types an input may declare.
    package enum ValueType: String, CaseIterable, Codable, Sendable {
        case string, integer, number, boolean
    }

    package var name: String
    /// The value type: a constraint only when declared (declare it where the interface can carry another type, such
    /// as a JSON body; a command line carries only strings). Values are built as strings when it is absent.
    package var declaredType: ValueType?
    /// Whether the input must be present.
    package var required: Bool
    package var minLength: Int?
    package var maxLength: Int?
    package var minimum: Double?
    package var maximum: Double?
    /// Allowed values; empty when any value of the type is allowed.
    package var allowed: [JSONValue]
    /// A regular expression (NSRegularExpression syntax, anchored by the author) a string must match.
    package var pattern: String?
    /// A valid value, used in the valid input; required with `pattern`.
    package var example: JSONValue?
    package var notes: [String]
    package var origin: Origin

    package init(
        name: String, type: ValueType? = nil, required: Bool = false, minLength: Int? = nil, maxLength: Int? = nil,
        minimum: Double? = nil, maximum: Double? = nil, allowed: [JSONValue] = [], pattern: String? = nil,
        example: JSONValue? = nil, notes: [String] = [], origin: Origin = .synthetic()
    ) {
        self.name = name
        self.declaredType = type
        self.required = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.minimum = minimum
        self.maximum = maximum
        self.allowed = allowed
        self.pattern = pattern
        self.example = example
        self.notes = notes
        self.origin = origin
    }
}

/// One constraint of one contract input: the traceable item the invalid-input checks prove.
package struct InputConstraint: Hashable, Sendable, Comparable {
    /// The constraint kinds, named as their keys in the spec; the last part of a constraint's ID.
    package enum Kind: String, CaseIterable, Codable, Sendable {
        case required, type, minLength, maxLength, minimum, maximum
        case allowed = "enum"
        case pattern
    }

    /// `<contract>.<input>.<kind>`.
    package var id: String
    package var contract: String
    package var input: String
    package var kind: Kind
    package var origin: Origin

    package init(contract: String, input: String, kind: Kind, origin: Origin = .synthetic()) {
        self.id = "\(contract).\(input).\(kind.rawValue)"
        self.contract = contract
        self.input = input
        self.kind = kind
        self.origin = origin
    }

    package static func < (lhs: InputConstraint, rhs: InputConstraint) -> Bool { lhs.id < rhs.id }

    /// A lowercase description: `reason is required`, `slug has at least 1 character`.
    package func describe(_ input: ContractInput) -> String {
        switch kind {
        case .required: "\(self.input) is required"
        case .type: "\(self.input) is a\(input.type == .integer ? "n" : "") \(input.type.rawValue)"
        case .minLength:
            "\(self.input) has at least \(input.minLength ?? 0) character\(input.minLength == 1 ? "" : "s")"
        case .maxLength: "\(self.input) has at most \(input.maxLength ?? 0) characters"
        case .minimum: "\(self.input) is at least \(ContractInput.format(input.minimum ?? 0))"
        case .maximum: "\(self.input) is at most \(ContractInput.format(input.maximum ?? 0))"
        case .allowed:
            "\(self.input) is one of \(input.allowed.map { JSONWriter(indent: 0).string($0) }.joined(separator: ", "))"
        case .pattern: "\(self.input) matches \(input.pattern ?? "")"
        }
    }
}

/// The inputs a contract declares with constraints: a local contract, an API endpoint or a CLI command.
package struct ContractInputs: Hashable, Sendable {
    package var contract: String
    package var kind: ElementKind
    package var inputs: [ContractInput]

    package init(contract: String, kind: ElementKind, inputs: [ContractInput]) {
        self.contract = contract
        self.kind = kind
        self.inputs = inputs
    }

    /// Every constraint, in document order (inputs, then kinds in ``InputConstraint/Kind`` order).
    package var constraints: [InputConstraint] {
        inputs.flatMap { input in
            InputConstraint.Kind.allCases.filter { input.declares($0) }.map {
                InputConstraint(contract: contract, input: input.name, kind: $0, origin: input.origin)
            }
        }
    }

    /// The input named `name`.
    package func input(named name: String) -> ContractInput? { inputs.first { $0.name == name } }
}

extension ContractInput {
    /// The value type (string unless declared).
    package var type: ValueType { declaredType ?? .string }

    /// Whether the input declares a constraint of `kind`.
    package func declares(_ kind: InputConstraint.Kind) -> Bool {
        switch kind {
        case .required: required
        case .type: declaredType != nil
        case .minLength: minLength != nil
        case .maxLength: maxLength != nil
        case .minimum: minimum != nil
        case .maximum: maximum != nil
        case .allowed: !allowed.isEmpty
        case .pattern: pattern != nil
        }
    }

    /// The constraints `value` (present) violates, in ``InputConstraint/Kind`` order; empty when it is valid.
    /// `required` is about absence, so never listed here.
    package func violations(of value: JSONValue) -> [InputConstraint.Kind] {
        var result: [InputConstraint.Kind] = []
        guard conforms(value) else { return [.type] }
        if case .string(let text) = value {
            let length = text.unicodeScalars.count
            if let minLength, length < minLength { result.append(.minLength) }
            if let maxLength, length > maxLength { result.append(.maxLength) }
            if let pattern, !Self.matches(pattern, text) { result.append(.pattern) }
        }
        if case .number(let number) = value {
            if let minimum, number.doubleValue < minimum { result.append(.minimum) }
            if let maximum, number.doubleValue > maximum { result.append(.maximum) }
        }
        if !allowed.isEmpty, !allowed.contains(value) { result.append(.allowed) }
        return result
    }

    /// Whether `value` has the input's type (an integer is a number; a number with a fraction is not an integer).
    package func conforms(_ value: JSONValue) -> Bool {
        switch (type, value) {
        case (.string, .string), (.boolean, .bool), (.number, .number): true
        case (.integer, .number(let n)): n.isIntegral
        default: false
        }
    }

    /// Whether `pattern` compiles.
    package static func isValidPattern(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: pattern)) != nil
    }

    /// Whether `text` matches `pattern` somewhere (the author anchors it); false when it does not compile.
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// A bound printed without a fraction when it has none.
    package static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
