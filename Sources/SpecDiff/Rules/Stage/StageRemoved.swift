import SpecModel

/// `stage.removed`: a release stage was dropped; releases no longer pass through it.
enum StageRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "stage.removed", .warning, .stage, "a release stage was removed (releases skip it)")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.stages.removed.map { descriptor.finding($0.id, [:], "release stage \($0.id) was removed", base: $0.origin) }
    }
}
