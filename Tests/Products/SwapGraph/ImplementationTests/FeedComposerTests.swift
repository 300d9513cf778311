import Foundation
import Testing

@testable import SwapGraph

@Suite("Feed composition (§5, FEED-*)")
struct FeedComposerTests {
    func compose(_ inputs: FeedInputs) -> FeedOutput { FeedComposer.compose(inputs, now: t0) }

    @Test("FEED-06 tier 1 holds critical and soon opportunities, at most 3, critical first then score")
    func tier1() {
        let out = compose(
            FeedInputs(opportunities: [
                opportunity("s-high", expiresIn: 7200, score: 0.9), opportunity("c-low", expiresIn: 600, score: 0.1),
                opportunity("s-low", expiresIn: 7200, score: 0.2), opportunity("c-high", expiresIn: 1200, score: 0.8),
                opportunity("n", expiresIn: 30000, score: 1.0),
            ]))
        #expect(out.cards.filter { $0.tier == 1 }.map(\.id) == ["c-high", "c-low", "s-high"])
        #expect(out.cards.first { $0.id == "n" }?.tier == 3)
    }

    @Test("FEED-06 urgency boundary: exactly 6 h is tier 3, exactly 1 h is soon")
    func boundary() {
        let out = compose(
            FeedInputs(opportunities: [opportunity("six", expiresIn: 21600), opportunity("one", expiresIn: 3600)]))
        #expect(out.cards.map { "\($0.id):\($0.tier):\($0.urgency!.rawValue)" } == ["one:1:soon", "six:3:normal"])
    }

    @Test("FEED-07 tier 2: escrow.pending cycles with the viewer leg pending, deadline ascending, nil last, cap 2")
    func tier2() {
        let out = compose(
            FeedInputs(cycles: [
                cycle("nil"), cycle("late", deadline: at(900)), cycle("soon", deadline: at(100)),
                cycle("done", viewerPending: false, deadline: at(1)),
                cycle("ready", state: .escrowReady, deadline: at(1)),
            ]))
        #expect(out.cards.map(\.id) == ["soon", "late"])
        #expect(out.cards.allSatisfy { $0.tier == 2 && $0.accent == "caution" })
    }

    @Test("FEED-08 tier 3: normal opportunities, score desc, ties by ID, cap 3")
    func tier3() {
        let out = compose(
            FeedInputs(opportunities: [
                opportunity("b", score: 0.5), opportunity("a", score: 0.5), opportunity("c", score: 0.9),
                opportunity("d", score: 0.1),
            ]))
        #expect(out.cards.map(\.id) == ["c", "a", "b"])
    }

    @Test("FEED-09 FEED-18 tier 4: demand ≥ 1 without a watching or matched intent, demand desc, cap 2")
    func tier4() {
        let items = [
            asset("x", demand: 5), asset("y", demand: 9), asset("z", demand: 0), asset("w", demand: 7),
            asset("v", demand: 3),
        ]
        let out = compose(
            FeedInputs(
                intents: [
                    intent("i1", on: items[1]), intent("i2", on: items[3], state: .matched),
                    intent("i3", on: items[0], state: .cancelled),
                ],
                inventory: items))
        #expect(out.cards.map(\.id) == ["x", "v"])
        #expect(out.cards.allSatisfy { $0.kind == .suggestion && $0.accent == "neutral" })
    }

    @Test("FEED-10 tier 5: receipts younger than 24 h, either final state, createdAt desc, cap 2")
    func tier5() {
        let out = compose(
            FeedInputs(receipts: [
                receipt("old", cycle: "c1", createdAgo: 86_400), receipt("r1", cycle: "c2", createdAgo: 100),
                receipt("r2", cycle: "c3", final: .failed, reason: "deposit_timeout", createdAgo: 50),
                receipt("r3", cycle: "c4", createdAgo: 86_399),
            ]))
        #expect(out.cards.map(\.id) == ["r2", "r1"])
        #expect(out.cards.first?.accent == "ink-5")
    }

    @Test("FEED-16 FEED-17 dedup: a cycle replaces its opportunity; a receipt replaces its cycle")
    func dedup() {
        let out = compose(
            FeedInputs(
                opportunities: [opportunity("p1", expiresIn: 600), opportunity("p2", expiresIn: 600)],
                cycles: [cycle("c1", source: "p1"), cycle("c2")], receipts: [receipt("r2", cycle: "c2")]))
        #expect(out.cards.map(\.id) == ["p2", "c1", "r2"])
    }

    @Test("FEED-21 expired or decided opportunities never appear")
    func excluded() {
        let out = compose(
            FeedInputs(opportunities: [
                opportunity("gone", expiresIn: 0), opportunity("acc", status: .accepted),
                opportunity("dec", status: .declined),
            ]))
        #expect(out.cards.isEmpty)
    }

    @Test("FEED-04 FEED-05 FEED-11 tier order, at most 12 cards, 5 visible, Show {n} more, no accept/decline")
    func ordering() {
        let items = (1...4).map { asset("i\($0)", demand: $0) }
        let out = compose(
            FeedInputs(
                opportunities: (1...4).map { opportunity("u\($0)", expiresIn: 600) }
                    + (1...4).map { opportunity("n\($0)") },
                cycles: (1...3).map { cycle("c\($0)", deadline: at(Double($0))) },
                receipts: (1...3).map { receipt("r\($0)", cycle: "x\($0)", createdAgo: Double($0)) }, inventory: items))
        #expect(out.cards.count == 12)
        #expect(out.cards.map(\.tier) == [1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5])
        #expect(out.visible.count == 5 && out.hiddenCount == 7 && out.showMoreLabel == "Show 7 more")
        #expect(out.cards.allSatisfy { !$0.hasAcceptDecline })
        #expect(FeedComposer.compose(FeedInputs(opportunities: [opportunity("a")]), now: t0).showMoreLabel == nil)
        let json = out.jsonObject()
        #expect((json["cards"] as? [[String: Any]])?.count == 12 && json["hiddenCount"] as? Int == 7)
    }

    @Test("FEED-23 empty feed: all caught up, or post your first intent when items exist without intents")
    func empty() {
        #expect(compose(FeedInputs()).emptyState == .feedCaughtUp)
        #expect(compose(FeedInputs(inventory: [asset("a")])).emptyState == .feedNoIntents)
        #expect(
            compose(FeedInputs(intents: [intent("i", on: asset("a", demand: 0))], inventory: [asset("a")])).emptyState
                == .feedCaughtUp)
    }
}
