import SpecModel

/// `api.error-status-removed`: a kept endpoint lost an error status; servers that still return it no longer conform.
enum APIErrorStatusRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "api.error-status-removed", .warning, .api,
        "an error status was removed: servers that still return it no longer conform")

    static func findings(_ c: DiffContext) -> [Finding] { EndpointErrors.changes(c, added: false, descriptor) }
}
