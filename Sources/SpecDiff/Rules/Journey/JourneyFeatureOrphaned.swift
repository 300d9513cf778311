import SpecModel

/// `journey.feature-orphaned`: a journey no longer names a feature, and no journey of the revision names it.
enum JourneyFeatureOrphaned: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.feature-orphaned", .error, .journey,
        "a journey no longer names a feature, and no journey exercises it any more")

    static func findings(_ c: DiffContext) -> [Finding] {
        JourneyFeatures.drops(c).filter { !$0.stillExercised }.map { drop in
            let id = drop.pair.revision.id
            return descriptor.finding(
                id, ["feature": drop.feature],
                "journey \(id) no longer names \(drop.feature), which no journey exercises now",
                base: drop.pair.base.origin, revision: drop.pair.revision.origin)
        }
    }
}
