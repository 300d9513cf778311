import SpecModel

/// `assumption.added`: a gap or contradiction recorded with the reading taken, which the base did not record.
enum AssumptionAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "assumption.added", .info, .assumption, "an assumption (a reading of a gap) was recorded")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.assumptions.added.map { a in
            descriptor.finding(
                a.id, ["affects": a.affects.map(\.value).joined(separator: ",")],
                "assumption \(a.id) was recorded: \(a.assumption)", revision: a.origin)
        }
    }
}
