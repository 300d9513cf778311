import Foundation

/// One Locker grid card.
public struct LockerCard: Equatable, Sendable {
    /// Asset ID.
    public var id: String
    /// Name.
    public var name: String
    /// Demand count.
    public var demand: Int
    /// "{n} wants".
    public var demandPip: String
    /// True when the item has a watching intent (green dot).
    public var watching: Bool
    /// "Watching · {n} near-matches" when watching.
    public var watchingLabel: String?

    /// As a JSON object.
    public func jsonObject() -> [String: Any] {
        [
            "kind": "item", "id": id, "name": name, "demand": demand, "demandPip": demandPip, "watching": watching,
            "watchingLabel": watchingLabel as Any? ?? NSNull(),
        ]
    }
}

/// The composed Locker.
public struct LockerOutput: Equatable, Sendable {
    /// Grid columns (2).
    public var columns: Int
    /// Cards, demand desc, then name, then ID.
    public var cards: [LockerCard]
    /// Empty state (no inventory) or the prompt card (items, no intents).
    public var emptyState: EmptyStateCopy?

    /// As a JSON object.
    public func jsonObject() -> [String: Any] {
        [
            "columns": columns, "cards": cards.map { $0.jsonObject() },
            "emptyState": emptyState.map { $0.jsonObject() as Any } ?? NSNull(),
        ]
    }
}

/// Composes the Locker grid (§6.1).
public enum LockerComposer {
    /// Composes the grid from inventory and intents.
    public static func compose(inventory: [Asset], intents: [Intent]) -> LockerOutput {
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
