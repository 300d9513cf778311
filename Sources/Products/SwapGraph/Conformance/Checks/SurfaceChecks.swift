import Conformance
import Foundation
import SwapGraph

/// The surfaces' copy, cards, composer and pushes (§2–§7), through the client and its store.
enum SurfaceChecks {
    static var all: [RuleCheck] {
        [defaultSurface, emptyStates, lockerCards, composerFlow, composerChoices, historyLabels, pushes]
    }

    static let defaultSurface = RuleCheck.expecting(
        "FEED-01",
        title:
            "a launched client shows the feed; its badge counts the actionable cards (tiers 1–3), not suggestions or receipts"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1", expiresIn: 1_800), Fixtures.opportunity("p2")]
        backend.timeline = [Fixtures.cycle("c1")]
        backend.receipts = [Fixtures.receipt("r1", cycle: "c0")]
        var client = Fixtures.client(backend)
        client.store.inventory = [Fixtures.asset("a1", demand: 4)]
        try expect(client.route == .feed, "the default surface is \(client.route.path)")
        let feed = client.feed(now: Fixtures.at(1))
        try expect(
            feed.cards.contains { $0.kind == .suggestion } && feed.cards.contains { $0.kind == .receipt },
            "the feed lacks the suggestion or the receipt the badge must leave out")
        try expect(feed.badge == 3, "the badge does not count exactly the two opportunities and the cycle")
    }

    static let emptyStates = RuleCheck.observing(
        "FEED-23", covers: ["LOCK-16", "HIST-18"],
        title:
            "each empty surface shows the document's heading, body and call to action: feed (caught up, no intents), locker (no inventory, no intents), history (nothing, filtered)"
    ) { context in
        var client = Fixtures.client(Backend())
        let empty = client.feed(now: Fixtures.at(1)).emptyState
        try expectEqual(empty?.heading, try context.copy("feedEmptyHeading"), "the empty feed heading")
        try expectEqual(empty?.body, try context.copy("feedEmptyBody"), "the empty feed body")
        try expectEqual(empty?.cta, try context.copy("feedEmptyCTA"), "the empty feed call to action")
        let locker = client.locker().emptyState
        try expectEqual(
            locker?.heading, try context.copy("lockerEmptyHeading"), "the heading of a Locker without inventory",
            proves: "LOCK-16")
        try expectEqual(
            locker?.body, try context.copy("lockerEmptyBody"), "the body of a Locker without inventory",
            proves: "LOCK-16")
        try expectEqual(
            locker?.cta, try context.copy("lockerEmptyCTA"), "the call to action of a Locker without inventory",
            proves: "LOCK-16")
        let history = client.history().emptyState
        try expectEqual(
            history?.heading, try context.copy("historyEmptyHeading"), "the heading of a History with no activity",
            proves: "HIST-18")
        try expectEqual(
            history?.body, try context.copy("historyEmptyBody"), "the body of a History with no activity",
            proves: "HIST-18")
        client.store.inventory = [Fixtures.asset("a1")]
        let items = client.feed(now: Fixtures.at(2)).emptyState
        try expectEqual(items?.heading, try context.copy("feedNoIntentsHeading"), "the no-intents feed heading")
        try expectEqual(items?.body, try context.copy("feedNoIntentsBody"), "the no-intents feed body")
        let prompt = client.locker()
        try expectEqual(
            prompt.emptyState?.body, try context.copy("lockerPromptBody"),
            "the prompt card of a Locker with items and no intents", proves: "LOCK-16")
        try expect(
            prompt.cards.map(\.id) == ["a1"], "a Locker with items and no intents still shows its items grid",
            proves: "LOCK-16")
        let backend = Backend()
        backend.timeline = [Fixtures.cycle("c1")]
        var filtered = Fixtures.client(backend)
        filtered.open("#/history?filter=settled", entry: .tabTap, now: Fixtures.at(3))
        let none = filtered.history().emptyState
        try expectEqual(
            none?.heading, try context.copy("historyFilteredHeading"),
            "the heading of History filtered to Settled with only a cycle in flight", proves: "HIST-18")
        try expectEqual(
            none?.body, try context.copy("historyFilteredBody"),
            "the body of History filtered to Settled with only a cycle in flight", proves: "HIST-18")
        filtered.tapTab(.history, now: Fixtures.at(4))
        try expect(
            filtered.history().emptyState == nil && filtered.history().cards.map(\.id) == ["c1"],
            "History with a cycle and no filter shows the cycle, no empty state", proves: "HIST-18")
    }

