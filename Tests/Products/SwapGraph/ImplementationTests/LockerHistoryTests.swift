import Foundation
import Testing

@testable import SwapGraph

@Suite("Locker (§6) and History (§7)")
struct LockerHistoryTests {
    @Test("LOCK-01…03 two columns, demand desc then name then ID, demand pip and watching label")
    func locker() {
        let items = [
            asset("b", demand: 3, name: "Bravo"), asset("a", demand: 3, name: "Bravo"),
            asset("c", demand: 17, name: "Alpha"), asset("d", demand: 3, name: "Able"),
        ]
        let out = LockerComposer.compose(inventory: items, intents: [intent("i", on: items[2], nearMatches: 4)])
        #expect(out.columns == 2)
        #expect(out.cards.map(\.id) == ["c", "d", "a", "b"])
        #expect(out.cards[0].demandPip == "17 wants" && out.cards[0].watchingLabel == "Watching · 4 near-matches")
        #expect(!out.cards[1].watching && out.cards[1].watchingLabel == nil)
        #expect(out.emptyState == nil)
    }

    @Test("LOCK-16 locker empty states: connect inventory, or the prompt card")
    func lockerEmpty() {
        #expect(LockerComposer.compose(inventory: [], intents: []).emptyState == .lockerEmpty)
        #expect(LockerComposer.compose(inventory: [asset("a")], intents: []).emptyState == .lockerPrompt)
    }

    @Test("HIST-01…04 one stream keyed by latest event or createdAt, desc, ties by ID; a receipt hides its cycle")
    func stream() {
        let cycles = [
            cycle("c1", latest: -10), cycle("c2", latest: -500), cycle("c3", latest: -30),
            cycle("done", state: .completed),
        ]
        let receipts = [
            receipt("r1", cycle: "c3", createdAgo: 20),
            receipt("r0", cycle: "x", final: .failed, reason: "deposit_timeout", createdAgo: 10),
        ]
        let out = HistoryComposer.compose(cycles: cycles, receipts: receipts)
        #expect(out.cards.map(\.id) == ["c1", "r0", "r1", "c2"])
        #expect(out.cards.map(\.label) == ["In flight", "Unwound", "Settled", "In flight"])
    }

    @Test("HIST-05…08 filters: in flight, settled, unwound (both Unwound and Failed outcomes)")
    func filters() {
        let receipts = [
            receipt("s", cycle: "a"), receipt("u", cycle: "b", final: .failed, reason: "x"),
            receipt("f", cycle: "c", final: .failed),
        ]
        let cycles = [cycle("live")]
        #expect(
            HistoryComposer.compose(cycles: cycles, receipts: receipts, filter: .inFlight).cards.map(\.id) == ["live"])
        #expect(HistoryComposer.compose(cycles: cycles, receipts: receipts, filter: .settled).cards.map(\.id) == ["s"])
        #expect(
            Set(HistoryComposer.compose(cycles: cycles, receipts: receipts, filter: .unwound).cards.map(\.id)) == [
                "u", "f",
            ])
        #expect(HistoryComposer.compose(cycles: cycles, receipts: receipts).cards.count == 4)
    }

    @Test("HIST-18 history empty states: no activity, nothing matches this filter")
    func historyEmpty() {
        #expect(HistoryComposer.compose(cycles: [], receipts: []).emptyState == .historyEmpty)
        #expect(
            HistoryComposer.compose(cycles: [cycle("c")], receipts: [], filter: .settled).emptyState == .historyFiltered
        )
    }
}
