import SpecModel

/// `journey.step-added`: a kept journey gained a step.
enum JourneyStepAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.step-added", .warning, .journey, "a journey gained a step: its scenario may no longer match")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.journeyDiffs.flatMap { d in
            d.steps.added.map { s in
                descriptor.finding(
                    d.id, ["step": s.id], "journey \(d.id) gained step \(s.id)", base: d.base.origin, revision: s.origin
                )
            }
        }
    }
}
