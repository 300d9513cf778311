import SpecModel

/// API endpoints added and removed, their operation, success status and error statuses.
enum APIEndpointRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("api.endpoint-added", .info, .api, "an endpoint was added")
    static let removed = DiffRuleDescriptor("api.endpoint-removed", .error, .api, "an endpoint was removed")
    static let operationChanged = DiffRuleDescriptor("api.operation-changed", .error, .api, "an endpoint's method or path changed")
    static let successChanged = DiffRuleDescriptor(
        "api.success-status-changed", .error, .api, "the success status was removed (replaced by another)")
    static let errorAdded = DiffRuleDescriptor(
        "api.error-status-added", .warning, .api, "an error status was added: clients may not handle it")
    static let errorRemoved = DiffRuleDescriptor(
        "api.error-status-removed", .warning, .api, "an error status was removed: servers that still return it no longer conform")

    static var rules: [DiffRuleDescriptor] { [added, removed, operationChanged, successChanged, errorAdded, errorRemoved] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for e in c.endpoints.added {
            out.append(added.finding(e.id, [:], "endpoint \(e.id) \(e.method.rawValue) \(e.path) was added", revision: e.origin))
        }
        for e in c.endpoints.removed {
            out.append(removed.finding(e.id, [:], "endpoint \(e.id) \(e.method.rawValue) \(e.path) was removed", base: e.origin))
        }
        for pair in c.endpoints.pairs {
            let (b, r) = (pair.base, pair.revision)
            if b.method != r.method || b.path != r.path {
                out.append(
                    operationChanged.finding(
                        r.id, ["from": "\(b.method.rawValue) \(b.path)", "to": "\(r.method.rawValue) \(r.path)"],
                        "endpoint \(r.id) moved from \(b.method.rawValue) \(b.path) to \(r.method.rawValue) \(r.path)", base: b.origin,
                        revision: r.origin))
            }
            if b.success.status != r.success.status {
                out.append(
                    successChanged.finding(
                        r.id, ["from": String(b.success.status), "to": String(r.success.status)],
                        "endpoint \(r.id) success status \(b.success.status) was removed (now \(r.success.status))", base: b.origin,
                        revision: r.origin))
            }
            let bs = Dictionary(b.errors.map { ($0.status, $0) }, uniquingKeysWith: { first, _ in first })
            let rs = Dictionary(r.errors.map { ($0.status, $0) }, uniquingKeysWith: { first, _ in first })
            for status in Set(rs.keys).subtracting(bs.keys).sorted() {
                let e = rs[status]!
                var args = ["status": String(status)]
                if let code = e.code { args["code"] = code }
                out.append(
                    errorAdded.finding(
                        r.id, args, "endpoint \(r.id) gained error status \(status)\(e.code.map { " (\($0))" } ?? "")", base: b.origin,
                        revision: e.origin))
            }
            for status in Set(bs.keys).subtracting(rs.keys).sorted() {
                let e = bs[status]!
                var args = ["status": String(status)]
                if let code = e.code { args["code"] = code }
                out.append(
                    errorRemoved.finding(
                        r.id, args, "endpoint \(r.id) lost error status \(status)\(e.code.map { " (\($0))" } ?? "")", base: e.origin,
                        revision: r.origin))
            }
        }
        return out
    }
}
