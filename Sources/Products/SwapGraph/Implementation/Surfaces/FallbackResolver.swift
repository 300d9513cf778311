import Foundation

/// Where the surface's fetch stands.
package enum FetchPhase: Equatable, Sendable {
    /// Not started yet, or in flight.
    case inFlight
    /// Finished successfully.
    case succeeded
    /// Finished with an error (after retries).
    case failed(APIError)
}

/// Maps fetch, connectivity and cache to a ``FallbackState`` (§4.1, RETRY-06…08).
package enum FallbackResolver {
    /// Resolves the surface state. Offline wins; then in-flight (loading without cache, stale with it); then the
    /// result: empty/populated on success, retryable for 408/429/500…504/transport/409, blocked for 401/403,
    /// failure otherwise.
    package static func resolve(
        fetch: FetchPhase, connectivity: ConnectivityLifecycle.State, hasCache: Bool, itemCount: Int,
        surface: Surface = .feed, savedAt: Date? = nil, emptyCopy: EmptyStateCopy? = nil
    ) -> FallbackState {
        if connectivity == .offline {
            return hasCache ? .offlineCached(savedAt: savedAt ?? .distantPast) : .offlineEmpty
        }
        switch fetch {
        case .inFlight:
            return hasCache ? .stale : .loading(message: "Loading \(surface.rawValue)...")
        case .succeeded:
            if itemCount > 0 { return .populated }
            let copy = emptyCopy ?? EmptyStateCopy.standard(surface)
            return .empty(title: copy.heading, message: copy.body)
        case .failed(let error):
            switch error.fallbackClass {
            case .retryable:
                return .retryable(
                    title: "Something went wrong", message: "We couldn't load \(surface.rawValue). Try again.")
            case .blocked:
                if case .http(401) = error {
                    return .blocked(title: "Session expired", message: "Sign in again to continue.")
                }
                return .blocked(
                    title: "Access denied", message: "Your account does not have access to \(surface.rawValue).")
            case .failure:
                return .failure(title: "Unexpected response", message: "Contact support if this keeps happening.")
            }
        }
    }
}
