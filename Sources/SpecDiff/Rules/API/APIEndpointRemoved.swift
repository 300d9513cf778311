import SpecModel

/// `api.endpoint-removed`: an endpoint gone from the revision while clients still call it.
enum APIEndpointRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("api.endpoint-removed", .error, .api, "an endpoint was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.endpoints.removed.map {
            descriptor.finding(
                $0.id, [:], "endpoint \($0.id) \($0.method.rawValue) \($0.path) was removed", base: $0.origin)
        }
    }
}
