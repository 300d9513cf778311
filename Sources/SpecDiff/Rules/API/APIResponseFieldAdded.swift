import SpecModel

/// `api.response-field-added`: a kept endpoint's success response gained a field.
enum APIResponseFieldAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("api.response-field-added", .info, .api, "a response field was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        EndpointBodies.all(c, side: "response").flatMap { $0.fieldFindings(descriptor, added: true) }
    }
}
