import Foundation

/// Read endpoints of §7.6.2 beyond the `CatalogueAPI` protocol, and the store webhook.
extension FakeBackend {
    private func requireSession(_ userID: String?) throws(RemoteError) -> String {
        guard let userID, accounts[userID] != nil else { throw .unauthorised }
        return userID
    }

    /// `GET /artwork_categories`: category rows of published artwork; auth/session error without a session.
    package func fetchArtworkCategories(userID: String?) throws(RemoteError) -> [ArtworkCategory] {
        try enter(.fetchArtworkCategories)
        _ = try requireSession(userID)
        var counts: [String: Int] = [:]
        for row in catalogue where row.isPublished {
            for theme in Set(row.themes) { counts[theme, default: 0] += 1 }
        }
        return counts.keys.sorted().map { ArtworkCategory(slug: $0, artworkCount: counts[$0] ?? 0) }
    }

    /// `GET /content_packs`: published packs with ownership context; auth/session error without a session.
    package func fetchContentPacks(userID: String?) throws(RemoteError) -> [ContentPackRow] {
        try enter(.fetchContentPacks)
        let user = try requireSession(userID)
        let owned = Set((entitlements[user] ?? []).map(\.packID))
        return packs.filter { $0.kind == .contentPack }.sorted { $0.id < $1.id }.map {
            ContentPackRow(pack: $0, owned: owned.contains($0.id))
        }
    }

    /// `GET /content_packs/{slug}`: pack detail and its artwork membership, filtered by RLS; not found otherwise.
    package func fetchContentPack(slug: String, userID: String?) throws(RemoteError) -> ContentPackDetail {
        try enter(.fetchContentPack)
        guard let pack = packs.first(where: { $0.id == slug && $0.kind == .contentPack }) else { throw .notFound }
        let seesDrafts = FakeBackend.draftRoles.contains(role(of: userID))
        let members = catalogue.filter { pack.artworkIDs.contains($0.id) && ($0.isPublished || seesDrafts) }.sorted {
            $0.id < $1.id
        }
        return ContentPackDetail(pack: pack, artworks: members)
    }

    /// `POST /functions/store-notification`: a signed store notification updates receipt and entitlement state;
    /// a bad signature or payload is rejected (`validation_failed`) and changes nothing.
    package func storeNotification(_ notification: StoreNotification) throws(RemoteError) {
        try enter(.storeNotification)
        let expected = StoreNotification.sign(
            platform: notification.platform, kind: notification.kind, userID: notification.userID,
            productID: notification.productID,
            secret: storeNotificationSecret)
        guard notification.signature == expected, ["ios", "android"].contains(notification.platform),
            accounts[notification.userID] != nil,
            let pack = packs.first(where: { $0.productID == notification.productID && $0.kind == .contentPack })
        else { throw .rejected("validation_failed") }
        switch notification.kind {
        case .purchased:
            grant(pack.id, to: notification.userID, source: .purchase)
            purchaseReceipts.append(
                PurchaseReceiptRecord(
                    userID: notification.userID, platform: notification.platform, productID: pack.productID,
                    source: .purchase))
        case .refunded:
            entitlements[notification.userID] = (entitlements[notification.userID] ?? []).filter {
                $0.packID != pack.id
            }
        }
    }
}
