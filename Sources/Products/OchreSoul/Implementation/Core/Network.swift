import Foundation

/// Shared connectivity state: the fakes consult it, the product reads it to choose offline paths.
package final class Network {
    /// Whether the device is online.
    package var isOnline: Bool

    /// Creates a connectivity state.
    package init(isOnline: Bool = true) { self.isOnline = isOnline }
}

/// A coarse failure from a remote call, as the product sees it.
package enum RemoteError: Error, Equatable, Sendable {
    /// No connectivity or the request timed out.
    case network
    /// The call timed out.
    case timeout
    /// HTTP 403 sign_in_required.
    case signInRequired
    /// HTTP 402 paywall.
    case paywall
    /// HTTP 404 not_found.
    case notFound
    /// Rate limited.
    case rateLimited
    /// A retryable backend error.
    case server
    /// Request rejected as invalid (validation error, version mismatch, invalid receipt ...).
    case rejected(String)
    /// Authentication/session error.
    case unauthorised
}
