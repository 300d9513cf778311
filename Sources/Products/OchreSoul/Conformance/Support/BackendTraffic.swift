import Conformance
import OchreSoul

/// What the fake backend and CDN served to the implementation.
enum BackendTraffic {
    /// The URLs the CDN served since request `mark`.
    static func servedURLs(_ env: AppEnvironment, since mark: Int = 0) -> [String] {
        let all = env.cdn.rangeRequests
        guard mark < all.count else { return [] }
        return all[mark...].map(\.url)
    }

    /// Total backend calls over every endpoint.
    static func backendCalls(_ env: AppEnvironment) -> Int { env.backend.calls.values.reduce(0, +) }
}
