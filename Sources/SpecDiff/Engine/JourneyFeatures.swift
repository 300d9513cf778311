import SpecModel

/// The features journeys name, on themselves or on a step.
enum JourneyFeatures {
    /// A feature a journey stopped naming while the revision still defines it.
    struct Drop {
        var pair: Matching<Journey>.Pair
        var feature: String
        /// Whether some revision journey still names the feature.
        var stillExercised: Bool
    }

    /// Every feature `journey` names, on itself or on a step.
    static func features(of journey: Journey, in bundle: SpecBundle) -> Set<String> {
        Set(DiffContext.ids(journey.features + journey.steps.flatMap(\.features), in: bundle))
    }

    /// Per journey pair, the defined features it no longer names, sorted.
    static func drops(_ c: DiffContext) -> [Drop] {
        let defined = Set(c.revision.bundle.features.map(\.id))
        var exercised = Set<String>()
        for j in c.revision.bundle.journeys { exercised.formUnion(features(of: j, in: c.revision.bundle)) }
        var out: [Drop] = []
        for pair in c.journeys.pairs {
            let before = features(of: pair.base, in: c.base.bundle)
            let after = features(of: pair.revision, in: c.revision.bundle)
            for feature in before.subtracting(after).sorted() where defined.contains(feature) {
                out.append(Drop(pair: pair, feature: feature, stillExercised: exercised.contains(feature)))
            }
        }
        return out
    }
}
