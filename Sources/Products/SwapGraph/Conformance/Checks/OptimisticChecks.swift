import Conformance
import Foundation
import SwapGraph

/// §10.3 optimistic updates with rollback, deduplication keys, and the retry rows of §10.1, through the store.
enum OptimisticChecks {
    static var all: [RuleCheck] {
        [snapshotAndOptimism, rollback, dedupKeys, fetchRetry, mutationErrors, offlineMutations]
    }

    static let snapshotAndOptimism = RuleCheck.expecting(
        "OPT-02", covers: ["OPT-01", "OPT-03", "OPT-04", "LC-06"],
        title:
            "while an accept is in flight the card is already gone and both decisions are locked; a failure restores exactly the state before it; a tap calls the server once; success keeps the change and locks the decision for good"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1"), Fixtures.opportunity("p2")]
        var client = Fixtures.client(backend)
        let before = client.store.opportunities
        let started = client.store.begin(.accept(proposalId: "p1"), now: Fixtures.at(1))
        try expect(
            started.outcome == .inFlight && backend.count("accept") == 0,
            "begin did not start an in-flight mutation without calling the server")
        try expect(
            !client.feed(now: Fixtures.at(1)).cards.contains { $0.id == "p1" },
            "no optimistic update: the card is still shown")
        try expect(
            client.store.mutationState("proposal:p1") == .mutating
                && client.store.availability(.decline, id: "p1", now: Fixtures.at(1)).disabledReason == .inProgress,
            "while the accept is in flight the proposal's mutation state is mutating and Decline is locked",
            proves: "LC-06")
        let failed = client.store.complete(
            .accept(proposalId: "p1"), result: .failure(.http(500)), now: Fixtures.at(2))
        try expect(
            failed.outcome == .failed(.http(500)) && client.store.opportunities == before,
            "a failed accept restores the snapshot taken before the optimistic change: the proposals exactly as they were",
            proves: "OPT-01")
        try expect(
            client.store.mutationState("proposal:p1") == .failed
                && client.store.availability(.accept, id: "p1", now: Fixtures.at(2)).enabled,
            "after the failure the mutation state is failed and Accept is enabled again", proves: "LC-06")
        let calls = backend.count("accept")
        let done = client.accept("p1", now: Fixtures.at(3))
        try expect(
            done.apiCalled && backend.count("accept") == calls + 1,
            "one accept tap fires exactly one accept call to the server", proves: "OPT-03")
        try expect(
            done.outcome == .succeeded && !client.feed(now: Fixtures.at(4)).cards.contains { $0.id == "p1" },
            "on success the optimistic removal is kept: the accepted card stays out of the feed", proves: "OPT-04")
        try expect(
            client.store.mutationState("proposal:p1") == .succeeded
                && !client.store.availability(.decline, id: "p1", now: Fixtures.at(4)).enabled,
            "after the accept succeeded the mutation state is succeeded and Decline stays disabled",
            proves: ["OPT-04", "LC-06"])
        let again = client.store.perform(.decline(proposalId: "p1"), api: backend, now: Fixtures.at(5))
        try expect(!again.apiCalled && backend.count("decline") == 0, "a decided proposal reached the server again")
    }

