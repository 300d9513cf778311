import SpecModel

/// `journey.removed`: a journey gone from the revision; its scenario proves nothing the spec asks any more.
enum JourneyRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("journey.removed", .error, .journey, "a journey was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.journeys.removed.map { descriptor.finding($0.id, [:], "journey \($0.id) was removed", base: $0.origin) }
    }
}
