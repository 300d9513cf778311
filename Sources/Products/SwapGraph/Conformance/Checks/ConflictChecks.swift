import Conformance
import Foundation
import SwapGraph

/// The conflict rows of §10.2 and §15.3, each through the store with a server that answers as the row says.
enum ConflictChecks {
    static var all: [RuleCheck] {
        [
            expiredOnDetail, acceptedElsewhere, declinedByOther, intentGone, depositDeadline, staleOpportunity,
            expiredWhileOpen,
            cycleChangedElsewhere, receiptWhileOffline, freshnessAfterResume, crossDevice,
        ]
    }

    /// A client on a detail of `p1`, with the server primed.
    static func onDetail(_ prime: (Backend) -> Void = { _ in }) -> (Backend, SwapGraphClient) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1"), Fixtures.opportunity("p2", score: 0.4)]
        prime(backend)
        var client = Fixtures.client(backend)
        client.tapOpportunityCard("p1", now: Fixtures.at(1))
        return (backend, client)
    }

    static let expiredOnDetail = RuleCheck.observing(
        "CONF-01", covers: ["FEED-21", "RETRY-02"],
        title:
            "accept answered 'expired': the banner \"This proposal has expired.\", the card leaves the feed, the detail closes"
    ) { context in
        var (backend, client) = onDetail()
        backend.failures["accept"] = [.expired]
        let result = client.accept("p1", now: Fixtures.at(2))
        try expectEqual(result.banner?.message, try context.copy("proposalExpired"), "the banner")
        try expect(
            !client.feed(now: Fixtures.at(3)).cards.contains { $0.id == "p1" }, "the expired card is still in the feed")
        try expect(client.route == .feed, "the detail did not close (route \(client.route.path))")
        try expect(
            client.feed(now: Fixtures.at(3)).cards.map(\.id) == ["p2"],
            "the feed was not re-ranked to the remaining card")
    }

    static let acceptedElsewhere = RuleCheck.observing(
        "CONF-02", covers: ["OPT-04"],
        title:
            "accept answered with an idempotent success: the same outcome as a fresh accept (card removed, History), plus the already-handled toast; a second proposal's accept succeeds on its own (one accept_succeeded each)"
    ) { context in
        var (backend, client) = onDetail()
        backend.answers["accept"] = .idempotentSuccess(Ack())
        let result = client.accept("p1", now: Fixtures.at(2))
        try expect(result.outcome == .idempotentSucceeded, "the outcome was \(result.outcome)")
        try expect(result.removedCardId == "p1" && result.toast != nil, "no card removal or toast")
        try expectEqual(
            client.route.path,
            Route.history(filter: HistoryFilter(rawValue: try context.string("RULE-BRIDGE", "filter"))).path,
            "the route")
        backend.answers["accept"] = .success(Ack())
        client.tapOpportunityCard("p2", now: Fixtures.at(4))
        try expect(
            client.accept("p2", now: Fixtures.at(5)).outcome == .succeeded, "a second proposal could not be accepted")
        try context.expectConforming(Fixtures.events(client))
    }

    static let declinedByOther = RuleCheck.observing(
        "CONF-03", title: "accept answered 'conflict': \"Cycle no longer available.\" and the card leaves"
    ) { context in
        var (backend, client) = onDetail()
        backend.failures["accept"] = [.conflict]
        let result = client.accept("p1", now: Fixtures.at(2))
        try expectEqual(result.banner?.message, try context.copy("cycleUnavailable"), "the banner")
        try expect(!client.feed(now: Fixtures.at(3)).cards.contains { $0.id == "p1" }, "the card is still in the feed")
    }

    static let intentGone = RuleCheck.observing(
        "CONF-04", covers: ["RT-45"],
        title:
            "saving an edited intent answered 404: \"Intent no longer exists.\", the composer closes, the intent leaves"
    ) { context in
        let backend = Backend()
        var store = Fixtures.store()
        let item = Fixtures.asset("a1", demand: 3)
        store.inventory = [item]
        store.intents = [Intent(intentId: "i1", offeringAsset: item, wantTarget: "Knives", state: .watching)]
        store.openComposer(offering: item)
        backend.failures["editIntent"] = [.notFound]
        let result = try require(
            store.submitComposer(newIntentId: "unused", api: backend, now: Fixtures.at(1)), "the edit was not submitted"
        )
        try expect(backend.count("editIntent") == 1, "the composer did not save through edit_intent")
        try expectEqual(result.banner?.message, try context.copy("intentGone"), "the banner")
        try expect(result.closesComposer && store.composer == nil, "the composer did not close")
        try expect(store.intents.isEmpty, "the vanished intent is still listed")
    }

    static let depositDeadline = RuleCheck.expecting(
        "CONF-05", covers: ["RETRY-04"],
        title:
            "confirm answered 'deadline': the timeline is fetched again, the cycle shows the server's state, the button is enabled for a retry"
    ) {
        let backend = Backend()
        backend.timeline = [Fixtures.cycle("c1")]
        var client = Fixtures.client(backend)
        backend.failures["confirmDeposit"] = [.deadline]
        backend.timeline = [Fixtures.cycle("c1", state: .failed)]
        let before = backend.count("fetchTimeline")
        let result = client.confirmDeposit("c1", now: Fixtures.at(1))
        try expect(
            result.refreshesTimeline && backend.count("fetchTimeline") == before + 1,
            "the timeline was not fetched again")
        try expect(client.store.cycles.first?.state == .failed, "the cycle did not take the server's state")
        try expect(client.store.mutationState("cycle:c1") == .failed, "the mutation state is not failed")
    }

    static let staleOpportunity = RuleCheck.expecting(
        "CONF-06", covers: ["RT-44"],
        title: "tapping a cached card whose detail answers 404 removes the card and stays on the feed"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var client = Fixtures.client(backend)
        backend.proposals = []
        client.tapOpportunityCard("p1", now: Fixtures.at(1))
        try expect(client.route == .feed, "a vanished opportunity's detail opened")
        try expect(
            !client.feed(now: Fixtures.at(2)).cards.contains { $0.id == "p1" }, "the stale card is still in the feed")
    }

    static let expiredWhileOpen = RuleCheck.observing(
        "CONF-07", covers: ["RT-46"],
        title:
            "decline on an open detail answered 'expired': the detail closes, the card leaves, no second call on a repeat"
    ) { context in
        var (backend, client) = onDetail()
        backend.failures["decline"] = [.expired]
        let result = client.decline("p1", now: Fixtures.at(2))
        try expectEqual(result.banner?.message, try context.copy("proposalExpired"), "the banner")
        try expect(client.route == .feed, "the detail did not close")
        let again = client.decline("p1", now: Fixtures.at(3))
        try expect(!again.apiCalled, "a decline of an expired proposal called the server again")
    }

    static let cycleChangedElsewhere = RuleCheck.expecting(
        "CONF-08", covers: ["HIST-15"],
        title:
            "an active push for a cycle changed elsewhere disables its deposit with 'refreshing' until the timeline is fetched again; offline it stays disabled until the refetch"
    ) {
        let backend = Backend()
        backend.timeline = [Fixtures.cycle("c1")]
        var store = Fixtures.store(backend)
        store.connectionLost()
        store.cycleChanged("c1", api: backend, now: Fixtures.at(1))
        try expect(
            store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(1)).disabledReason == .offline,
            "offline deposit not disabled")
        store.connectivity.apply(.restored)
        try expect(
            store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(2)).disabledReason == .refreshing,
            "a stale cycle's deposit is enabled before the refetch")
        store.focus(.history, api: backend, now: Fixtures.at(30))
        try expect(
            store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(31)).enabled,
            "the deposit stayed disabled after the refetch")
        store.cycleChanged("c1", api: backend, now: Fixtures.at(40))
        try expect(
            store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(41)).enabled,
            "online, the push did not refetch the timeline")
    }

    static let receiptWhileOffline = RuleCheck.expecting(
        "CONF-09", covers: ["HIST-16"],
        title:
            "receipts pushed offline become a badge delta; the reconnect fetches them, marks them new and clears the badge"
    ) {
        let backend = Backend()
        var store = Fixtures.store()
        store.connectionLost()
        store.receiptArrived("r1", api: backend, now: Fixtures.at(1))
        store.receiptArrived("r2", api: backend, now: Fixtures.at(2))
        store.receiptArrived("r1", api: backend, now: Fixtures.at(3))
        try expectEqual(store.historyBadgeDelta, 2, "the badge delta offline")
        try expect(backend.calls.isEmpty, "offline pushes called the server")
        backend.receipts = [Fixtures.receipt("r1", cycle: "c1"), Fixtures.receipt("r2", cycle: "c2")]
        store.connectionRestored(api: backend, now: Fixtures.at(10))
        try expectEqual(store.historyBadgeDelta, 0, "the badge after reconciling")
        try expect(store.newReceipts == ["r1", "r2"], "the reconciled receipts are not marked new")
    }

    static let freshnessAfterResume = RuleCheck.expecting(
        "CONF-10", covers: ["FEED-14"],
        title:
            "after a foreground resume, a mutation is refused ('refreshing') until Feed and History are fetched again, which the resume does in full"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var store = Fixtures.store(backend)
        store.foregroundResumed()
        let refused = store.perform(.accept(proposalId: "p1"), api: backend, now: Fixtures.at(1))
        try expect(
            refused.outcome == .refused(.refreshing) && !refused.apiCalled,
            "a mutation ran before the refresh: \(refused.outcome)")
        backend.failures["fetchReceipts"] = [.http(500), .http(500), .http(500)]
        store.refresh(api: backend, now: Fixtures.at(2))
        try expect(
            store.availability(.accept, id: "p1", now: Fixtures.at(2)).disabledReason == .refreshing,
            "a failed refresh allowed mutations")
        let before = backend.calls.count
        var client = Fixtures.client(backend)
        client.foregroundResumed(now: Fixtures.at(3))
        let fetched = Set(backend.calls.dropFirst(before + 3))
        try expect(
            fetched.isSuperset(of: ["fetchProposals", "fetchTimeline", "fetchReceipts"]),
            "the resume did not refetch every cache: \(fetched.sorted())")
        try expect(
            client.store.availability(.accept, id: "p1", now: Fixtures.at(3)).enabled,
            "mutations stayed refused after the refresh")
    }

    static let crossDevice = RuleCheck.observing(
        "SC-RL-04", covers: ["CONF-11"],
        title:
            "cross-device reconciliation: a proposal accepted on another device resolves idempotently, one declined there is removed, a cycle changed there waits for the refetch; each leaves one consistent feed"
    ) { context in
        var (backend, client) = onDetail()
        backend.answers["accept"] = .idempotentSuccess(Ack())
        backend.failures["decline"] = [.conflict]
        try expect(
            client.accept("p1", now: Fixtures.at(2)).outcome == .idempotentSucceeded,
            "accepted elsewhere did not resolve idempotently")
        try expectEqual(
            client.decline("p2", now: Fixtures.at(3)).banner?.message, try context.copy("cycleUnavailable"),
            "the banner for a proposal declined elsewhere")
        let ids = client.feed(now: Fixtures.at(4)).cards.map(\.id)
        try expect(
            !ids.contains("p1") && !ids.contains("p2"), "a proposal handled elsewhere is still in the feed: \(ids)")
        try context.expectConforming(Fixtures.events(client))
    }
}
