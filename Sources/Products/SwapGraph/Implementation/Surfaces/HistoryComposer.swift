import Foundation

/// History filter tabs (§7.2).
package enum HistoryFilter: String, CaseIterable, Codable, Sendable {
    case all
    case inFlight = "in_flight"
    case settled, unwound
}

/// One History card.
package struct HistoryCard: Equatable, Sendable {
    /// cycle or receipt.
    package var kind: String
    /// cycleId or receiptId.
    package var id: String
    /// Sort key: latest timeline event (cycle) or createdAt (receipt).
    package var sortKey: Date
    /// "In flight", "Settled", "Unwound" or "Failed".
    package var label: String

    /// As a JSON object.
    package func jsonObject() -> [String: Any] {
        ["kind": kind, "id": id, "sortKey": sortKey.timeIntervalSince1970, "label": label]
    }
}

/// The composed History stream.
package struct HistoryOutput: Equatable, Sendable {
    /// Active filter.
    package var filter: HistoryFilter
    /// Visible cards, key desc, ties by ID.
    package var cards: [HistoryCard]
    /// Empty state: no activity, or nothing matching the filter.
    package var emptyState: EmptyStateCopy?

    /// As a JSON object.
    package func jsonObject() -> [String: Any] {
        [
            "filter": filter.rawValue, "cards": cards.map { $0.jsonObject() },
            "emptyState": emptyState.map { $0.jsonObject() as Any } ?? NSNull(),
        ]
    }
}

/// Composes History (§7): in-flight cycles and receipts in one stream.
package enum HistoryComposer {
    /// Composes with `filter` (default all). A cycle with a receipt shows only the receipt.
    package static func compose(cycles: [Cycle], receipts: [Receipt], filter: HistoryFilter = .all) -> HistoryOutput {
        let receiptCycles = Set(receipts.map(\.cycleId))
        let inFlight = cycles.filter { !$0.state.isTerminal && !receiptCycles.contains($0.cycleId) }
        var all: [HistoryCard] = inFlight.map {
            HistoryCard(kind: "cycle", id: $0.cycleId, sortKey: $0.latestEventAt ?? .distantPast, label: "In flight")
        }
        all += receipts.map {
            HistoryCard(kind: "receipt", id: $0.receiptId, sortKey: $0.createdAt, label: $0.outcome.rawValue)
        }
        let finals = Dictionary(receipts.map { ($0.receiptId, $0.finalState) }, uniquingKeysWith: { a, _ in a })
        let shown = all.filter { card in
            switch filter {
            case .all: true
            case .inFlight: card.kind == "cycle"
            case .settled: card.kind == "receipt" && finals[card.id] == .completed
            case .unwound: card.kind == "receipt" && finals[card.id] == .failed
            }
        }.sorted { $0.sortKey != $1.sortKey ? $0.sortKey > $1.sortKey : $0.id < $1.id }
        var empty: EmptyStateCopy?
        if all.isEmpty {
            empty = .historyEmpty
        } else if shown.isEmpty {
            empty = .historyFiltered
        }
        return HistoryOutput(filter: filter, cards: shown, emptyState: empty)
    }
}
