import SpecModel

/// `api.schema-changed`: a request or success body schema changed; the `change` argument names the event rule that
/// judges that kind of change in a payload, the message says what changed.
enum APISchemaChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.schema-changed", .warning, .api,
        "a request or response body schema changed (see the message for the change)")

    static func findings(_ c: DiffContext) -> [Finding] {
        EndpointBodies.all(c).flatMap { body in
            body.schemaChanges.map { change in
                var args = change.details
                args["property"] = change.path
                args["change"] = SchemaChangeRules.rule(change.kind)?.descriptor.id ?? change.kind.rawValue
                return body.finding(descriptor, args, "schema: \(SchemaChangeRules.message(change))")
            }
        }
    }
}
