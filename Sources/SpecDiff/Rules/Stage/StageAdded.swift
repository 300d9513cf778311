import SpecModel

/// `stage.added`: a release stage the base did not have.
enum StageAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("stage.added", .info, .stage, "a release stage was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.stages.added.map { descriptor.finding($0.id, [:], "release stage \($0.id) was added", revision: $0.origin) }
    }
}
