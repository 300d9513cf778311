import SpecModel

/// A journey stopped naming a feature (on the journey or on any of its steps).
enum JourneyFeatureRules: DiffRuleSet {
    static let removed = DiffRuleDescriptor(
        "journey.feature-removed", .warning, .journey, "a journey no longer names a feature that other journeys still exercise")
    static let orphaned = DiffRuleDescriptor(
        "journey.feature-orphaned", .error, .journey, "a journey no longer names a feature, and no journey exercises it any more")

    static var rules: [DiffRuleDescriptor] { [removed, orphaned] }

    /// Every feature a journey names, on itself or on a step.
    static func features(of journey: Journey, in bundle: SpecBundle) -> Set<String> {
        Set(DiffContext.ids(journey.features + journey.steps.flatMap(\.features), in: bundle))
    }

    static func findings(_ c: DiffContext) -> [Finding] {
        let defined = Set(c.revision.bundle.features.map(\.id))
        var exercised = Set<String>()
        for j in c.revision.bundle.journeys { exercised.formUnion(features(of: j, in: c.revision.bundle)) }
        var out: [Finding] = []
        for pair in c.journeys.pairs {
            let before = features(of: pair.base, in: c.base.bundle)
            let after = features(of: pair.revision, in: c.revision.bundle)
            for feature in before.subtracting(after).sorted() where defined.contains(feature) {
                let id = pair.revision.id
                if exercised.contains(feature) {
                    out.append(
                        removed.finding(
                            id, ["feature": feature], "journey \(id) no longer names \(feature)", base: pair.base.origin,
                            revision: pair.revision.origin))
                } else {
                    out.append(
                        orphaned.finding(
                            id, ["feature": feature], "journey \(id) no longer names \(feature), which no journey exercises now",
                            base: pair.base.origin, revision: pair.revision.origin))
                }
            }
        }
        return out
    }
}
