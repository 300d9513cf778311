import SpecModel

/// `api.request-field-added`: a kept endpoint's request gained a field that existing clients do not send.
enum APIRequestFieldAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.request-field-added", .warning, .api, "a request field was added: existing clients do not send it")

    static func findings(_ c: DiffContext) -> [Finding] {
        EndpointBodies.all(c, side: "request").flatMap { $0.fieldFindings(descriptor, added: true) }
    }
}
