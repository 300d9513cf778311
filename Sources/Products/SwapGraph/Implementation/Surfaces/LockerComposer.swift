import Foundation

/// One Locker grid card.
package struct LockerCard: Equatable, Sendable {
    /// Asset ID.
    package var id: String
    /// Name.
    package var name: String
    /// Demand count.
    package var demand: Int
    /// "{n} wants".
    package var demandPip: String
    /// True when the item has a watching intent (green dot).
    package var watching: Bool
    /// "Watching · {n} near-matches" when watching.
    package var watchingLabel: String?

    /// As a JSON object.
    package func jsonObject() -> [String: Any] {
        [
            "kind": "item", "id": id, "name": name, "demand": demand, "demandPip": demandPip, "watching": watching,
            "watchingLabel": watchingLabel as Any? ?? NSNull(),
        ]
    }
}

/// The composed Locker.
package struct LockerOutput: Equatable, Sendable {
    /// Grid columns (2).
    package var columns: Int
    /// Cards, demand desc, then name, then ID.
    package var cards: [LockerCard]
    /// Empty state (no inventory) or the prompt card (items, no intents).
    package var emptyState: EmptyStateCopy?

    /// As a JSON object.
    package func jsonObject() -> [String: Any] {
        [
            "columns": columns, "cards": cards.map { $0.jsonObject() },
            "emptyState": emptyState.map { $0.jsonObject() as Any } ?? NSNull(),
        ]
    }
}

/// Composes the Locker grid (§6.1).
package enum LockerComposer {
    /// Composes the grid from inventory and intents.
    package static func compose(inventory: [Asset], intents: [Intent]) -> LockerOutput {
        let watching = Dictionary(
            intents.filter { $0.state == .watching }.map { ($0.offeringAsset.id, $0) }, uniquingKeysWith: { a, _ in a })
        let cards = inventory.sorted { a, b in
            if a.demand != b.demand { return a.demand > b.demand }
            if a.name != b.name { return a.name < b.name }
            return a.id < b.id
        }.map { asset in
            let intent = watching[asset.id]
            return LockerCard(
                id: asset.id, name: asset.name, demand: asset.demand, demandPip: "\(asset.demand) wants",
                watching: intent != nil, watchingLabel: intent.map { "Watching · \($0.nearMatches) near-matches" })
        }
        var empty: EmptyStateCopy?
        if inventory.isEmpty {
            empty = .lockerEmpty
        } else if !intents.contains(where: { $0.state.exists }) {
            empty = .lockerPrompt
        }
        return LockerOutput(columns: 2, cards: cards, emptyState: empty)
    }
}
