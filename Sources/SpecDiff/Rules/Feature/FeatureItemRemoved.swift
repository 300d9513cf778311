import SpecModel

/// `feature.item-removed`: a kept feature lost a SHALL statement or acceptance criterion (its checks and coverage go
/// with it; a renumbering shows as removed and added items).
enum FeatureItemRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.item-removed", .warning, .feature, "a feature lost a SHALL statement or acceptance criterion")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.pairs.flatMap { pair in
            let revision = Set(pair.revision.items.map(\.id))
            return pair.base.items.filter { !revision.contains($0.id) }.map { item in
                descriptor.finding(
                    item.id, ["feature": pair.revision.id, "type": item.type.rawValue],
                    "feature \(pair.revision.id) lost \(item.type.rawValue) item \(item.id)", base: item.origin)
            }
        }
    }
}
