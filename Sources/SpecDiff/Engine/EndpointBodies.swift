import SpecModel

/// The request and response of each endpoint pair: fields (name → type name) compared by name, and body schemas.
struct EndpointBodies {
    var pair: Matching<APIEndpoint>.Pair
    /// `request` or `response`.
    var side: String
    var fields: KeyedDiff<String, String>
    var schemaChanges: [SchemaChange]

    /// Per endpoint pair, its request then its response; only `side` when given.
    static func all(_ c: DiffContext, side only: String? = nil) -> [EndpointBodies] {
        c.endpoints.pairs.flatMap { pair -> [EndpointBodies] in
            let (b, r) = (pair.base, pair.revision)
            let request = EndpointBodies(
                pair: pair, side: "request", base: (b.input?.fields ?? [], b.input?.schema),
                revision: (r.input?.fields ?? [], r.input?.schema))
            let response = EndpointBodies(
                pair: pair, side: "response", base: (b.success.fields, b.success.schema),
                revision: (r.success.fields, r.success.schema))
            return [request, response].filter { only == nil || $0.side == only }
        }
    }

    init(
        pair: Matching<APIEndpoint>.Pair, side: String, base: ([APIEndpoint.Field], JSONNode?),
        revision: ([APIEndpoint.Field], JSONNode?)
    ) {
        self.pair = pair
        self.side = side
        fields = KeyedDiff(base: base.0.map { ($0.name, $0.type) }, revision: revision.0.map { ($0.name, $0.type) })
        schemaChanges = SchemaComparer.compare(base.1?.value ?? .object([:]), revision.1?.value ?? .object([:]))
    }

    /// A finding of `rule` about this side of the endpoint.
    func finding(_ rule: DiffRuleDescriptor, _ arguments: [String: String], _ message: String) -> Finding {
        var args = arguments
        args["side"] = side
        let id = pair.revision.id
        return rule.finding(
            id, args, "endpoint \(id) \(side) \(message)", base: pair.base.origin, revision: pair.revision.origin)
    }

    /// A finding of `rule` per field only one version has: the revision's (`added`) or the base's.
    func fieldFindings(_ rule: DiffRuleDescriptor, added: Bool) -> [Finding] {
        (added ? fields.added : fields.removed).map { field in
            finding(rule, ["field": field.key], "\(added ? "gained" : "lost") field \(field.key)")
        }
    }
}
