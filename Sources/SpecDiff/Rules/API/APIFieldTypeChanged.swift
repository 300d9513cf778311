import SpecModel

/// `api.field-type-changed`: a request or response field both versions have changed its type name.
enum APIFieldTypeChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.field-type-changed", .error, .api, "a request or response field changed type")

    static func findings(_ c: DiffContext) -> [Finding] {
        EndpointBodies.all(c).flatMap { body in
            body.fields.kept.filter { $0.base != $0.revision }.map { field in
                body.finding(
                    descriptor, ["field": field.key, "from": field.base, "to": field.revision],
                    "field \(field.key) changed type from \(field.base) to \(field.revision)")
            }
        }
    }
}
