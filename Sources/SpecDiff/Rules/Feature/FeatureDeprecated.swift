import SpecModel

/// `feature.deprecated`: a feature kept in the revision became deprecated.
enum FeatureDeprecated: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("feature.deprecated", .info, .feature, "a feature was marked deprecated")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.pairs.filter { !$0.base.deprecated && $0.revision.deprecated }.map {
            descriptor.finding(
                $0.revision.id, [:], "feature \($0.revision.id) was deprecated", base: $0.base.origin,
                revision: $0.revision.origin)
        }
    }
}
