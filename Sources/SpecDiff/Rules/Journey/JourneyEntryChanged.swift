import SpecModel

/// `journey.entry-changed`: a journey starts at another step: a kept step other than the base's first, or a new step
/// before a first step the revision still has.
enum JourneyEntryChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.entry-changed", .warning, .journey, "a journey starts at another step")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.journeyDiffs.compactMap { d in
            guard let first = d.base.steps.first?.id, let now = d.revision.steps.first?.id, d.baseStepID[now] != first,
                d.steps.pairs.contains(where: { $0.base.id == first })
                    || d.steps.added.contains(where: { $0.id == now })
            else { return nil }
            let id = d.revision.id
            return descriptor.finding(
                id, ["from": first, "to": now], "journey \(id) now starts at \(now) instead of \(first)",
                base: d.base.origin,
                revision: d.revision.origin)
        }
    }
}
