import SpecModel

/// `rule.parameter-changed`: a kept business rule's parameter (threshold, limit, window) was added, removed or changed.
enum RuleParameterChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "rule.parameter-changed", .warning, .rule, "a business rule's parameter (threshold, limit, window) changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.rules.pairs.flatMap { pair in
            let (b, r) = (pair.base, pair.revision)
            return Set(b.parameters.keys).union(r.parameters.keys).sorted().filter {
                b.parameters[$0] != r.parameters[$0]
            }.map { name in
                let from = b.parameters[name].map(SchemaComparer.text) ?? ""
                let to = r.parameters[name].map(SchemaComparer.text) ?? ""
                return descriptor.finding(
                    r.id, ["parameter": name, "from": from, "to": to],
                    "rule \(r.id) parameter \(name) changed from \(from) to \(to)",
                    base: b.origin, revision: r.origin)
            }
        }
    }
}
