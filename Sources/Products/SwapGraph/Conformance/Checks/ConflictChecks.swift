import Conformance
import Foundation
import SwapGraph

/// The conflict rows of §10.2 and §15.3, each through the client or its store with a server that answers as the row
/// says.
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
        "CONF-01", covers: ["FEED-21"],
        title:
            "accept answered 'expired': the banner \"This proposal has expired.\", the card leaves the feed, the detail closes, the feed is re-ranked"
    ) { context in
        var (backend, client) = onDetail()
        backend.failures["accept"] = [.expired]
        let result = client.accept("p1", now: Fixtures.at(2))
        try expectEqual(result.banner?.message, try context.copy("proposalExpired"), "the banner")
        try expect(
            !client.feed(now: Fixtures.at(3)).cards.contains { $0.id == "p1" },
            "a proposal the server answered expired leaves the feed", proves: "FEED-21")
        try expect(client.route == .feed, "the detail did not close (route \(client.route.path))")
        try expect(
            client.feed(now: Fixtures.at(3)).cards.map(\.id) == ["p2"],
            "the feed is re-ranked to the remaining card p2 after the expired one left", proves: "FEED-21")
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
        try expect(
            !client.feed(now: Fixtures.at(3)).cards.contains { $0.id == "p1" }
                && client.store.mutationState("proposal:p1") == .succeeded,
            "a confirmed accept keeps its optimistic removal: the card stays out of the feed and the mutation is succeeded",
            proves: "OPT-04")
        try expectEqual(
            client.route.path,
            Route.history(filter: HistoryFilter(rawValue: try context.string("RULE-BRIDGE", "filter"))).path,
            "after a confirmed accept the outcome fires: the route", proves: "OPT-04")
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
            "saving an edited intent answered 404: \"Intent no longer exists.\", the composer closes back to the Locker, the intent leaves"
    ) { context in
        let backend = Backend()
        var client = Fixtures.client(backend)
        let item = Fixtures.asset("a1", demand: 3)
        client.store.inventory = [item]
        client.store.intents = [Intent(intentId: "i1", offeringAsset: item, wantTarget: "Knives", state: .watching)]
        client.tapLockerItem("a1", now: Fixtures.at(1))
        backend.failures["editIntent"] = [.notFound]
        let result = try require(
            client.submitComposer(newIntentId: "unused", now: Fixtures.at(2)), "the edit was not submitted")
        try expect(backend.count("editIntent") == 1, "the composer did not save through edit_intent")
        try expectEqual(result.banner?.message, try context.copy("intentGone"), "the banner")
        try expect(
            result.closesComposer && client.store.composer == nil && client.route == .locker,
            "an intent save answered 404 closes the composer sheet, back on the Locker", proves: "RT-45")
        try expect(client.store.intents.isEmpty, "the vanished intent is still listed")
    }

    static let depositDeadline = RuleCheck.observing(
        "CONF-05",
        title:
            "confirm answered 'deadline': the banner \"Deposit failed: deadline\", the timeline is fetched again, the cycle takes the server's state (failed), the mutation ends failed"
    ) { context in
        let backend = Backend()
        backend.timeline = [Fixtures.cycle("c1")]
        var client = Fixtures.client(backend)
        backend.failures["confirmDeposit"] = [.deadline]
        backend.timeline = [Fixtures.cycle("c1", state: .failed)]
        let before = backend.count("fetchTimeline")
        let result = client.confirmDeposit("c1", now: Fixtures.at(1))
        try expectEqual(
            result.banner?.message, try context.copy("depositFailed", ["code": APIError.deadline.code]), "the banner")
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
        try expect(
            client.route == .feed, "tapping a card whose detail answers 404 opens no detail: the route stays #/feed",
            proves: "RT-44")
        try expect(
            !client.feed(now: Fixtures.at(2)).cards.contains { $0.id == "p1" },
            "the card whose detail answered 404 is removed from the feed", proves: "RT-44")
    }

    static let expiredWhileOpen = RuleCheck.observing(
        "CONF-07", covers: ["RT-46"],
        title:
            "on an open detail, decline answered 'expired' or accept answered 'conflict' (declined elsewhere): the detail closes and the card leaves; no second call on a repeat"
    ) { context in
        var (backend, client) = onDetail()
        backend.failures["decline"] = [.expired]
        let result = client.decline("p1", now: Fixtures.at(2))
        try expectEqual(result.banner?.message, try context.copy("proposalExpired"), "the banner")
        try expect(
            client.route == .feed && !client.feed(now: Fixtures.at(3)).cards.contains { $0.id == "p1" },
            "a proposal that expired while its detail was open: the detail closes to #/feed and the card leaves",
            proves: "RT-46")
        let again = client.decline("p1", now: Fixtures.at(3))
        try expect(!again.apiCalled, "a decline of an expired proposal called the server again")
        client.tapOpportunityCard("p2", now: Fixtures.at(4))
        try expect(client.route == .opportunity(proposalId: "p2"), "the second detail did not open")
        backend.failures["accept"] = [.conflict]
        _ = client.accept("p2", now: Fixtures.at(5))
        try expect(
            client.route == .feed && !client.feed(now: Fixtures.at(6)).cards.contains { $0.id == "p2" },
            "a proposal declined elsewhere while its detail was open: the detail closes to #/feed and the card leaves",
            proves: "RT-46")
    }

    static let cycleChangedElsewhere = RuleCheck.expecting(
        "CONF-08", covers: ["HIST-15"],
        title:
            "an active push for a cycle changed elsewhere disables its deposit with 'refreshing' until the timeline is fetched again (at once online, on History focus after a reconnect)"
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
            "a cycle changed elsewhere keeps its deposit disabled ('refreshing') until it is rehydrated",
            proves: "HIST-15")
        backend.timeline = [Fixtures.cycle("c1", latest: 25)]
        let fetches = backend.count("fetchTimeline")
        store.focus(.history, api: backend, now: Fixtures.at(30))
        try expect(
            backend.count("fetchTimeline") == fetches + 1 && store.cycles.first?.latestEventAt == Fixtures.at(25)
                && store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(31)).enabled,
            "History focus refetches the changed cycle, shows the server's timeline and re-enables its deposit",
            proves: "HIST-15")
        let online = backend.count("fetchTimeline")
        backend.timeline = [Fixtures.cycle("c1", latest: 35)]
        store.cycleChanged("c1", api: backend, now: Fixtures.at(40))
        try expect(
            backend.count("fetchTimeline") == online + 1 && store.cycles.first?.latestEventAt == Fixtures.at(35)
                && store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(41)).enabled,
            "online, the push refetches the timeline at once and the deposit is enabled on the fresh cycle",
            proves: "HIST-15")
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
        try expectEqual(
            store.historyBadgeDelta, 2, "the badge delta after two receipts pushed offline", proves: "HIST-16")
        try expect(backend.calls.isEmpty, "offline pushes called the server")
        backend.receipts = [Fixtures.receipt("r1", cycle: "c1"), Fixtures.receipt("r2", cycle: "c2")]
        store.connectionRestored(api: backend, now: Fixtures.at(10))
        try expectEqual(store.historyBadgeDelta, 0, "the badge after the reconnect reconciled", proves: "HIST-16")
        try expect(
            store.newReceipts == ["r1", "r2"], "the reconnect marks the reconciled receipts as new",
            proves: "HIST-16")
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
        var client = Fixtures.client(backend)
        let before = backend.calls.count
        client.foregroundResumed(now: Fixtures.at(3))
        let fetched = Set(backend.calls.dropFirst(before))
        try expect(
            fetched.isSuperset(of: ["fetchProposals", "fetchTimeline", "fetchReceipts"]),
            "a return from the background refetches every cache (proposals, timeline, receipts), fresh or not",
            proves: "FEED-14")
        try expect(
            client.store.availability(.accept, id: "p1", now: Fixtures.at(3)).enabled,
            "mutations stayed refused after the refresh")
    }

    static let crossDevice = RuleCheck.observing(
        "SC-RL-04", covers: ["CONF-11"],
        title:
            "cross-device reconciliation: a proposal accepted on another device resolves idempotently, one declined there is removed, a cycle changed there waits for the refetch; each leaves one consistent feed"
    ) { context in
        var (backend, client) = onDetail { $0.timeline = [Fixtures.cycle("c1")] }
        backend.answers["accept"] = .idempotentSuccess(Ack())
        backend.failures["decline"] = [.conflict]
        try expect(
            client.accept("p1", now: Fixtures.at(62)).outcome == .idempotentSucceeded,
            "a proposal accepted on another device resolves idempotently on this one", proves: "CONF-11")
        try expectEqual(
            client.decline("p2", now: Fixtures.at(63)).banner?.message, try context.copy("cycleUnavailable"),
            "the banner for a proposal declined on another device", proves: "CONF-11")
        let ids = client.feed(now: Fixtures.at(64)).cards.map(\.id)
        try expect(
            !ids.contains("p1") && !ids.contains("p2"),
            "neither proposal handled on another device stays in the feed", proves: "CONF-11")
        backend.failures["fetchTimeline"] = [.http(503), .http(503), .http(503)]
        backend.timeline = [Fixtures.cycle("c1", latest: 70)]
        client.store.cycleChanged("c1", api: backend, now: Fixtures.at(70))
        try expect(
            client.store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(71)).disabledReason == .refreshing,
            "a cycle changed on another device waits: its deposit is disabled ('refreshing') while the refetch fails",
            proves: "CONF-11")
        try expect(
            client.confirmDeposit("c1", now: Fixtures.at(72)).apiCalled == false
                && backend.count("confirmDeposit") == 0,
            "no deposit reaches the server for a cycle changed elsewhere before its refetch", proves: "CONF-11")
        client.tapTab(.history, now: Fixtures.at(100))
        try expect(
            client.store.cycles.first?.latestEventAt == Fixtures.at(70)
                && client.store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(101)).enabled,
            "once History refetches the changed cycle it shows the other device's change and its deposit is enabled again",
            proves: "CONF-11")
        try context.expectConforming(Fixtures.events(client))
    }
}
