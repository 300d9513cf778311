import SpecModel

/// The error statuses of kept endpoints, compared by status.
enum EndpointErrors {
    /// A finding of `rule` per error status only the revision has (`added`) or only the base has, with its code.
    static func changes(_ c: DiffContext, added: Bool, _ rule: DiffRuleDescriptor) -> [Finding] {
        c.endpoints.pairs.flatMap { pair in
            let (b, r) = (pair.base, pair.revision)
            let statuses = KeyedDiff(base: b.errors.map { ($0.status, $0) }, revision: r.errors.map { ($0.status, $0) })
            return (added ? statuses.added : statuses.removed).map { status, e in
                var args = ["status": String(status)]
                if let code = e.code { args["code"] = code }
                let message =
                    "endpoint \(r.id) \(added ? "gained" : "lost") error status \(status)\(e.code.map { " (\($0))" } ?? "")"
                return rule.finding(
                    r.id, args, message, base: added ? b.origin : e.origin, revision: added ? e.origin : r.origin)
            }
        }
    }
}
