import Conformance
import Foundation
import SwapGraph

/// The surfaces' copy, cards, composer and pushes (§2–§7), through the composers and the store.
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
        let client = Fixtures.client(backend)
        try expect(client.route == .feed, "the default surface is \(client.route.path)")
        let feed = client.feed(now: Fixtures.at(1))
        try expectEqual(
            FeedComposer.badgeCount(feed), feed.cards.filter { $0.kind == .opportunity || $0.kind == .cycle }.count,
            "the badge")
        try expect(FeedComposer.badgeCount(feed) == 3, "the badge does not count the two opportunities and the cycle")
    }

    static let emptyStates = RuleCheck.observing(
        "FEED-23", covers: ["LOCK-16", "HIST-18"],
        title:
            "each empty surface shows the document's heading, body and call to action: feed (caught up, no intents), locker (no inventory, no intents), history (nothing, filtered)"
    ) { context in
        let empty = FeedComposer.compose(FeedInputs(), now: Fixtures.t0).emptyState
        try expectEqual(empty?.heading, try context.copy("feedEmptyHeading"), "the empty feed heading")
        try expectEqual(empty?.body, try context.copy("feedEmptyBody"), "the empty feed body")
        try expectEqual(empty?.cta, try context.copy("feedEmptyCTA"), "the empty feed call to action")
        let items = FeedComposer.compose(FeedInputs(inventory: [Fixtures.asset("a1")]), now: Fixtures.t0).emptyState
        try expectEqual(items?.heading, try context.copy("feedNoIntentsHeading"), "the no-intents feed heading")
        try expectEqual(items?.body, try context.copy("feedNoIntentsBody"), "the no-intents feed body")
        let locker = LockerComposer.compose(inventory: [], intents: []).emptyState
        try expectEqual(locker?.heading, try context.copy("lockerEmptyHeading"), "the empty locker heading")
        try expectEqual(locker?.body, try context.copy("lockerEmptyBody"), "the empty locker body")
        try expectEqual(locker?.cta, try context.copy("lockerEmptyCTA"), "the empty locker call to action")
        let prompt = LockerComposer.compose(inventory: [Fixtures.asset("a1")], intents: []).emptyState
        try expectEqual(prompt?.body, try context.copy("lockerPromptBody"), "the locker prompt card")
        let history = HistoryComposer.compose(cycles: [], receipts: []).emptyState
        try expectEqual(history?.heading, try context.copy("historyEmptyHeading"), "the empty history heading")
        try expectEqual(history?.body, try context.copy("historyEmptyBody"), "the empty history body")
        let filtered = HistoryComposer.compose(cycles: [Fixtures.cycle("c1")], receipts: [], filter: .settled)
            .emptyState
        try expectEqual(filtered?.heading, try context.copy("historyFilteredHeading"), "the filtered history heading")
        try expectEqual(filtered?.body, try context.copy("historyFilteredBody"), "the filtered history body")
        try expect(
            HistoryComposer.compose(cycles: [Fixtures.cycle("c1")], receipts: []).emptyState == nil,
            "a history with a cycle shows an empty state")
    }

    static let lockerCards = RuleCheck.observing(
        "LOCK-02", covers: ["LOCK-03", "LOCK-15"],
        title:
            "locker cards read \"{n} wants\", watching items \"Watching · {n} near-matches\", others no label; built from the inventory and intents the store holds"
    ) { context in
        let a = Fixtures.asset("a1", demand: 17)
        let b = Fixtures.asset("a2", demand: 3)
        let out = LockerComposer.compose(
            inventory: [a, b],
            intents: [Intent(intentId: "i1", offeringAsset: a, wantTarget: "Knives", state: .watching, nearMatches: 4)])
        let first = try require(out.cards.first { $0.id == "a1" }, "the locker lost an item")
        try expectEqual(first.demandPip, try context.copy("demandPip", ["n": "17"]), "the demand pip")
        try expect(first.watching, "the watched item has no watching indicator")
        try expectEqual(first.watchingLabel, try context.copy("watching", ["n": "4"]), "the watching label")
        let second = try require(out.cards.first { $0.id == "a2" }, "the locker lost an item")
        try expect(!second.watching && second.watchingLabel == nil, "an item without an intent shows as watching")
    }

    static let composerFlow = RuleCheck.observing(
        "LOCK-04", covers: ["LOCK-10", "LOCK-12", "LOCK-13", "RT-21"],
        title:
            "tapping an item opens the composer on it (\"Start watching\"); posting closes it and the item shows watching; the item's composer is then in edit mode (\"Save changes\") from the intent; cancelling removes the indicator"
    ) { context in
        let backend = Backend()
        var store = Fixtures.store()
        let item = Fixtures.asset("a1", demand: 5)
        store.inventory = [item]
        store.openComposer(offering: item)
        let sheet = try require(store.composer, "tapping the item opened no composer")
        try expect(sheet.draft.offeringAsset?.id == "a1", "the composer is not pre-selected on the item")
        try expectEqual(sheet.submitButtonLabel, try context.copy("startWatching"), "the create submit label")
        var draft = sheet.draft
        draft.wantTarget = "Knives"
        store.editComposer(draft)
        let posted = try require(
            store.submitComposer(newIntentId: "i1", api: backend, now: Fixtures.at(1)), "the composer did not submit")
        try expect(
            posted.outcome == .succeeded && posted.closesComposer && store.composer == nil,
            "posting did not close the composer")
        try expectEqual(posted.banner?.message, try context.copy("intentPosted"), "the posted banner")
        try expect(
            LockerComposer.compose(inventory: store.inventory, intents: store.intents).cards.first?.watching == true,
            "the item shows no watching indicator after posting")
        store.openComposer(offering: item)
        let edit = try require(store.composer, "no composer for the watched item")
        try expectEqual(edit.submitButtonLabel, try context.copy("saveChanges"), "the edit submit label")
        try expectEqual(edit.draft.wantTarget, "Knives", "the edit draft's want target (from the intent)")
        store.closeComposer()
        let cancelled = store.perform(.cancelIntent(intentId: "i1"), api: backend, now: Fixtures.at(2))
        try expectEqual(cancelled.banner?.message, try context.copy("intentCancelled"), "the cancel banner")
        try expect(
            LockerComposer.compose(inventory: store.inventory, intents: store.intents).cards.first?.watching == false,
            "the indicator stayed after cancelling")
    }

    static let composerChoices = RuleCheck.observing(
        "RULE-COMPOSER", covers: ["LOCK-07", "LOCK-08", "LOCK-09"],
        title:
            "every wear, tolerance and cycle length the spec lists is accepted; a value beside each (an unknown wear, a tolerance or length off the list) is refused, and an empty want target too"
    ) { context in
        let item = Fixtures.asset("a1")
        func valid(_ change: (inout ComposerDraft) -> Void) -> Bool {
            var draft = ComposerDraft(offeringAsset: item, wantTarget: "Knives")
            change(&draft)
            return draft.isValid
        }
        let wear = try context.list("RULE-COMPOSER", "wear")
        let tolerance = try context.list("RULE-COMPOSER", "tolerance").compactMap { Int($0) }
        let lengths = try context.list("RULE-COMPOSER", "cycleLength").compactMap { Int($0) }
        try expect(!wear.isEmpty && !tolerance.isEmpty && !lengths.isEmpty, "RULE-COMPOSER lists no choices")
        for w in wear { try expect(valid { $0.acceptableWear = [w] }, "wear \(w) was refused") }
        try expect(valid { $0.acceptableWear = wear }, "every wear together was refused")
        try expect(!valid { $0.acceptableWear = [] }, "no wear at all was accepted")
        try expect(!valid { $0.acceptableWear = ["XX"] }, "an unknown wear was accepted")
        for t in tolerance { try expect(valid { $0.valueToleranceUsd = t }, "tolerance \(t) was refused") }
        for t in Set(tolerance.flatMap { [$0 - 1, $0 + 1] }).subtracting(tolerance) {
            try expect(!valid { $0.valueToleranceUsd = t }, "tolerance \(t), not on the list, was accepted")
        }
        for n in lengths { try expect(valid { $0.maxCycleLength = n }, "cycle length \(n) was refused") }
        for n in Set(lengths.flatMap { [$0 - 1, $0 + 1] }).subtracting(lengths) {
            try expect(!valid { $0.maxCycleLength = n }, "cycle length \(n), not on the list, was accepted")
        }
        try expect(!valid { $0.wantTarget = "" }, "an empty want target was accepted")
    }

    static let historyLabels = RuleCheck.expecting(
        "HIST-14", covers: ["LC-16"],
        title:
            "an in-flight cycle card reads its state; a completed cycle's receipt reads Settled, a failed one with a reason Unwound, without one Failed; the receipt replaces its cycle"
    ) {
        let out = HistoryComposer.compose(
            cycles: [
                Fixtures.cycle("c1"), Fixtures.cycle("c2", state: .completed), Fixtures.cycle("c3", state: .failed),
            ],
            receipts: [
                Fixtures.receipt("r2", cycle: "c2"),
                Fixtures.receipt("r3", cycle: "c3", final: .failed, reason: "deposit_timeout"),
                Fixtures.receipt("r4", cycle: "c4", final: .failed),
            ])
        let labels = Dictionary(out.cards.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        try expectEqual(labels["r2"], "Settled", "a completed cycle's receipt")
        try expectEqual(labels["r3"], "Unwound", "a failed cycle's receipt with a reason")
        try expectEqual(labels["r4"], "Failed", "a failed receipt without a reason")
        try expect(labels["c2"] == nil && labels["c3"] == nil, "a cycle with a receipt is still shown")
        try expect(labels["c1"] != nil, "the in-flight cycle is missing")
    }

    static let pushes = RuleCheck.expecting(
        "FEED-13", covers: ["FEED-20", "RT-22", "RT-23"],
        title:
            "a receipt push (online) fetches it and the feed shows it first among receipts; a proposal push opens its detail and the card joins the feed"
    ) {
        let backend = Backend()
        backend.receipts = [Fixtures.receipt("r0", cycle: "c0", createdAgo: 3_600)]
        var client = Fixtures.client(backend)
        backend.receipts.append(
            Fixtures.receipt("r1", cycle: "c1", final: .failed, reason: "deposit_timeout", createdAgo: 10))
        client.store.receiptArrived("r1", api: backend, now: Fixtures.at(1))
        let receipts = client.feed(now: Fixtures.at(2)).cards.filter { $0.kind == .receipt }.map(\.id)
        try expectEqual(receipts.first, "r1", "the newest (unwound) receipt's place")
        backend.proposals = [Fixtures.opportunity("p9")]
        client.tapPush(.proposal, id: "p9", now: Fixtures.at(3))
        try expect(client.route == .opportunity(proposalId: "p9"), "the proposal push did not open its detail")
        try expect(
            client.feed(now: Fixtures.at(4)).cards.contains { $0.id == "p9" },
            "the pushed proposal did not join the feed")
    }
}
