/// What a decision table gives for the rules matching one combination, under its hit policy, and whether an
/// implementation's answer is that.
extension DecisionTable {
    /// The result for the matching rules `matching` (ascending indexes): the rules that contribute to it and the
    /// value; with no rule matching, the default's output (nil without a default: the table says nothing there).
    ///
    /// `unique`, `first` and `any` give the first matching rule's output (under `unique` or `any` a table that
    /// breaks its policy is a lint error; the first rule is what the check asks); `priority` the output first in
    /// the outputs' value lists; `collect` the outputs sorted by their JSON text (the order is arbitrary, so both
    /// sides are compared sorted), or their aggregate; `ruleOrder` the outputs in rule order; `outputOrder` in
    /// value-list order.
    package func outcome(matching: [Int]) -> (rules: [Int], output: JSONValue?) {
        guard let first = matching.first else { return ([], defaultOutput?.then) }
        switch hitPolicy {
        case .unique, .first, .any: return ([first], rules[first].then)
        case .priority:
            let best = matching.min {
                priorityKey(rules[$0].then).lexicographicallyPrecedes(priorityKey(rules[$1].then))
            }
            return ([best ?? first], rules[best ?? first].then)
        case .ruleOrder: return (matching, .array(matching.map { rules[$0].then }))
        case .outputOrder:
            let ordered = matching.enumerated().sorted { a, b in
                let (x, y) = (priorityKey(rules[a.element].then), priorityKey(rules[b.element].then))
                return x == y ? a.offset < b.offset : x.lexicographicallyPrecedes(y)
            }
            return (matching, .array(ordered.map { rules[$0.element].then }))
        case .collect:
            let values = matching.map { rules[$0].then }
            guard let aggregation else { return (matching, .array(Self.sortedByText(values))) }
            return (matching, Self.aggregate(values, aggregation))
        }
    }

    /// A rule output's rank per output column: the index of its value in the column's value list (priority order).
    package func priorityKey(_ then: JSONValue) -> [Int] {
        outputs.map { output in
            let value = outputs.count == 1 ? then : (then.objectValue?[output.name] ?? .null)
            return value.stringValue.flatMap { output.values.firstIndex(of: $0) } ?? output.values.count
        }
    }

    /// Whether an implementation's `observed` answer is the table's `expected` result (integers by value; a
    /// `collect` list in any order).
    package func same(_ expected: JSONValue, _ observed: JSONValue) -> Bool {
        if aggregation != nil, hitPolicy == .collect {
            return expected.intValue != nil && expected.intValue == observed.intValue
        }
        guard hitPolicy.isMultipleHit else { return sameRuleOutput(expected, observed) }
        guard case .array(let e) = expected, case .array(var o) = observed, e.count == o.count else { return false }
        if hitPolicy == .collect { o = Self.sortedByText(o) }
        return zip(e, o).allSatisfy { sameRuleOutput($0, $1) }
    }

    /// Whether two rule outputs (one value, or an object of several outputs) are the same.
    package func sameRuleOutput(_ a: JSONValue, _ b: JSONValue) -> Bool {
        guard outputs.count > 1 else { return output.same(a, b) }
        guard let x = a.objectValue, let y = b.objectValue, x.count == y.count else { return false }
        return outputs.allSatisfy { output in
            guard let p = x[output.name], let q = y[output.name] else { return false }
            return output.same(p, q)
        }
    }

    static func sortedByText(_ values: [JSONValue]) -> [JSONValue] {
        let writer = JSONWriter(indent: 0)
        return values.map { (writer.string($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    static func aggregate(_ values: [JSONValue], _ aggregation: DecisionAggregation) -> JSONValue {
        let numbers = values.compactMap(\.intValue)
        switch aggregation {
        case .count: return .int(values.count)
        case .sum: return .int(numbers.reduce(0, &+))
        case .min: return numbers.min().map { .int($0) } ?? .null
        case .max: return numbers.max().map { .int($0) } ?? .null
        }
    }
}
