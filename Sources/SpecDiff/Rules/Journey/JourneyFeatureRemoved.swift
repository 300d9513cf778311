import SpecModel

/// `journey.feature-removed`: a journey no longer names a feature (on itself or a step) that other journeys still name.
enum JourneyFeatureRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.feature-removed", .warning, .journey,
        "a journey no longer names a feature that other journeys still exercise")

    static func findings(_ c: DiffContext) -> [Finding] {
        JourneyFeatures.drops(c).filter(\.stillExercised).map { drop in
            let id = drop.pair.revision.id
            return descriptor.finding(
                id, ["feature": drop.feature], "journey \(id) no longer names \(drop.feature)",
                base: drop.pair.base.origin,
                revision: drop.pair.revision.origin)
        }
    }
}
