import Foundation

/// How an entitlement was granted (always by the server).
public enum EntitlementSource: String, Sendable {
    case purchase
    case restore
    case familyShared = "family_shared"
}

/// An active entitlement row returned by the backend.
public struct Entitlement: Equatable, Hashable, Sendable {
    /// Content pack it unlocks.
    public let packID: String
    public let source: EntitlementSource

    /// Creates a row (only fakes and the server-response decoder build these).
    public init(packID: String, source: EntitlementSource) {
        self.packID = packID
        self.source = source
    }
}

/// What a store product is. v1 sells content packs only.
public enum ProductKind: String, Sendable {
    case contentPack = "content_pack"
    case subscription
    case consumable
}

/// A content pack offer.
public struct ContentPack: Equatable, Sendable {
    public let id: String
    /// Store product ID.
    public let productID: String
    public let title: String
    public let kind: ProductKind
    /// Artwork IDs in the pack.
    public let artworkIDs: [String]

    /// Creates a pack row.
    public init(id: String, productID: String, title: String, kind: ProductKind = .contentPack, artworkIDs: [String]) {
        self.id = id
        self.productID = productID
        self.title = title
        self.kind = kind
        self.artworkIDs = artworkIDs
    }
}
