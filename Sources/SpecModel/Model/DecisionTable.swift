/// A decision table (DMN-like): finite inputs, one output, rules whose cells select input values, a hit policy and
/// an optional default (`PERM-PHOTO`).
///
/// Every input has a finite domain (an enum's values, `false`/`true`, an integer range), so a rule is a
/// hyper-rectangle over the domains and the table can be analysed (overlaps, gaps, unreachable rules) and checked
/// exhaustively against an implementation.
public struct DecisionTable: Hashable, Sendable {
    /// How rules combine: `unique` (at most one rule matches any combination) or `first` (rules tried in order).
    public enum HitPolicy: String, CaseIterable, Codable, Sendable {
        case unique, first
    }

    public var id: String
    public var title: String?
    public var hitPolicy: HitPolicy
    public var inputs: [DecisionInput]
    public var output: DecisionOutput
    public var rules: [DecisionRule]
    /// The output when no rule matches; nil: the table must cover every combination.
    public var defaultOutput: DecisionDefault?
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, title: String? = nil, hitPolicy: HitPolicy = .unique, inputs: [DecisionInput],
        output: DecisionOutput,
        rules: [DecisionRule], defaultOutput: DecisionDefault? = nil, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.hitPolicy = hitPolicy
        self.inputs = inputs
        self.output = output
        self.rules = rules
        self.defaultOutput = defaultOutput
        self.info = info
        self.origin = origin
    }

    /// The number of input combinations (the product of the domain sizes), saturating at `Int.max`.
    public var domainSize: Int {
        inputs.reduce(1) { total, input in
            let (product, overflow) = total.multipliedReportingOverflow(by: input.domainSize)
            return overflow ? Int.max : product
        }
    }
}

/// The value types of a decision input or output.
public enum DecisionValueType: String, CaseIterable, Codable, Sendable {
    case `enum`, boolean, integer
}

/// One input column: a name and a finite domain.
public struct DecisionInput: Hashable, Sendable {
    public var name: String
    public var type: DecisionValueType
    /// The values of an `enum` input, in declared order.
    public var values: [String]
    /// The bounds of an `integer` input (both required: the domain is finite).
    public var minimum: Int
    public var maximum: Int
    public var origin: Origin

    public init(
        name: String, type: DecisionValueType, values: [String] = [], minimum: Int = 0, maximum: Int = 0,
        origin: Origin = .synthetic()
    ) {
        self.name = name
        self.type = type
        self.values = values
        self.minimum = minimum
        self.maximum = maximum
        self.origin = origin
    }

    /// How many values the input takes (saturating).
    public var domainSize: Int {
        switch type {
        case .enum: values.count
        case .boolean: 2
        case .integer:
            if maximum < minimum {
                0
            } else {
                maximum.subtractingReportingOverflow(minimum).overflow || maximum - minimum == Int.max
                    ? Int.max : maximum - minimum + 1
            }
        }
    }

    /// The input's values coded as integers: an enum value's index, `false` 0 and `true` 1, an integer itself.
    public var codedRange: ClosedRange<Int> {
        switch type {
        case .enum: 0...max(0, values.count - 1)
        case .boolean: 0...1
        case .integer: minimum...max(minimum, maximum)
        }
    }

    /// The integer code of `value`, or nil when it is not in the domain.
    public func code(of value: JSONValue) -> Int? {
        switch (type, value) {
        case (.enum, .string(let s)): values.firstIndex(of: s)
        case (.boolean, .bool(let b)): b ? 1 : 0
        case (.integer, .number(let n)):
            n.intValue.flatMap { (minimum...maximum).contains($0) ? $0 : nil }
        default: nil
        }
    }

    /// The value coded as `code`.
    public func value(ofCode code: Int) -> JSONValue {
        switch type {
        case .enum: values.indices.contains(code) ? .string(values[code]) : .null
        case .boolean: .bool(code != 0)
        case .integer: .int(code)
        }
    }
}

/// The output column: a name and a type (`enum` with its values, `boolean`, `integer`).
public struct DecisionOutput: Hashable, Sendable {
    public var name: String
    public var type: DecisionValueType
    /// The values of an `enum` output.
    public var values: [String]

    public init(name: String, type: DecisionValueType, values: [String] = []) {
        self.name = name
        self.type = type
        self.values = values
    }

    /// Whether `value` is in the output's domain.
    public func contains(_ value: JSONValue) -> Bool {
        switch (type, value) {
        case (.enum, .string(let s)): values.contains(s)
        case (.boolean, .bool): true
        case (.integer, .number(let n)): n.intValue != nil
        default: false
        }
    }

    /// Whether two outputs are the same value (integers by value).
    public func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if type == .integer, let x = a.intValue, let y = b.intValue { return x == y }
        return a == b
    }
}

/// One cell of a rule: which values of one input the rule matches.
public enum DecisionCell: Hashable, Sendable {
    /// Any value (the input is absent from `when`).
    case any
    /// One of these values (a single value, or a list).
    case values([JSONValue])
    /// An integer range, each side optional (inclusive).
    case range(min: Int?, max: Int?)
}

/// One rule: a cell per input (absent inputs match any value) and the output it gives.
public struct DecisionRule: Hashable, Sendable {
    public var id: String
    /// Input name → cell; inputs not named match any value.
    public var when: [String: DecisionCell]
    public var then: JSONValue
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, when: [String: DecisionCell] = [:], then: JSONValue, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.when = when
        self.then = then
        self.info = info
        self.origin = origin
    }

    /// The cell for input `name` (`any` when not named).
    public func cell(_ name: String) -> DecisionCell { when[name] ?? .any }
}

/// The output when no rule matches, with the document's reason; an ID only when given.
public struct DecisionDefault: Hashable, Sendable {
    public var id: String?
    public var then: JSONValue
    public var reason: String
    public var origin: Origin

    public init(id: String? = nil, then: JSONValue, reason: String, origin: Origin = .synthetic()) {
        self.id = id
        self.then = then
        self.reason = reason
        self.origin = origin
    }
}

extension DecisionCell {
    /// The cell as written in the spec: `"owner"`, `["owner", "co-owner"]`, `{"min": 0, "max": 9}`, `any`.
    public var text: String {
        switch self {
        case .any: "any"
        case .values(let values) where values.count == 1: JSONWriter(indent: 0).string(values[0])
        case .values(let values): JSONWriter(indent: 0).string(.array(values))
        case .range(let lo, let hi):
            JSONWriter(indent: 0).string(
                .object(
                    Dictionary(
                        uniqueKeysWithValues: [("min", lo), ("max", hi)].compactMap { k, v in
                            v.map { (k, JSONValue.int($0)) }
                        })))
        }
    }

    /// The cell's values coded as sorted disjoint closed intervals of integers within `input`'s domain.
    public func intervals(in input: DecisionInput) -> [ClosedRange<Int>] {
        let domain = input.codedRange
        guard input.domainSize > 0 else { return [] }
        switch self {
        case .any: return [domain]
        case .range(let lo, let hi):
            let a = Swift.max(lo ?? domain.lowerBound, domain.lowerBound)
            let b = Swift.min(hi ?? domain.upperBound, domain.upperBound)
            return a <= b ? [a...b] : []
        case .values(let values):
            let codes = Set(values.compactMap { input.code(of: $0) }).sorted()
            var result: [ClosedRange<Int>] = []
            for c in codes {
                if let last = result.last, last.upperBound + 1 == c {
                    result[result.count - 1] = last.lowerBound...c
                } else {
                    result.append(c...c)
                }
            }
            return result
        }
    }
}
