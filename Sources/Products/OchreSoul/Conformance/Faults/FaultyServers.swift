import OchreSoul

/// Negative control: the sync endpoint keeps the last write instead of the bitset union.
package final class LastWriteWinsProgressServer: ProgressSyncAPI {
    private var rows: [String: [String: ServerProgressRow]] = [:]

    package init() {}

    package func syncProgress(userID: String, _ request: SyncProgressRequest) throws(RemoteError) -> ServerProgressRow {
        let row = ServerProgressRow(
            artworkID: request.artworkID, artworkVersion: request.artworkVersion,
            completedRegions: request.completedRegions,
            lastSelectedColourID: request.lastSelectedColourID)
        rows[userID, default: [:]][request.artworkID] = row
        return row
    }

    package func fetchProgress(userID: String) throws(RemoteError) -> [ServerProgressRow] {
        (rows[userID] ?? [:]).values.sorted { $0.artworkID < $1.artworkID }
    }
}

/// Negative control: the admin publish function publishes without checking the cultural review.
package final class ReviewBypassingAdmin: AdminAPI {
    private let backend: FakeBackend

    package init(backend: FakeBackend) { self.backend = backend }

    package func upload(slug: String, version: Int, files: [String: [UInt8]], adminToken: String) throws(RemoteError)
        -> [String]
    {
        try backend.upload(slug: slug, version: version, files: files, adminToken: adminToken)
    }

    package func publish(slug: String, reviewID: String, version: Int, checksum: String, adminToken: String)
        throws(RemoteError)
    {
        if let index = backend.catalogue.firstIndex(where: { $0.slug == slug }) {
            backend.catalogue[index].isPublished = true
        }
    }

    package func unpublish(slug: String, reason: String, adminToken: String) throws(RemoteError) {
        try backend.unpublish(slug: slug, reason: reason, adminToken: adminToken)
    }
}

/// Negative control: receipts are "validated" on the device, so the client grants the entitlement.
package final class ClientGrantingPurchaseAPI: PurchaseAPI {
    private let backend: FakeBackend

    package init(backend: FakeBackend) { self.backend = backend }

    package func validatePurchase(userID: String, platform: String, productID: String, receipt: String)
        throws(RemoteError) -> [Entitlement]
    {
        guard let pack = backend.packs.first(where: { $0.productID == productID }) else {
            throw .rejected("product_mismatch")
        }
        return [Entitlement(packID: pack.id, source: .purchase)]
    }

    package func restorePurchases(userID: String, platform: String, receipts: [String]) throws(RemoteError)
        -> [Entitlement]
    {
        try backend.restorePurchases(userID: userID, platform: platform, receipts: receipts)
    }

    package func fetchEntitlements(userID: String) throws(RemoteError) -> [Entitlement] {
        try backend.fetchEntitlements(userID: userID)
    }
}

/// Negative control: the validate-purchase function completes purchases for anonymous users.
package final class AnonymousAcceptingPurchaseAPI: PurchaseAPI {
    private let backend: FakeBackend

    package init(backend: FakeBackend) { self.backend = backend }

    package func validatePurchase(userID: String, platform: String, productID: String, receipt: String)
        throws(RemoteError) -> [Entitlement]
    {
        do {
            return try backend.validatePurchase(
                userID: userID, platform: platform, productID: productID, receipt: receipt)
        } catch .signInRequired {
            guard let pack = backend.packs.first(where: { $0.productID == productID }),
                backend.validReceipts[receipt] == productID
            else {
                throw .rejected("invalid_receipt")
            }
            return [Entitlement(packID: pack.id, source: .purchase)]
        }
    }

    package func restorePurchases(userID: String, platform: String, receipts: [String]) throws(RemoteError)
        -> [Entitlement]
    {
        try backend.restorePurchases(userID: userID, platform: platform, receipts: receipts)
    }

    package func fetchEntitlements(userID: String) throws(RemoteError) -> [Entitlement] {
        try backend.fetchEntitlements(userID: userID)
    }
}

/// Negative control: `GET /artworks` ignores RLS and returns drafts to normal users.
package final class DraftLeakingCatalogue: CatalogueAPI {
    private let backend: FakeBackend

    package init(backend: FakeBackend) { self.backend = backend }

    package func fetchArtworks(userID: String?, role: String) throws(RemoteError) -> [CatalogueRow] {
        backend.catalogue
    }

    package func fetchArtwork(slug: String, userID: String?, role: String) throws(RemoteError) -> CatalogueRow {
        guard let row = backend.catalogue.first(where: { $0.slug == slug }) else { throw .notFound }
        return row
    }

    package func fetchContentPacks() throws(RemoteError) -> [ContentPack] { try backend.fetchContentPacks() }
}
