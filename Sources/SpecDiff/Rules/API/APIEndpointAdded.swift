import SpecModel

/// `api.endpoint-added`: an endpoint the base does not define.
enum APIEndpointAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("api.endpoint-added", .info, .api, "an endpoint was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.endpoints.added.map {
            descriptor.finding(
                $0.id, [:], "endpoint \($0.id) \($0.method.rawValue) \($0.path) was added", revision: $0.origin)
        }
    }
}
