import SpecModel

/// `feature.item-added`: a kept feature gained a SHALL statement or acceptance criterion.
enum FeatureItemAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.item-added", .info, .feature,
        "a feature gained a SHALL statement or acceptance criterion (it needs verifying)")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.pairs.flatMap { pair in
            let base = Set(pair.base.items.map(\.id))
            return pair.revision.items.filter { !base.contains($0.id) }.map { item in
                descriptor.finding(
                    item.id, ["feature": pair.revision.id, "type": item.type.rawValue],
                    "feature \(pair.revision.id) gained \(item.type.rawValue) item \(item.id)", revision: item.origin)
            }
        }
    }
}
