/// A decision table (DMN-like): finite inputs, one output or several, rules whose cells select input values, a hit
/// policy (every DMN 1.3 one, COLLECT with an optional aggregation) and an optional default (`PERM-PHOTO`).
///
/// Every input has a finite domain (an enum's values, `false`/`true`, an integer range), so a rule is a
/// hyper-rectangle over the domains and the table can be analysed (overlaps, gaps, unreachable rules) and checked
/// exhaustively against an implementation.
package struct DecisionTable: Hashable, Sendable {
    /// How rules combine, DMN 1.3's hit policies: `unique` (at most one rule matches any combination), `first`
    /// (rules tried in order), `priority` (the matching rule whose output comes first in the outputs' value lists),
    /// `any` (overlapping rules must agree), `collect` (every matching rule's output, in no order, or aggregated),
    /// `ruleOrder` (in rule order), `outputOrder` (in the outputs' value-list order).
    package enum HitPolicy: String, CaseIterable, Codable, Sendable {
        case unique, first, priority, any, collect, ruleOrder, outputOrder

        /// Whether the table's result is a list of the matching rules' outputs (`collect` without aggregation,
        /// `ruleOrder`, `outputOrder`) rather than one output.
        package var isMultipleHit: Bool { self == .collect || self == .ruleOrder || self == .outputOrder }
    }

    package var id: String
    package var title: String?
    package var hitPolicy: HitPolicy
    /// Under `collect`: how the matching rules' outputs are combined into one number; nil: the list itself.
    package var aggregation: DecisionAggregation?
    package var inputs: [DecisionInput]
    /// The output columns, at least one; with several, a rule's `then` is an object keyed by output name.
    package var outputs: [DecisionOutput]
    package var rules: [DecisionRule]
    /// The output when no rule matches; nil: the table must cover every combination.
    package var defaultOutput: DecisionDefault?
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, title: String? = nil, hitPolicy: HitPolicy = .unique, aggregation: DecisionAggregation? = nil,
        inputs: [DecisionInput], output: DecisionOutput, moreOutputs: [DecisionOutput] = [],
        rules: [DecisionRule], defaultOutput: DecisionDefault? = nil, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.hitPolicy = hitPolicy
        self.aggregation = aggregation
        self.inputs = inputs
        self.outputs = [output] + moreOutputs
        self.rules = rules
        self.defaultOutput = defaultOutput
        self.info = info
        self.origin = origin
    }

    /// The first output column (the only one of a single-output table).
    package var output: DecisionOutput {
        get { outputs[0] }
        set { outputs[0] = newValue }
    }

    /// The number of input combinations (the product of the domain sizes), saturating at `Int.max`.
    package var domainSize: Int {
        inputs.reduce(1) { total, input in
            let (product, overflow) = total.multipliedReportingOverflow(by: input.domainSize)
            return overflow ? Int.max : product
        }
    }
}

/// The value types of a decision input or output.
package enum DecisionValueType: String, CaseIterable, Codable, Sendable {
    case `enum`, boolean, integer
}

/// One input column: a name and a finite domain.
package struct DecisionInput: Hashable, Sendable {
    package var name: String
    package var type: DecisionValueType
    /// The values of an `enum` input, in declared order.
    package var values: [String]
    /// The bounds of an `integer` input (both required: the domain is finite).
    package var minimum: Int
    package var maximum: Int
    package var origin: Origin

    package init(
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
    package var domainSize: Int {
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
    package var codedRange: ClosedRange<Int> {
        switch type {
        case .enum: 0...max(0, values.count - 1)
        case .boolean: 0...1
        case .integer: minimum...max(minimum, maximum)
        }
    }

    /// The integer code of `value`, or nil when it is not in the domain.
    package func code(of value: JSONValue) -> Int? {
        switch (type, value) {
        case (.enum, .string(let s)): values.firstIndex(of: s)
        case (.boolean, .bool(let b)): b ? 1 : 0
        case (.integer, .number(let n)):
            n.intValue.flatMap { (minimum...maximum).contains($0) ? $0 : nil }
        default: nil
        }
    }

    /// The value coded as `code`.
    package func value(ofCode code: Int) -> JSONValue {
        switch type {
        case .enum: values.indices.contains(code) ? .string(values[code]) : .null
        case .boolean: .bool(code != 0)
        case .integer: .int(code)
        }
    }
}

/// The output column: a name and a type (`enum` with its values, `boolean`, `integer`).
package struct DecisionOutput: Hashable, Sendable {
    package var name: String
    package var type: DecisionValueType
    /// The values of an `enum` output.
    package var values: [String]

    package init(name: String, type: DecisionValueType, values: [String] = []) {
        self.name = name
        self.type = type
        self.values = values
    }

    /// Whether `value` is in the output's domain.
    package func contains(_ value: JSONValue) -> Bool {
        switch (type, value) {
        case (.enum, .string(let s)): values.contains(s)
        case (.boolean, .bool): true
        case (.integer, .number(let n)): n.intValue != nil
        default: false
        }
    }

    /// Whether two outputs are the same value (integers by value).
    package func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if type == .integer, let x = a.intValue, let y = b.intValue { return x == y }
        return a == b
    }
}

/// One cell of a rule: which values of one input the rule matches.
package enum DecisionCell: Hashable, Sendable {
    /// Any value (the input is absent from `when`).
    case any
    /// One of these values (a single value, or a list).
    case values([JSONValue])
    /// An integer range, each side optional (inclusive).
    case range(min: Int?, max: Int?)
    /// Any value some part matches (a FEEL list of unary tests).
    case union([DecisionCell])
    /// Every value of the domain the cell does not match (FEEL `not(...)`).
    indirect case not(DecisionCell)
    /// A FEEL unary test as written (`{"feel": "[1..10]"}`), with the cell it means.
    indirect case feel(String, DecisionCell)
}

/// One rule: a cell per input (absent inputs match any value) and the output it gives.
package struct DecisionRule: Hashable, Sendable {
    package var id: String
    /// Input name → cell; inputs not named match any value.
    package var when: [String: DecisionCell]
    package var then: JSONValue
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
    package func cell(_ name: String) -> DecisionCell { when[name] ?? .any }
}

/// The output when no rule matches, with the document's reason; an ID only when given.
package struct DecisionDefault: Hashable, Sendable {
    package var id: String?
    package var then: JSONValue
    package var reason: String
    package var origin: Origin

    package init(id: String? = nil, then: JSONValue, reason: String, origin: Origin = .synthetic()) {
        self.id = id
        self.then = then
        self.reason = reason
        self.origin = origin
    }
}

extension DecisionCell {
    /// The cell as written in the spec: `"owner"`, `["owner", "co-owner"]`, `{"min": 0, "max": 9}`, `any`.
    package var text: String {
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
        case .union(let parts): parts.map(\.text).joined(separator: ", ")
        case .not(let inner): "not(\(inner.text))"
        case .feel(let text, _): text
        }
    }

    /// The cell's values coded as sorted disjoint closed intervals of integers within `input`'s domain.
    package func intervals(in input: DecisionInput) -> [ClosedRange<Int>] {
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
        case .union(let parts): return Self.merged(parts.flatMap { $0.intervals(in: input) })
        case .not(let inner):
            var result: [ClosedRange<Int>] = []
            var next = domain.lowerBound
            for range in inner.intervals(in: input) {
                if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
                next = Swift.max(next, range.upperBound + 1)
            }
            if next <= domain.upperBound { result.append(next...domain.upperBound) }
            return result
        case .feel(_, let cell): return cell.intervals(in: input)
        }
    }

    /// Closed intervals sorted and merged where they meet or touch.
    static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
