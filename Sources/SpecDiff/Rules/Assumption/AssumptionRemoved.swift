import SpecModel

/// `assumption.removed`: an assumption the revision no longer records; the IDs it affected lose their stated reading.
enum AssumptionRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "assumption.removed", .warning, .assumption,
        "an assumption was removed; the IDs verified under it lose their stated reading")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.assumptions.removed.map { a in
            let affected = DiffContext.ids(a.affects, in: c.base.bundle)
            return descriptor.finding(
                a.id, ["affects": affected.joined(separator: ",")],
                "assumption \(a.id) was removed; it affected \(affected.isEmpty ? "no ID" : affected.joined(separator: ", "))",
                base: a.origin)
        }
    }
}
