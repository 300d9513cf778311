import SpecModel

/// Features added, removed, deprecated, moved in or out of scope, reworded.
enum FeatureRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("feature.added", .info, .feature, "a feature was added")
    static let removed = DiffRuleDescriptor("feature.removed", .error, .feature, "a feature was removed without being deprecated first")
    static let removedDeprecated = DiffRuleDescriptor(
        "feature.deprecated-removed", .info, .feature, "a feature deprecated in the base was removed")
    static let deprecated = DiffRuleDescriptor("feature.deprecated", .info, .feature, "a feature was marked deprecated")
    static let scopeChanged = DiffRuleDescriptor(
        "feature.scope-changed", .warning, .feature, "a feature moved in or out of scope: what the release requires changed")
    static let textChanged = DiffRuleDescriptor("feature.text-changed", .info, .feature, "a feature's title or description changed")

    static var rules: [DiffRuleDescriptor] { [added, removed, removedDeprecated, deprecated, scopeChanged, textChanged] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for f in c.features.added {
            out.append(added.finding(f.id, [:], "feature \(f.id) \"\(f.title)\" was added", revision: f.origin))
        }
        for f in c.features.removed {
            if f.deprecated {
                out.append(removedDeprecated.finding(f.id, [:], "deprecated feature \(f.id) was removed", base: f.origin))
            } else {
                out.append(
                    removed.finding(f.id, [:], "feature \(f.id) was removed without being deprecated first", base: f.origin))
            }
        }
        for pair in c.features.pairs {
            let (b, r) = (pair.base, pair.revision)
            if !b.deprecated && r.deprecated {
                out.append(deprecated.finding(r.id, [:], "feature \(r.id) was deprecated", base: b.origin, revision: r.origin))
            }
            if b.scope != r.scope {
                out.append(
                    scopeChanged.finding(
                        r.id, ["from": b.scope.rawValue, "to": r.scope.rawValue],
                        "feature \(r.id) moved \(r.scope == .in ? "into" : "out of") scope", base: b.origin, revision: r.origin))
            }
            var fields: [String] = []
            if b.title != r.title { fields.append("title") }
            if b.description != r.description { fields.append("description") }
            if !fields.isEmpty {
                out.append(
                    textChanged.finding(
                        r.id, ["fields": fields.joined(separator: ",")],
                        "feature \(r.id) \(fields.joined(separator: " and ")) changed", base: b.origin, revision: r.origin))
            }
        }
        return out
    }
}
