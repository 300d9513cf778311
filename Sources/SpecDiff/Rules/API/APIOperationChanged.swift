import SpecModel

/// `api.operation-changed`: a kept endpoint's method or path changed.
enum APIOperationChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.operation-changed", .error, .api, "an endpoint's method or path changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.endpoints.pairs.filter { $0.base.method != $0.revision.method || $0.base.path != $0.revision.path }.map {
            pair in
            let (b, r) = (pair.base, pair.revision)
            let from = "\(b.method.rawValue) \(b.path)"
            let to = "\(r.method.rawValue) \(r.path)"
            return descriptor.finding(
                r.id, ["from": from, "to": to], "endpoint \(r.id) moved from \(from) to \(to)", base: b.origin,
                revision: r.origin)
        }
    }
}
