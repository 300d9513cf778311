import SpecModel

/// `feature.deprecated-removed`: a feature the base had deprecated is gone: the expected end of a deprecation.
enum FeatureDeprecatedRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.deprecated-removed", .info, .feature, "a feature deprecated in the base was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.removed.filter(\.deprecated).map {
            descriptor.finding($0.id, [:], "deprecated feature \($0.id) was removed", base: $0.origin)
        }
    }
}
