import SpecModel

/// `api.success-status-changed`: a kept endpoint answers success with another status; the old one is gone.
enum APISuccessStatusChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.success-status-changed", .error, .api, "the success status was removed (replaced by another)")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.endpoints.pairs.filter { $0.base.success.status != $0.revision.success.status }.map { pair in
            let (b, r) = (pair.base, pair.revision)
            return descriptor.finding(
                r.id, ["from": String(b.success.status), "to": String(r.success.status)],
                "endpoint \(r.id) success status \(b.success.status) was removed (now \(r.success.status))",
                base: b.origin, revision: r.origin)
        }
    }
}
