import SpecModel

/// `journey.step-removed`: a kept journey lost a step.
enum JourneyStepRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.step-removed", .warning, .journey,
        "a journey lost a step: its scenario may exercise what the spec no longer asks")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.journeyDiffs.flatMap { d in
            d.steps.removed.map { s in
                descriptor.finding(
                    d.id, ["step": s.id], "journey \(d.id) lost step \(s.id)", base: s.origin,
                    revision: d.revision.origin)
            }
        }
    }
}
