import Foundation
import Testing

@testable import SwapGraph

@Suite("Retry and cache freshness (RETRY-01, FEED-12)")
struct NetworkingTests {
    @Test("RETRY-01 delays 120 ms then 240 ms, doubling capped at 900 ms")
    func delays() {
        #expect(RetryPolicy.fetch.delays == [0.120, 0.240])
        let long = RetryPolicy(base: 0.120, cap: 0.900, maxRetries: 5)
        #expect(long.delays == [0.120, 0.240, 0.480, 0.900, 0.900])
    }

    @Test("RETRY-01 a transient failure is retried twice (3 calls), sleeping 120 and 240 ms")
    func retries() {
        var slept: [TimeInterval] = []
        var calls = 0
        let retrier = FetchRetrier(sleep: { slept.append($0) })
        let out = retrier.run { () -> APIResult<Int> in
            calls += 1
            return .failure(.http(503))
        }
        #expect(out.attempts == 3 && calls == 3 && slept == [0.120, 0.240])
        #expect(out.result.error == .http(503))
    }

    @Test("RETRY-01 recovery on the second call stops retrying")
    func recovers() {
        var calls = 0
        let out = FetchRetrier().run { () -> APIResult<Int> in
            calls += 1
            return calls == 1 ? .failure(.transport) : .success(7)
        }
        #expect(out.attempts == 2 && out.result.value == 7)
    }

    @Test("RETRY-07 RETRY-08 401, 403, decoding and 409 are not retried")
    func notRetried() {
        for error in [APIError.http(401), .http(403), .decoding, .conflict, .http(400)] {
            var slept: [TimeInterval] = []
            let out = FetchRetrier(sleep: { slept.append($0) }).run { () -> APIResult<Int> in .failure(error) }
            #expect(out.attempts == 1 && slept.isEmpty)
        }
    }

    @Test("FEED-12 TTLs: proposals 15 s, timeline 10 s, receipts 60 s; refetch when age ≥ TTL")
    func ttl() {
        #expect(CacheKind.proposals.ttl == 15 && CacheKind.timeline.ttl == 10 && CacheKind.receipts.ttl == 60)
        #expect(!CacheKind.proposals.needsRefetch(fetchedAt: t0, now: at(14.9)))
        #expect(CacheKind.proposals.needsRefetch(fetchedAt: t0, now: at(15)))
        #expect(CacheKind.timeline.needsRefetch(fetchedAt: nil, now: t0))
    }
}
