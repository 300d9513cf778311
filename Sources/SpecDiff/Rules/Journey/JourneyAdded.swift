import SpecModel

/// `journey.added`: a journey the base does not define.
enum JourneyAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("journey.added", .info, .journey, "a journey was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.journeys.added.map {
            descriptor.finding($0.id, [:], "journey \($0.id) \"\($0.title)\" was added", revision: $0.origin)
        }
    }
}
