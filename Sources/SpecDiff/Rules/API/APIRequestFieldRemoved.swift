import SpecModel

/// `api.request-field-removed`: a kept endpoint's request lost a field that existing clients still send.
enum APIRequestFieldRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.request-field-removed", .warning, .api, "a request field was removed: existing clients still send it")

    static func findings(_ c: DiffContext) -> [Finding] {
        EndpointBodies.all(c, side: "request").flatMap { $0.fieldFindings(descriptor, added: false) }
    }
}
