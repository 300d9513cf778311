import Foundation

/// How an entitlement was granted (always by the server).
package enum EntitlementSource: String, Sendable {
    case purchase
    case restore
    case familyShared = "family_shared"
}

/// An active entitlement row returned by the backend.
package struct Entitlement: Equatable, Hashable, Sendable {
    /// Content pack it unlocks.
    package let packID: String
    package let source: EntitlementSource

    /// Creates a row (only fakes and the server-response decoder build these).
    package init(packID: String, source: EntitlementSource) {
        self.packID = packID
        self.source = source
    }
}

/// What a store product is. v1 sells content packs only.
package enum ProductKind: String, Sendable {
    case contentPack = "content_pack"
    case subscription
    case consumable
}

/// A content pack offer.
package struct ContentPack: Equatable, Sendable {
    package let id: String
    /// Store product ID.
    package let productID: String
    package let title: String
    package let kind: ProductKind
    /// Artwork IDs in the pack.
    package let artworkIDs: [String]

    /// Creates a pack row.
    package init(id: String, productID: String, title: String, kind: ProductKind = .contentPack, artworkIDs: [String]) {
        self.id = id
        self.productID = productID
        self.title = title
        self.kind = kind
        self.artworkIDs = artworkIDs
    }
}
