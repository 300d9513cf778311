import SpecModel

/// `journey.steps-reordered`: the steps both versions keep (compared through renames) come in another order.
enum JourneyStepsReordered: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.steps-reordered", .warning, .journey, "a journey's steps changed order")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.journeyDiffs.filter { $0.keptBaseOrder != $0.keptRevisionOrder }.map { d in
            let r = d.revision
            return descriptor.finding(
                r.id, ["order": r.steps.map(\.id).joined(separator: ",")], "journey \(r.id) steps changed order",
                base: d.base.origin,
                revision: r.origin)
        }
    }
}
