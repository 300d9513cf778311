import SpecModel

/// `api.response-field-removed`: a kept endpoint's success response lost a field that clients still read.
enum APIResponseFieldRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.response-field-removed", .error, .api, "a response field was removed: clients still read it")

    static func findings(_ c: DiffContext) -> [Finding] {
        EndpointBodies.all(c, side: "response").flatMap { $0.fieldFindings(descriptor, added: false) }
    }
}
