import SpecModel

/// `feature.removed`: a feature gone from the revision that the base had not deprecated.
enum FeatureRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.removed", .error, .feature, "a feature was removed without being deprecated first")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.removed.filter { !$0.deprecated }.map {
            descriptor.finding(
                $0.id, [:], "feature \($0.id) was removed without being deprecated first", base: $0.origin)
        }
    }
}