    static let lockerCards = RuleCheck.observing(
        "LOCK-02", covers: ["LOCK-03", "LOCK-15"],
        title:
            "locker cards read \"{n} wants\", watching items \"Watching · {n} near-matches\", others no label; built from the inventory and intents the store holds"
    ) { context in
        var client = Fixtures.client(Backend())
        let a = Fixtures.asset("a1", demand: 17)
        let b = Fixtures.asset("a2", demand: 3)
        client.store.inventory = [b, a]
        client.store.intents = [
            Intent(intentId: "i1", offeringAsset: a, wantTarget: "Knives", state: .watching, nearMatches: 4)
        ]
        let out = client.locker()
        try expect(
            out.cards.map(\.id) == ["a1", "a2"],
            "the Locker shows every item of the inventory cache, most wanted first", proves: "LOCK-15")
        let first = try require(out.cards.first { $0.id == "a1" }, "the locker lost an item")
        try expectEqual(first.demandPip, try context.copy("demandPip", ["n": "17"]), "the demand pip")
        try expect(first.watching, "the watched item has no watching indicator")
        try expectEqual(
            first.watchingLabel, try context.copy("watching", ["n": "4"]),
            "the label of an item with a watching intent and 4 near-matches", proves: "LOCK-03")
        let second = try require(out.cards.first { $0.id == "a2" }, "the locker lost an item")
        try expect(
            !second.watching && second.watchingLabel == nil,
            "an item without a watching intent carries no watching label", proves: "LOCK-03")
        client.store.intents = []
        try expect(
            client.locker().cards.allSatisfy { !$0.watching },
            "the Locker's watching indicators follow the intents cache: none once it holds no intent",
            proves: "LOCK-15")
    }

    static let composerFlow = RuleCheck.observing(
        "LOCK-04", covers: ["LOCK-10", "LOCK-12", "LOCK-13", "RT-21"],
        title:
            "tapping an item opens the composer on it (\"Start watching\"); posting closes it, stays on the Locker and the item shows watching; the item's composer is then in edit mode (\"Save changes\") from the intent; cancelling removes the indicator"
    ) { context in
        let backend = Backend()
        var client = Fixtures.client(backend)
        let item = Fixtures.asset("a1", demand: 5)
        client.store.inventory = [item]
        client.tapTab(.locker, now: Fixtures.at(1))
        client.tapLockerItem("a1", now: Fixtures.at(2))
        let sheet = try require(client.store.composer, "tapping the item opened no composer")
        try expect(sheet.draft.offeringAsset?.id == "a1", "the composer is not pre-selected on the item")
        try expectEqual(
            sheet.submitButtonLabel, try context.copy("startWatching"), "the submit label of a new intent's composer",
            proves: "LOCK-10")
        var draft = sheet.draft
        draft.wantTarget = "Knives"
        client.editComposer(draft)
        let posted = try require(
            client.submitComposer(newIntentId: "i1", now: Fixtures.at(3)), "the composer did not submit")
        try expect(
            posted.outcome == .succeeded && backend.count("postIntent") == 1 && posted.closesComposer
                && client.store.composer == nil,
            "Start watching posts the intent once and closes the sheet", proves: "LOCK-10")
        try expectEqual(posted.banner?.message, try context.copy("intentPosted"), "the posted banner")
        try expect(
            client.route == .locker && client.locker().cards.first?.watching == true,
            "after posting an intent the client stays on the Locker and the item shows its watching indicator",
            proves: ["LOCK-13", "RT-21"])
        client.tapLockerItem("a1", now: Fixtures.at(4))
        let edit = try require(client.store.composer, "no composer for the watched item")
        try expectEqual(
            edit.submitButtonLabel, try context.copy("saveChanges"), "the submit label of a watched item's composer",
            proves: "LOCK-12")
        try expect(
            edit.mode == .edit && edit.draft.wantTarget == "Knives",
            "the watched item's composer opens in edit mode with the intent's fields", proves: "LOCK-12")
        client.back(now: Fixtures.at(5))
        try expect(client.store.composer == nil && client.route == .locker, "back did not dismiss the sheet")
        backend.failures["cancelIntent"] = [.http(500)]
        let failedCancel = client.cancelIntent("i1", now: Fixtures.at(6))
        try expectEqual(
            failedCancel.banner?.message, try context.copy("cancelFailed", ["code": APIError.http(500).code]),
            "the banner after a failed cancel")
        let cancelled = client.cancelIntent("i1", now: Fixtures.at(7))
        try expectEqual(cancelled.banner?.message, try context.copy("intentCancelled"), "the cancel banner")
        try expect(
            client.locker().cards.first?.watching == false,
            "cancelling the intent removes the item's watching indicator", proves: "LOCK-13")
    }

