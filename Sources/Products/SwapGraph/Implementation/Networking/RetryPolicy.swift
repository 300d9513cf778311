import Foundation

/// Exponential backoff for fetches (RETRY-01): base 120 ms, doubling, cap 900 ms, 2 retries after the first failure.
package struct RetryPolicy: Equatable, Sendable {
    /// First delay, seconds.
    package var base: TimeInterval
    /// Longest delay, seconds.
    package var cap: TimeInterval
    /// Retries after the first failure.
    package var maxRetries: Int

    /// The product policy.
    package static let fetch = RetryPolicy(base: 0.120, cap: 0.900, maxRetries: 2)

    /// Creates a policy.
    package init(base: TimeInterval, cap: TimeInterval, maxRetries: Int) {
        self.base = base
        self.cap = cap
        self.maxRetries = maxRetries
    }

    /// Delay before retry `n` (1-based): `min(base × 2^(n−1), cap)`.
    package func delay(beforeRetry n: Int) -> TimeInterval {
        min(base * pow(2, Double(max(0, n - 1))), cap)
    }

    /// Every delay in order (120 ms, 240 ms for the product policy).
    package var delays: [TimeInterval] { (0..<maxRetries).map { delay(beforeRetry: $0 + 1) } }
}

/// Runs a fetch with retries, sleeping through an injected closure (tests record the delays).
package struct FetchRetrier {
    /// The policy.
    package var policy: RetryPolicy
    /// Called with each delay in seconds before a retry.
    package var sleep: (TimeInterval) -> Void

    /// Creates a retrier; the default sleep does nothing (deterministic).
    package init(policy: RetryPolicy = .fetch, sleep: @escaping (TimeInterval) -> Void = { _ in }) {
        self.policy = policy
        self.sleep = sleep
    }

    /// Calls `call` until success, a non-transient error, or the retries run out; returns the last result and
    /// how many calls were made.
    package func run<T>(_ call: () -> APIResult<T>) -> (result: APIResult<T>, attempts: Int) {
        var attempts = 1
        var result = call()
        while let error = result.error, error.isTransient, attempts <= policy.maxRetries {
            sleep(policy.delay(beforeRetry: attempts))
            attempts += 1
            result = call()
        }
        return (result, attempts)
    }
}

/// Cache freshness (FEED-12): refetch on focus when age ≥ TTL.
package enum CacheKind: String, CaseIterable, Sendable {
    case proposals, timeline, receipts

    /// TTL in seconds: proposals 15, timeline 10, receipts 60.
    package var ttl: TimeInterval {
        switch self {
        case .proposals: 15
        case .timeline: 10
        case .receipts: 60
        }
    }

    /// True when a cache fetched at `fetchedAt` must be refetched at `now` (never fetched: true).
    package func needsRefetch(fetchedAt: Date?, now: Date) -> Bool {
        guard let fetchedAt else { return true }
        return now.timeIntervalSince(fetchedAt) >= ttl
    }
}
