import SpecModel

/// `feature.renumbered`: a feature got a new ID and lists the old one in `formerIds`.
enum FeatureRenumbered: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.renumbered", .info, .feature, "a feature got a new ID (formerIds)")

    static func findings(_ c: DiffContext) -> [Finding] {
        IdentityChanges(c).renames.filter { $0.kind == "feature" }.map { $0.finding(descriptor) }
    }
}