    static let composerChoices = RuleCheck.observing(
        "RULE-COMPOSER", covers: ["LOCK-07", "LOCK-08", "LOCK-09"],
        title:
            "every wear, tolerance and cycle length the spec lists is posted as chosen; a value beside each (an unknown wear, a tolerance or length off the list) is refused before the server, and an empty want target too"
    ) { context in
        let item = Fixtures.asset("a1")
        /// Submits the composer with `change` applied; the intent posted, nil when nothing reached the server.
        func post(_ change: (inout ComposerDraft) -> Void) -> Intent? {
            let backend = Backend()
            var client = Fixtures.client(backend)
            client.store.inventory = [item]
            client.tapLockerItem("a1", now: Fixtures.at(1))
            var draft = ComposerDraft(offeringAsset: item, wantTarget: "Knives")
            change(&draft)
            client.editComposer(draft)
            let result = client.submitComposer(newIntentId: "i1", now: Fixtures.at(2))
            guard result?.outcome == .succeeded, backend.count("postIntent") == 1 else { return nil }
            return client.store.intents.first { $0.intentId == "i1" }
        }
        // Every choice the composer knows, and its neighbours, is sent: exactly the spec's lists are accepted.
        let wear = try context.expectListed(
            "RULE-COMPOSER", "wear", among: WearTier.allCases.map(\.rawValue) + ["XX"],
            "each wear chip alone is posted as the intent's acceptable wear, any other code is refused",
            proves: ["LOCK-07"]
        ) { w in post { $0.acceptableWear = [w] }?.acceptableWear.map(\.rawValue) == [w] }
        let tolerance = try context.expectListed(
            "RULE-COMPOSER", "tolerance",
            among: ComposerDraft.valueTolerances.flatMap { [$0 - 1, $0, $0 + 1] }.map(String.init),
            "each listed value tolerance is posted as chosen, any other is refused", proves: ["LOCK-08"]
        ) { t in Int(t).map { t in post { $0.valueToleranceUsd = t }?.valueToleranceUsd == t } ?? false }
        let lengths = try context.expectListed(
            "RULE-COMPOSER", "cycleLength",
            among: ComposerDraft.cycleLengths.flatMap { [$0 - 1, $0, $0 + 1] }.map(String.init),
            "each listed max cycle length is posted as chosen, any other is refused", proves: ["LOCK-09"]
        ) { n in Int(n).map { n in post { $0.maxCycleLength = n }?.maxCycleLength == n } ?? false }
        try expect(!wear.isEmpty && !tolerance.isEmpty && !lengths.isEmpty, "RULE-COMPOSER lists no choices")
        try expect(
            post { $0.acceptableWear = wear }?.acceptableWear.map(\.rawValue) == wear,
            "every wear chip selected at once is posted together (multi-select)", proves: "LOCK-07")
        try expect(
            post { $0.acceptableWear = [] } == nil && post { $0.acceptableWear = ["XX"] } == nil,
            "no wear at all, or a wear off the list, is refused before the server", proves: "LOCK-07")
        try expect(post { $0.wantTarget = "" } == nil, "an empty want target was accepted")
    }

