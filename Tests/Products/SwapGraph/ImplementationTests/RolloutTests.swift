import Foundation
import Testing

@testable import SwapGraph

@Suite("Rollout window and failure budget (§15.5, §15.7)")
struct RolloutTests {
    @Test("RT-41 redirects hold both ways: every v2 route with a v1 equivalent resolves back to itself")
    func bothWays() {
        let routes: [Route] = [
            .feed, .opportunity(proposalId: "p"), .locker, .history(filter: .inFlight), .history(filter: .settled),
            .cycle(cycleId: "c"), .receipt(receiptId: "r"),
        ]
        for route in routes {
            let v1 = try! #require(route.v1Path)
            #expect(Router.resolve(v1).route == route)
        }
        #expect(Route.settingsNotifications.v1Path == nil)
    }

    @Test("LC-11 failure budget trips above 2% over the trailing 15 minutes, and recovers as failures age out")
    func budget() {
        var b = FailureBudget()
        for i in 0..<98 { b.record(failed: false, at: at(Double(i))) }
        b.record(failed: true, at: at(100))
        b.record(failed: true, at: at(101))
        #expect(!b.isTripped(now: at(102)))
        b.record(failed: true, at: at(102))
        #expect(b.isTripped(now: at(102)))
        #expect(!b.isTripped(now: at(102 + 900)))
        #expect(FailureBudget().errorRate(now: t0) == 0)
    }

    @Test("G-4 a tripped budget copied into the store pauses mutations; reads still work")
    func pauses() {
        let api = FakeAPI()
        api.proposals = [opportunity("p1")]
        var s = readyStore()
        var b = FailureBudget()
        b.record(failed: true, at: t0)
        s.mutationsEnabled = !b.isTripped(now: t0)
        s.refresh(api: api, now: t0)
        #expect(s.fallback(.feed, now: t0) == .populated)
        #expect(
            s.availability(.accept, id: "p1", now: t0).jsonObject()["disabledReason"] as? String == "mutations_paused")
    }

    @Test("LC-05 fallback and availability render as JSON objects")
    func json() {
        let f = FallbackState.retryable(title: "T", message: "M").jsonObject()
        #expect(f["state"] as? String == "retryable" && f["retry"] as? Bool == true && f["cta"] as? String == "Retry")
        let a = ActionAvailability.evaluate(ActionInputs(action: .openReceipt, cycleState: .completed)).jsonObject()
        #expect(a["enabled"] as? Bool == true && a["pendingLabel"] is NSNull && a["disabledReason"] is NSNull)
        #expect(cycle("c", state: .completed).actions == [.openReceipt])
    }
}
