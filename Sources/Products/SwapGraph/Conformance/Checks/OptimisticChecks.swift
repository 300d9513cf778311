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
            "while an accept is in flight the card is already gone and both decisions are locked; the server is called once; success keeps the change and locks the decision for good"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1"), Fixtures.opportunity("p2")]
        var store = Fixtures.store(backend)
        let started = store.begin(.accept(proposalId: "p1"), now: Fixtures.at(1))
        try expect(
            started.outcome == .inFlight && backend.count("accept") == 0,
            "begin did not start an in-flight mutation without calling the server")
        try expect(
            !FeedComposer.compose(store.feedInputs, now: Fixtures.at(1)).cards.contains { $0.id == "p1" },
            "no optimistic update: the card is still shown")
        try expect(
            store.availability(.decline, id: "p1", now: Fixtures.at(1)).disabledReason == .inProgress,
            "pending did not lock decline")
        let done = store.complete(.accept(proposalId: "p1"), result: backend.accept("p1"), now: Fixtures.at(2))
        try expect(done.outcome == .succeeded && done.removedCardId == "p1", "success was not confirmed")
        try expect(store.mutationState("proposal:p1") == .succeeded, "the mutation state is not succeeded")
        try expect(
            !store.availability(.decline, id: "p1", now: Fixtures.at(3)).enabled,
            "decline is enabled after the accept succeeded")
        let again = store.perform(.decline(proposalId: "p1"), api: backend, now: Fixtures.at(3))
        try expect(!again.apiCalled && backend.count("decline") == 0, "a decided proposal reached the server again")
    }

    static let rollback = RuleCheck.observing(
        "OPT-05", covers: ["RETRY-02", "RETRY-03"],
        title:
            "a failed accept restores the card, banners \"Accept failed: {code}\" and re-enables the buttons; a failed intent post restores the intents and re-enables the composer"
    ) { context in
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var store = Fixtures.store(backend)
        let before = store.opportunities
        backend.failures["accept"] = [.http(500)]
        let failed = store.perform(.accept(proposalId: "p1"), api: backend, now: Fixtures.at(1))
        try expect(store.opportunities == before, "the snapshot was not restored")
        try expectEqual(
            failed.banner?.message, try context.copy("acceptFailed", ["code": APIError.http(500).code]),
            "the error banner")
        try expect(
            store.availability(.accept, id: "p1", now: Fixtures.at(2)).enabled
                && store.availability(.decline, id: "p1", now: Fixtures.at(2)).enabled,
            "the buttons were not re-enabled")
        try expect(
            store.perform(.accept(proposalId: "p1"), api: backend, now: Fixtures.at(3)).outcome == .succeeded,
            "an immediate retry did not succeed")
        let item = Fixtures.asset("a1", demand: 2)
        store.inventory = [item]
        store.openComposer(offering: item)
        var draft = ComposerDraft(offeringAsset: item)
        draft.wantTarget = "Knives"
        store.editComposer(draft)
        backend.failures["postIntent"] = [.transport]
        let intentsBefore = store.intents
        _ = store.submitComposer(newIntentId: "i1", api: backend, now: Fixtures.at(4))
        try expect(store.intents == intentsBefore, "a failed post left the optimistic intent")
        try expect(
            store.composer?.state == .error && store.composer?.fieldsEnabled == true,
            "the composer is not in error with its fields enabled")
        try expect(
            store.submitComposer(newIntentId: "i1", api: backend, now: Fixtures.at(5))?.outcome == .succeeded,
            "the resubmit did not succeed")
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
        let expected: [(MutationRequest, String)] = [
            (.accept(proposalId: "p1"), fill(decisionKey, ["decision": "accept", "proposalId": "p1"])),
            (.decline(proposalId: "p1"), fill(decisionKey, ["decision": "decline", "proposalId": "p1"])),
            (.postIntent(intent), fill(intentKey, ["mode": "create", "intentId": "i1"])),
            (.editIntent(intent), fill(intentKey, ["mode": "edit", "intentId": "i1"])),
            (.cancelIntent(intentId: "i1"), fill(intentKey, ["mode": "cancel", "intentId": "i1"])),
            (.confirmDeposit(cycleId: "c1"), fill(activeKey, ["actionKey": "confirm_deposit", "cycleId": "c1"])),
        ]
        for (request, key) in expected {
            try expectEqual(request.dedupKey, key, "the key of \(request.action.rawValue)")
        }
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.timeline = [Fixtures.cycle("c1")]
        var store = Fixtures.store(backend)
        store.intents = [intent]
        for request in [
            MutationRequest.accept(proposalId: "p1"), .cancelIntent(intentId: "i1"), .confirmDeposit(cycleId: "c1"),
        ] {
            try expect(
                store.begin(request, now: Fixtures.at(1)).outcome == .inFlight,
                "\(request.action.rawValue) did not start")
            let second = store.perform(request, api: backend, now: Fixtures.at(1))
            try expect(
                second.outcome == .deduplicated && !second.apiCalled,
                "a duplicate \(request.action.rawValue) was not deduplicated")
        }
        try expect(
            backend.calls.filter { ["accept", "cancelIntent", "confirmDeposit"].contains($0) }.isEmpty,
            "a duplicate reached the server")
    }

    static let fetchRetry = RuleCheck.expecting(
        "RETRY-01", covers: ["FEED-22", "HIST-17"],
        title:
            "a fetch failing transiently is retried, then the surface shows its error state; a 401 is not retried; a fetch that recovers fills the caches the feed and History read"
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
        var fresh = Fixtures.store()
        fresh.refresh(api: backend, now: Fixtures.at(3))
        let feed = FeedComposer.compose(fresh.feedInputs, now: Fixtures.at(3)).cards.map(\.id)
        try expect(
            feed.contains("p1") && feed.contains("c1") && feed.contains("r1"),
            "the feed does not read the fetched caches: \(feed)")
        let history = HistoryComposer.compose(cycles: fresh.cycles, receipts: fresh.receipts).cards.map(\.id)
        try expect(Set(history) == ["c1", "r1"], "History does not read the timeline and receipts: \(history)")
    }

    static let mutationErrors = RuleCheck.observing(
        "RETRY-04", covers: ["CONF-05"],
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
            "offline: the feed shows its cached cards with the offline banner, every mutation is refused without a server call and nothing is queued; back online nothing is replayed"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var store = Fixtures.store(backend)
        store.connectionLost()
        try expect(
            store.fallback(.feed, now: Fixtures.at(1)).name == "offlineCached",
            "offline with a cache is not offlineCached")
        let calls = backend.calls.count
        let refused = store.perform(.accept(proposalId: "p1"), api: backend, now: Fixtures.at(1))
        try expect(
            refused.outcome == .refused(.offline) && backend.calls.count == calls,
            "an offline mutation was not refused or reached the server")
        store.connectionRestored(api: backend, now: Fixtures.at(2))
        try expect(backend.count("accept") == 0, "a refused offline mutation was replayed online")
        var empty = Fixtures.store()
        empty.connectionLost()
        try expect(
            empty.fallback(.feed, now: Fixtures.at(3)).name == "offlineEmpty",
            "offline without a cache is not offlineEmpty")
    }
}
