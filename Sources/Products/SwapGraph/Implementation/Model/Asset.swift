import Foundation

/// A wear tier of a skin, in the marketplace's short codes.
package enum WearTier: String, CaseIterable, Codable, Sendable {
    case fn = "FN"
    case mw = "MW"
    case ft = "FT"
    case ww = "WW"
    case bs = "BS"
}

/// An item in a user's inventory, or one side of a proposed swap.
package struct Asset: Equatable, Hashable, Codable, Sendable {
    /// Stable asset identifier.
    package var id: String
    /// Display name.
    package var name: String
    /// Market value in US dollars.
    package var valueUsd: Decimal
    /// Wear tier, when the asset has one.
    package var wear: WearTier?
    /// How many other users want this item (the demand pip, "{n} wants").
    package var demand: Int

    /// Creates an asset.
    package init(id: String, name: String, valueUsd: Decimal = 0, wear: WearTier? = nil, demand: Int = 0) {
        self.id = id
        self.name = name
        self.valueUsd = valueUsd
        self.wear = wear
        self.demand = demand
    }
}
