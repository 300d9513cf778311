import SpecModel

/// Business rules added and removed, and their parameters (thresholds, limits, time windows).
enum BusinessRuleRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("rule.added", .info, .rule, "a business rule was added")
    static let removed = DiffRuleDescriptor("rule.removed", .error, .rule, "a business rule was removed")
    static let parameterChanged = DiffRuleDescriptor(
        "rule.parameter-changed", .warning, .rule, "a business rule's parameter (threshold, limit, window) changed")

    static var rules: [DiffRuleDescriptor] { [added, removed, parameterChanged] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for x in c.rules.added { out.append(added.finding(x.id, [:], "rule \(x.id) was added", revision: x.origin)) }
        for x in c.rules.removed { out.append(removed.finding(x.id, [:], "rule \(x.id) was removed", base: x.origin)) }
        for pair in c.rules.pairs {
            let (b, r) = (pair.base, pair.revision)
            for name in Set(b.parameters.keys).union(r.parameters.keys).sorted() where b.parameters[name] != r.parameters[name] {
                let from = b.parameters[name].map(SchemaComparer.text) ?? "", to = r.parameters[name].map(SchemaComparer.text) ?? ""
                out.append(
                    parameterChanged.finding(
                        r.id, ["parameter": name, "from": from, "to": to], "rule \(r.id) parameter \(name) changed from \(from) to \(to)",
                        base: b.origin, revision: r.origin))
            }
        }
        return out
    }
}
