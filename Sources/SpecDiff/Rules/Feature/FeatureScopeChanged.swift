import SpecModel

/// `feature.scope-changed`: a feature moved in or out of scope, so what a release requires changed.
enum FeatureScopeChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.scope-changed", .warning, .feature,
        "a feature moved in or out of scope: what the release requires changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.pairs.filter { $0.base.scope != $0.revision.scope }.map { pair in
            let (b, r) = (pair.base, pair.revision)
            return descriptor.finding(
                r.id, ["from": b.scope.rawValue, "to": r.scope.rawValue],
                "feature \(r.id) moved \(r.scope == .in ? "into" : "out of") scope",
                base: b.origin, revision: r.origin)
        }
    }
}
