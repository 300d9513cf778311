import SpecModel

/// `invariant.changed`: a kept invariant's quantifier, collection, element name, `when`, `where`, `holds`, bounds,
/// `by` or sort keys changed: outputs that kept the old invariant may break the new one.
enum InvariantChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "invariant.changed", .warning, .output,
        "an output invariant's quantifier, expressions, bounds or sort keys changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.invariants.pairs.compactMap { pair in
            let (b, r) = (pair.base, pair.revision)
            guard b.summary != r.summary else { return nil }
            return descriptor.finding(
                r.id, ["from": b.summary, "to": r.summary],
                "invariant \(r.id) changed from \(b.summary) to \(r.summary)",
                base: b.origin, revision: r.origin)
        }
    }
}
