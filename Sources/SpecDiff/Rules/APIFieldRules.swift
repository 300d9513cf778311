import SpecModel

/// Request and response fields of an endpoint (field → type name), and their body schemas.
enum APIFieldRules: DiffRuleSet {
    static let requestAdded = DiffRuleDescriptor(
        "api.request-field-added", .warning, .api, "a request field was added: existing clients do not send it")
    static let requestRemoved = DiffRuleDescriptor(
        "api.request-field-removed", .warning, .api, "a request field was removed: existing clients still send it")
    static let responseAdded = DiffRuleDescriptor("api.response-field-added", .info, .api, "a response field was added")
    static let responseRemoved = DiffRuleDescriptor(
        "api.response-field-removed", .error, .api, "a response field was removed: clients still read it")
    static let typeChanged = DiffRuleDescriptor("api.field-type-changed", .error, .api, "a request or response field changed type")
    static let schemaChanged = DiffRuleDescriptor(
        "api.schema-changed", .warning, .api, "a request or response body schema changed (see the message for the change)")

    static var rules: [DiffRuleDescriptor] { [requestAdded, requestRemoved, responseAdded, responseRemoved, typeChanged, schemaChanged] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for pair in c.endpoints.pairs {
            let (b, r) = (pair.base, pair.revision)
            let sides: [(String, [APIEndpoint.Field], [APIEndpoint.Field], DiffRuleDescriptor, DiffRuleDescriptor, JSONNode?, JSONNode?)] = [
                ("request", b.input?.fields ?? [], r.input?.fields ?? [], requestAdded, requestRemoved, b.input?.schema, r.input?.schema),
                ("response", b.success.fields, r.success.fields, responseAdded, responseRemoved, b.success.schema, r.success.schema),
            ]
            for (side, bf, rf, addRule, removeRule, bSchema, rSchema) in sides {
                let bt = Dictionary(bf.map { ($0.name, $0.type) }, uniquingKeysWith: { x, _ in x })
                let rt = Dictionary(rf.map { ($0.name, $0.type) }, uniquingKeysWith: { x, _ in x })
                for name in Set(rt.keys).subtracting(bt.keys).sorted() {
                    out.append(
                        addRule.finding(
                            r.id, ["side": side, "field": name], "endpoint \(r.id) \(side) gained field \(name)", base: b.origin,
                            revision: r.origin))
                }
                for name in Set(bt.keys).subtracting(rt.keys).sorted() {
                    out.append(
                        removeRule.finding(
                            r.id, ["side": side, "field": name], "endpoint \(r.id) \(side) lost field \(name)", base: b.origin,
                            revision: r.origin))
                }
                for name in Set(bt.keys).intersection(rt.keys).sorted() where bt[name] != rt[name] {
                    out.append(
                        typeChanged.finding(
                            r.id, ["side": side, "field": name, "from": bt[name] ?? "", "to": rt[name] ?? ""],
                            "endpoint \(r.id) \(side) field \(name) changed type from \(bt[name] ?? "") to \(rt[name] ?? "")",
                            base: b.origin, revision: r.origin))
                }
                let changes = SchemaComparer.compare(bSchema?.value ?? .object([:]), rSchema?.value ?? .object([:]))
                for change in changes {
                    var args = change.details
                    args["side"] = side
                    args["property"] = change.path
                    args["change"] = EventSchemaRules.descriptor(change.kind).id
                    out.append(
                        schemaChanged.finding(
                            r.id, args, "endpoint \(r.id) \(side) schema: \(EventSchemaRules.message(change))", base: b.origin,
                            revision: r.origin))
                }
            }
        }
        return out
    }
}
