import SpecModel

/// `feature.added`: a feature the base does not define.
enum FeatureAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("feature.added", .info, .feature, "a feature was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.added.map {
            descriptor.finding($0.id, [:], "feature \($0.id) \"\($0.title)\" was added", revision: $0.origin)
        }
    }
}