    static let historyLabels = RuleCheck.expecting(
        "HIST-14", covers: ["LC-16"],
        title:
            "an in-flight cycle card reads In flight; a completed cycle's receipt reads Settled, a failed one with a reason Unwound, without one Failed; the receipt replaces its cycle"
    ) {
        let backend = Backend()
        backend.timeline = [
            Fixtures.cycle("c1"), Fixtures.cycle("c2", state: .completed), Fixtures.cycle("c3", state: .failed),
            Fixtures.cycle("c5", state: .executing),
        ]
        backend.receipts = [
            Fixtures.receipt("r2", cycle: "c2"), Fixtures.receipt("r5", cycle: "c5"),
            Fixtures.receipt("r3", cycle: "c3", final: .failed, reason: "deposit_timeout"),
            Fixtures.receipt("r4", cycle: "c4", final: .failed),
        ]
        let client = Fixtures.client(backend)
        let labels = Dictionary(client.history().cards.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        try expectEqual(labels["c1"], "In flight", "the label of a cycle still in flight", proves: "LC-16")
        try expectEqual(labels["r2"], "Settled", "the History card of a completed cycle's receipt", proves: "LC-16")
        try expectEqual(
            labels["r3"], "Unwound", "the History card of a failed cycle's receipt with a reason", proves: "LC-16")
        try expectEqual(labels["r4"], "Failed", "a failed receipt without a reason")
        try expect(
            labels["c2"] == nil && labels["c3"] == nil && labels["c5"] == nil && labels["r5"] == "Settled",
            "a cycle whose receipt arrived no longer shows as in flight, even while the timeline still says executing: its receipt card replaces it",
            proves: "LC-16")
    }

    static let pushes = RuleCheck.expecting(
        "FEED-13", covers: ["FEED-20", "RT-22", "RT-23"],
        title:
            "a receipt push (online) fetches it and the feed shows it first among receipts, unwound or settled; a proposal push inserts its card; tapping it opens its detail"
    ) {
        let backend = Backend()
        backend.receipts = [Fixtures.receipt("r0", cycle: "c0", createdAgo: 3_600)]
        var client = Fixtures.client(backend)
        backend.receipts.append(
            Fixtures.receipt("r1", cycle: "c1", final: .failed, reason: "deposit_timeout", createdAgo: 10))
        try expect(
            client.receivePush(.receipt, id: "r1", hour: 12, now: Fixtures.at(1)) == .shown,
            "a receipt push at noon was not shown")
        let unwound = client.feed(now: Fixtures.at(2)).cards.filter { $0.kind == .receipt }
        try expect(
            unwound.first?.id == "r1" && unwound.first?.outcome == .unwound,
            "after a failed cycle's receipt push the feed shows its Unwound receipt card first among receipts",
            proves: ["FEED-20", "RT-23"])
        backend.receipts.append(Fixtures.receipt("r2", cycle: "c2", createdAgo: 0))
        client.receivePush(.receipt, id: "r2", hour: 12, now: Fixtures.at(3))
        let settled = client.feed(now: Fixtures.at(4)).cards.filter { $0.kind == .receipt }
        try expect(
            settled.first?.id == "r2" && settled.first?.outcome == .settled,
            "after a completed cycle's receipt push the feed shows its Settled receipt card first among receipts",
            proves: "RT-22")
        backend.proposals = [Fixtures.opportunity("p9")]
        client.receivePush(.proposal, id: "p9", hour: 12, now: Fixtures.at(5))
        try expect(
            client.feed(now: Fixtures.at(6)).cards.contains { $0.id == "p9" },
            "the pushed proposal did not join the feed")
        client.tapPush(.proposal, id: "p9", now: Fixtures.at(7))
        try expect(client.route == .opportunity(proposalId: "p9"), "the proposal push did not open its detail")
    }
}