    static let rollback = RuleCheck.observing(
        "OPT-05", covers: ["RETRY-02", "RETRY-03", "RT-20", "FEED-15"],
        title:
            "a failed accept or decline restores the card, banners \"… failed: {code}\", re-enables both buttons and an immediate retry succeeds; a failed intent post restores the intents, banners its code, keeps the composer open with its fields enabled and the resubmit succeeds"
    ) { context in
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1"), Fixtures.opportunity("p2")]
        var client = Fixtures.client(backend)
        let before = client.store.opportunities
        backend.failures["accept"] = [.http(500)]
        client.tapOpportunityCard("p1", now: Fixtures.at(1))
        let failed = client.accept("p1", now: Fixtures.at(2))
        try expect(client.store.opportunities == before, "the snapshot was not restored")
        try expectEqual(
            failed.banner?.message, try context.copy("acceptFailed", ["code": APIError.http(500).code]),
            "the banner after a failed accept", proves: "RETRY-02")
        try expect(
            client.store.availability(.accept, id: "p1", now: Fixtures.at(2)).enabled
                && client.store.availability(.decline, id: "p1", now: Fixtures.at(2)).enabled,
            "after a failed accept Accept and Decline are both enabled again", proves: "RETRY-02")
        try expect(
            client.accept("p1", now: Fixtures.at(3)).outcome == .succeeded,
            "an immediate retry of the failed accept succeeds", proves: "RETRY-02")
        backend.failures["decline"] = [.http(503)]
        client.tapOpportunityCard("p2", now: Fixtures.at(4))
        let declineFailed = client.decline("p2", now: Fixtures.at(5))
        try expectEqual(
            declineFailed.banner?.message, try context.copy("declineFailed", ["code": APIError.http(503).code]),
            "the banner after a failed decline", proves: "RETRY-02")
        try expect(
            client.feed(now: Fixtures.at(5)).cards.contains { $0.id == "p2" }
                && client.store.availability(.accept, id: "p2", now: Fixtures.at(5)).enabled
                && client.store.availability(.decline, id: "p2", now: Fixtures.at(5)).enabled,
            "after a failed decline the card is back in the feed and both buttons are enabled again",
            proves: "RETRY-02")
        try expect(
            client.decline("p2", now: Fixtures.at(6)).outcome == .succeeded,
            "an immediate retry of the failed decline succeeds", proves: "RETRY-02")
        try expect(
            client.route == .feed && client.lastStep?.route == nil && client.lastStep?.overlay == nil
                && !client.feed(now: Fixtures.at(6)).cards.contains { $0.id == "p2" },
            "after a successful decline the client stays on the Feed: the detail closes to #/feed with no overlay and the card has left",
            proves: ["RT-20", "FEED-15"])
        let item = Fixtures.asset("a1", demand: 2)
        client.store.inventory = [item]
        client.tapLockerItem("a1", now: Fixtures.at(7))
        var draft = ComposerDraft(offeringAsset: item)
        draft.wantTarget = "Knives"
        client.editComposer(draft)
        backend.failures["postIntent"] = [.transport]
        let intentsBefore = client.store.intents
        let post = client.submitComposer(newIntentId: "i1", now: Fixtures.at(8))
        try expect(client.store.intents == intentsBefore, "a failed post left the optimistic intent")
        try expect(
            post?.banner?.message.contains(APIError.transport.code) == true,
            "a failed intent post shows a banner naming the error code", proves: "RETRY-03")
        try expect(
            client.store.composer?.state == .error && client.store.composer?.fieldsEnabled == true
                && client.route == .item(assetId: "a1"),
            "after a failed intent post the composer stays open, in error, with its fields enabled", proves: "RETRY-03")
        try expect(
            client.submitComposer(newIntentId: "i1", now: Fixtures.at(9))?.outcome == .succeeded,
            "resubmitting the composer after the failure posts the intent", proves: "RETRY-03")
    }

    static let dedupKeys = RuleCheck.observing(
        "RULE-DEDUP-KEYS", covers: ["OPT-06", "OPT-07", "OPT-08"],
        title:
            "each request's key is the spec's template; a second submission under an in-flight key is deduplicated without a server call"
    ) { context in
        let item = Fixtures.asset("a1")
        let intent = Intent(intentId: "i1", offeringAsset: item, wantTarget: "Knives", state: .watching)
        func fill(_ template: String, _ values: [String: String]) -> String {
            values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }
        let intentKey = try context.string("RULE-DEDUP-KEYS", "intent")
        let decisionKey = try context.string("RULE-DEDUP-KEYS", "decision")
        let activeKey = try context.string("RULE-DEDUP-KEYS", "active")
        let expected: [(MutationRequest, String, String)] = [
            (.accept(proposalId: "p1"), fill(decisionKey, ["decision": "accept", "proposalId": "p1"]), "OPT-07"),
            (.decline(proposalId: "p1"), fill(decisionKey, ["decision": "decline", "proposalId": "p1"]), "OPT-07"),
            (.postIntent(intent), fill(intentKey, ["mode": "create", "intentId": "i1"]), "OPT-06"),
            (.editIntent(intent), fill(intentKey, ["mode": "edit", "intentId": "i1"]), "OPT-06"),
            (.cancelIntent(intentId: "i1"), fill(intentKey, ["mode": "cancel", "intentId": "i1"]), "OPT-06"),
            (
                .confirmDeposit(cycleId: "c1"), fill(activeKey, ["actionKey": "confirm_deposit", "cycleId": "c1"]),
                "OPT-08"
            ),
        ]
        for (request, key, id) in expected {
            try expectEqual(request.dedupKey, key, "the deduplication key of \(request.action.rawValue)", proves: id)
        }
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.timeline = [Fixtures.cycle("c1")]
        var store = Fixtures.store(backend)
        store.intents = [intent]
        for (request, id) in [
            (MutationRequest.accept(proposalId: "p1"), "OPT-07"), (.cancelIntent(intentId: "i1"), "OPT-06"),
            (.confirmDeposit(cycleId: "c1"), "OPT-08"),
        ] {
            try expect(
                store.begin(request, now: Fixtures.at(1)).outcome == .inFlight,
                "\(request.action.rawValue) did not start")
            let calls = backend.calls.count
            let second = store.perform(request, api: backend, now: Fixtures.at(1))
            try expect(
                second.outcome == .deduplicated && !second.apiCalled && backend.calls.count == calls,
                "a second \(request.action.rawValue) under the in-flight key \(request.dedupKey) is deduplicated without a server call",
                proves: id)
        }
    }

