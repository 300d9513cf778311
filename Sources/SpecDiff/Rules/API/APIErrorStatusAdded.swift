import SpecModel

/// `api.error-status-added`: a kept endpoint may answer with an error status it did not have; clients may not handle it.
enum APIErrorStatusAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.error-status-added", .warning, .api, "an error status was added: clients may not handle it")

    static func findings(_ c: DiffContext) -> [Finding] { EndpointErrors.changes(c, added: true, descriptor) }
}
