import SpecModel

/// `feature.text-changed`: a feature's title or description was reworded.
enum FeatureTextChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.text-changed", .info, .feature, "a feature's title or description changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.pairs.compactMap { pair in
            let (b, r) = (pair.base, pair.revision)
            var fields: [String] = []
            if b.title != r.title { fields.append("title") }
            if b.description != r.description { fields.append("description") }
            guard !fields.isEmpty else { return nil }
            return descriptor.finding(
                r.id, ["fields": fields.joined(separator: ",")],
                "feature \(r.id) \(fields.joined(separator: " and ")) changed",
                base: b.origin, revision: r.origin)
        }
    }
}