    static let fetchRetry = RuleCheck.expecting(
        "RETRY-01", covers: ["FEED-22", "HIST-17"],
        title:
            "a fetch failing transiently is retried, then the surface shows its error state; a 401 is not retried; the feed and History read the caches the fetches fill"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.timeline = [Fixtures.cycle("c1")]
        backend.receipts = [Fixtures.receipt("r1", cycle: "c0")]
        backend.failures["fetchProposals"] = Array(repeating: APIError.http(503), count: 10)
        var store = Fixtures.store()
        var slept: [TimeInterval] = []
        store.refresh([.proposals], api: backend, now: Fixtures.at(0), sleep: { slept.append($0) })
        try expect(
            backend.count("fetchProposals") == slept.count + 1 && !slept.isEmpty,
            "the failing fetch was not retried after waiting")
        try expect(
            store.fallback(.feed, now: Fixtures.at(1)).name == "retryable",
            "after the last failure the feed is not in its retryable state")
        backend.failures["fetchTimeline"] = [.http(401)]
        store.refresh([.timeline], api: backend, now: Fixtures.at(2))
        try expect(backend.count("fetchTimeline") == 1, "a 401 was retried")
        backend.failures = [:]
        var client = Fixtures.client(backend)
        client.store.inventory = [Fixtures.asset("a1", demand: 9), Fixtures.asset("a2", demand: 8)]
        client.store.intents = [
            Intent(
                intentId: "i2", offeringAsset: Fixtures.asset("a2", demand: 8), wantTarget: "Knives", state: .watching)
        ]
        let feed = client.feed(now: Fixtures.at(3)).cards.map(\.id)
        try expect(
            feed.contains("p1") && feed.contains("c1") && feed.contains("r1"),
            "the feed shows cards from the fetched proposals, timeline and receipts caches", proves: "FEED-22")
        try expect(
            feed.contains("a1") && !feed.contains("a2"),
            "the feed suggests the inventory cache's item without an intent, not the one the intents cache watches",
            proves: "FEED-22")
        let history = client.history().cards.map(\.id)
        try expect(
            Set(history) == ["c1", "r1"], "History shows exactly the fetched timeline's cycle and receipts' receipt",
            proves: "HIST-17")
    }

    static let mutationErrors = RuleCheck.observing(
        "RETRY-04",
        title:
            "a failed deposit confirm banners \"Deposit failed: {code}\" and re-enables the button; the retry succeeds"
    ) { context in
        let backend = Backend()
        backend.timeline = [Fixtures.cycle("c1")]
        var store = Fixtures.store(backend)
        backend.failures["confirmDeposit"] = [.transport]
        let failed = store.perform(.confirmDeposit(cycleId: "c1"), api: backend, now: Fixtures.at(1))
        try expectEqual(
            failed.banner?.message, try context.copy("depositFailed", ["code": APIError.transport.code]), "the banner")
        try expect(
            store.availability(.confirmDeposit, id: "c1", now: Fixtures.at(2)).enabled, "the button was not re-enabled")
        try expect(
            store.perform(.confirmDeposit(cycleId: "c1"), api: backend, now: Fixtures.at(3)).outcome == .succeeded,
            "the retry failed")
    }

    static let offlineMutations = RuleCheck.expecting(
        "RETRY-05", covers: ["LC-10"],
        title:
            "offline: the feed shows its cached cards with the offline banner, every mutation is refused without a server call and nothing is queued; back online the caches are refreshed and nothing is replayed"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var client = Fixtures.client(backend)
        client.connectionLost()
        try expect(
            client.store.connectivity.state == .offline
                && client.store.fallback(.feed, now: Fixtures.at(1)).name == "offlineCached",
            "a lost connection takes the client offline and the feed, with a cache, to offlineCached", proves: "LC-10")
        let calls = backend.calls.count
        let refused = client.accept("p1", now: Fixtures.at(1))
        try expect(
            refused.outcome == .refused(.offline) && backend.calls.count == calls,
            "an offline mutation was not refused or reached the server")
        let fetches = backend.count("fetchProposals")
        let banner = client.connectionRestored(now: Fixtures.at(2))
        try expect(
            client.store.connectivity.state == .online && banner != nil
                && backend.count("fetchProposals") == fetches + 1,
            "back online the client shows a back-online banner and refetches its caches", proves: "LC-10")
        try expect(backend.count("accept") == 0, "a refused offline mutation was replayed online")
        var empty = Fixtures.store()
        empty.connectionLost()
        try expect(
            empty.fallback(.feed, now: Fixtures.at(3)).name == "offlineEmpty",
            "offline without a cache, the feed is offlineEmpty", proves: "LC-10")
    }
}
