import SpecModel

/// `feature.item-changed`: a kept item's text, type or scope changed: what it requires is not what was verified.
enum FeatureItemChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "feature.item-changed", .warning, .feature,
        "a SHALL statement or acceptance criterion changed its text, type or scope")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.features.pairs.flatMap { pair in
            var base: [String: FeatureItem] = [:]
            for item in pair.base.items { base[item.id] = item }
            return pair.revision.items.compactMap { r -> Finding? in
                guard let b = base[r.id] else { return nil }
                var fields: [String] = []
                if b.text != r.text { fields.append("text") }
                if b.type != r.type { fields.append("type") }
                if b.scope != r.scope { fields.append("scope") }
                guard !fields.isEmpty else { return nil }
                return descriptor.finding(
                    r.id, ["feature": pair.revision.id, "fields": fields.joined(separator: ",")],
                    "\(r.id) \(fields.joined(separator: " and ")) changed", base: b.origin, revision: r.origin)
            }
        }
    }
}
