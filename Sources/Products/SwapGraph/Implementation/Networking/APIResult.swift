import Foundation

/// A failed API call, typed.
package enum APIError: Error, Equatable, Hashable, Sendable {
    /// The proposal expired (CONF-01).
    case expired
    /// 409 conflict, e.g. declined by another participant (CONF-03).
    case conflict
    /// 404 (CONF-04, CONF-06).
    case notFound
    /// Deposit window passed (CONF-05).
    case deadline
    /// Any other HTTP status.
    case http(Int)
    /// Network transport failure.
    case transport
    /// Undecodable response.
    case decoding
    /// No connectivity; nothing was sent.
    case offline

    /// The code shown in "… failed: {code}".
    package var code: String {
        switch self {
        case .expired: "expired"
        case .conflict: "conflict"
        case .notFound: "not_found"
        case .deadline: "deadline"
        case .http(let status): "http_\(status)"
        case .transport: "transport"
        case .decoding: "decoding"
        case .offline: "offline"
        }
    }

    /// The HTTP status this error stands for, when it has one.
    package var status: Int? {
        switch self {
        case .conflict: 409
        case .notFound: 404
        case .http(let s): s
        default: nil
        }
    }

    /// Retryable (408, 429, 500…504, transport, 409), blocked (401, 403), failure (anything else).
    package var fallbackClass: FallbackClass {
        switch self {
        case .transport, .conflict, .http(409): return .retryable
        case .http(let s) where s == 408 || s == 429 || (500...504).contains(s): return .retryable
        case .http(401), .http(403): return .blocked
        default: return .failure
        }
    }

    /// Transient for fetch retries: 408, 429, 500…504 and transport (not 409, 401, 403, decoding).
    package var isTransient: Bool {
        switch self {
        case .transport: true
        case .http(let s): s == 408 || s == 429 || (500...504).contains(s)
        default: false
        }
    }
}

/// Error classes of the fallback state.
package enum FallbackClass: String, Sendable {
    case retryable, blocked, failure
}

/// The result of an API call: success, idempotent success (already done elsewhere) or a typed error.
package enum APIResult<Value: Sendable>: Sendable {
    case success(Value)
    case idempotentSuccess(Value)
    case failure(APIError)

    /// The value on either success.
    package var value: Value? {
        switch self {
        case .success(let v), .idempotentSuccess(let v): v
        case .failure: nil
        }
    }

    /// The error, if failed.
    package var error: APIError? { if case .failure(let e) = self { e } else { nil } }
}

/// The empty body of a mutation acknowledgement.
package struct Ack: Equatable, Sendable {
    /// Creates an ack.
    package init() {}
}
