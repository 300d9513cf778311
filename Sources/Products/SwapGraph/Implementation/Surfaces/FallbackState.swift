import Foundation

/// What a surface renders (§4.1): exactly one of nine states.
package enum FallbackState: Equatable, Sendable {
    case loading(message: String)
    case empty(title: String, message: String)
    case populated
    case retryable(title: String, message: String)
    case blocked(title: String, message: String)
    case failure(title: String, message: String)
    case offlineCached(savedAt: Date)
    case offlineEmpty
    case stale

    /// The case name: loading, empty, populated, retryable, blocked, failure, offlineCached, offlineEmpty, stale.
    package var name: String {
        switch self {
        case .loading: "loading"
        case .empty: "empty"
        case .populated: "populated"
        case .retryable: "retryable"
        case .blocked: "blocked"
        case .failure: "failure"
        case .offlineCached: "offlineCached"
        case .offlineEmpty: "offlineEmpty"
        case .stale: "stale"
        }
    }

    /// Only `retryable` offers a retry button.
    package var hasRetry: Bool { if case .retryable = self { true } else { false } }
    /// `failure` offers "Contact support".
    package var ctaLabel: String? {
        switch self {
        case .retryable: "Retry"
        case .failure: "Contact support"
        default: nil
        }
    }
    /// Whether cached or live cards are shown.
    package var showsCards: Bool {
        switch self {
        case .populated, .stale, .offlineCached: true
        default: false
        }
    }
}

extension FallbackState {
    /// `{state, title?, message?, savedAt?, retry, cta}`.
    package func jsonObject() -> [String: Any] {
        var object: [String: Any] = ["state": name, "retry": hasRetry, "cta": ctaLabel as Any? ?? NSNull()]
        switch self {
        case .loading(let message): object["message"] = message
        case .empty(let t, let m), .retryable(let t, let m), .blocked(let t, let m), .failure(let t, let m):
            object["title"] = t
            object["message"] = m
        case .offlineCached(let savedAt): object["savedAt"] = savedAt.timeIntervalSince1970
        case .populated, .offlineEmpty, .stale: break
        }
        return object
    }
}
