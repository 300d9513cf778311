import Foundation
import Testing

@testable import SwapGraph

@Suite("Fallback state (§4.1, RETRY-06…08) and copy (§4.3, §4.4)")
struct FallbackTests {
    func resolve(_ fetch: FetchPhase, offline: Bool = false, cache: Bool = false, items: Int = 0) -> FallbackState {
        FallbackResolver.resolve(
            fetch: fetch, connectivity: offline ? .offline : .online, hasCache: cache, itemCount: items, savedAt: t0)
    }

    @Test("LC-05 offline, loading, stale, empty, populated")
    func basics() {
        #expect(resolve(.succeeded, offline: true, cache: true) == .offlineCached(savedAt: t0))
        #expect(resolve(.inFlight, offline: true) == .offlineEmpty)
        #expect(resolve(.inFlight).name == "loading")
        #expect(resolve(.inFlight, cache: true) == .stale)
        #expect(
            resolve(.succeeded)
                == .empty(title: "All caught up", message: "The matcher is watching. New opportunities appear here."))
        #expect(resolve(.succeeded, items: 2) == .populated)
    }

    @Test("RETRY-06…08 status classes: retryable, blocked, failure")
    func classes() {
        for s in [408, 429, 500, 501, 502, 503, 504] { #expect(resolve(.failed(.http(s))).name == "retryable") }
        #expect(resolve(.failed(.transport)).name == "retryable")
        #expect(resolve(.failed(.conflict)).name == "retryable")
        #expect(resolve(.failed(.http(401))).name == "blocked")
        #expect(resolve(.failed(.http(403))).name == "blocked")
        #expect(resolve(.failed(.decoding)).name == "failure")
        #expect(resolve(.failed(.http(505))).name == "failure")
        #expect(resolve(.failed(.http(400))).name == "failure")
        #expect(resolve(.failed(.http(500))).hasRetry)
        #expect(!resolve(.failed(.http(401))).hasRetry)
        #expect(resolve(.failed(.decoding)).ctaLabel == "Contact support")
    }

    @Test("FEED-23 LOCK-16 HIST-18 empty-state copy exactly as §4.3")
    func emptyCopy() {
        #expect(EmptyStateCopy.feedNoIntents.heading == "Post your first intent")
        #expect(EmptyStateCopy.feedNoIntents.body == "Tell us what you'd trade for and the matcher starts working.")
        #expect(
            EmptyStateCopy.lockerEmpty
                == EmptyStateCopy(
                    heading: "Connect your inventory", body: "Link your Steam account to populate your locker.",
                    cta: "Connect Steam"))
        #expect(EmptyStateCopy.lockerPrompt.body == "Tap any item to start trading")
        #expect(EmptyStateCopy.historyEmpty.cta == "Open Feed")
        #expect(EmptyStateCopy.historyFiltered.body == "Try 'All' to see everything.")
    }

    @Test("LC-10 offline banners name the surface; back online is a signal banner")
    func banners() {
        let cached = OfflineBannerCopy.banner(for: .offlineCached(savedAt: at(3600 + 5 * 60)), surface: .history)
        #expect(cached?.title == "Offline mode" && cached?.tone == .caution)
        let expectedTime = OfflineBannerCopy.timeText(at(3900))
        #expect(cached?.message == "Showing cached history data from \(expectedTime). Values may be stale.")
        #expect(OfflineBannerCopy.noCache(surface: .locker).message == "No cached locker data available yet.")
        #expect(
            OfflineBannerCopy.backOnline
                == Banner(tone: .signal, title: "Back online", message: "Refreshing latest marketplace state."))
        #expect(OfflineBannerCopy.timeText(Date(timeIntervalSince1970: 9 * 3600 + 5 * 60)) == "09:05")
    }
}
