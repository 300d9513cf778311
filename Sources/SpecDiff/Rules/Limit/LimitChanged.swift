import SpecModel

/// `limit.changed`: a kept limit's value, bound, unit or step changed: inputs on one side of the old boundary change
/// sides, and machines that bind a field to it compare with the new value.
enum LimitChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "limit.changed", .warning, .limit,
        "a limit's value, bound, unit or step changed (inputs at the boundary change sides)")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.limits.pairs.compactMap { pair in
            let (b, r) = (pair.base, pair.revision)
            var fields: [String] = []
            if b.value != r.value { fields.append("value") }
            if b.bound != r.bound { fields.append("bound") }
            if b.unit != r.unit { fields.append("unit") }
            if b.step != r.step { fields.append("step") }
            guard !fields.isEmpty else { return nil }
            return descriptor.finding(
                r.id, ["fields": fields.joined(separator: ","), "from": b.phrase, "to": r.phrase],
                "limit \(r.id) changed from \(b.phrase) to \(r.phrase)", base: b.origin, revision: r.origin)
        }
    }
}
