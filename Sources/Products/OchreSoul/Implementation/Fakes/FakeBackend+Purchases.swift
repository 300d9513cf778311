import Foundation

extension FakeBackend: PurchaseAPI {
    package func validatePurchase(userID: String, platform: String, productID: String, receipt: String)
        throws(RemoteError) -> [Entitlement]
    {
        try enter(.validatePurchase)
        guard let account = accounts[userID], !account.isAnonymous else { throw .signInRequired }
        guard let pack = packs.first(where: { $0.productID == productID }), pack.kind == .contentPack else {
            failedValidationAudit.append("product_mismatch")
            throw .rejected("product_mismatch")
        }
        guard platformStoreAvailable else {
            failedValidationAudit.append("store_unavailable")
            throw .rejected("store_unavailable")
        }
        if familySharedReceipts[receipt] == productID {
            grant(pack.id, to: userID, source: .familyShared)
            purchaseReceipts.append(
                PurchaseReceiptRecord(userID: userID, platform: platform, productID: productID, source: .familyShared))
        } else if validReceipts[receipt] == productID {
            grant(pack.id, to: userID, source: .purchase)
            purchaseReceipts.append(
                PurchaseReceiptRecord(userID: userID, platform: platform, productID: productID, source: .purchase))
        } else {
            failedValidationAudit.append("invalid_receipt")
            throw .rejected("invalid_receipt")
        }
        return (entitlements[userID] ?? []).sorted { $0.packID < $1.packID }
    }

    package func restorePurchases(userID: String, platform: String, receipts: [String]) throws(RemoteError)
        -> [Entitlement]
    {
        try enter(.restorePurchases)
        guard let account = accounts[userID], !account.isAnonymous else { throw .signInRequired }
        guard platformStoreAvailable else { throw .rejected("store_unavailable") }
        for receipt in receipts {
            if let product = familySharedReceipts[receipt], let pack = packs.first(where: { $0.productID == product }) {
                grant(pack.id, to: userID, source: .familyShared)
            } else if let product = validReceipts[receipt], let pack = packs.first(where: { $0.productID == product }) {
                grant(pack.id, to: userID, source: .restore)
            }
        }
        return (entitlements[userID] ?? []).sorted { $0.packID < $1.packID }
    }

    package func fetchEntitlements(userID: String) throws(RemoteError) -> [Entitlement] {
        try enter(.fetchEntitlements)
        guard accounts[userID] != nil else { throw .unauthorised }
        return (entitlements[userID] ?? []).sorted { $0.packID < $1.packID }
    }
}

extension FakeBackend: AdminAPI {
    package func upload(slug: String, version: Int, files: [String: [UInt8]], adminToken: String) throws(RemoteError)
        -> [String]
    {
        try logged("admin-upload") { () throws(RemoteError) in
            try uploadUnlogged(slug: slug, version: version, files: files, adminToken: adminToken)
        }
    }

    package func publish(slug: String, reviewID: String, version: Int, checksum: String, adminToken: String)
        throws(RemoteError)
    {
        try logged("admin-publish") { () throws(RemoteError) in
            try publishUnlogged(
                slug: slug, reviewID: reviewID, version: version, checksum: checksum, adminToken: adminToken)
        }
    }

    package func unpublish(slug: String, reason: String, adminToken: String) throws(RemoteError) {
        try logged("admin-unpublish") { () throws(RemoteError) in
            try unpublishUnlogged(slug: slug, reason: reason, adminToken: adminToken)
        }
    }

    /// Runs an admin function and writes its coarse outcome to the function log (never the payload).
    private func logged<T>(_ function: String, _ body: () throws(RemoteError) -> T) throws(RemoteError) -> T {
        do {
            let result = try body()
            functionLog.append(FunctionLogEntry(function: function, outcome: "ok"))
            return result
        } catch {
            functionLog.append(FunctionLogEntry(function: function, outcome: FunctionLogEntry.outcome(of: error)))
            throw error
        }
    }

    private func uploadUnlogged(slug: String, version: Int, files: [String: [UInt8]], adminToken: String)
        throws(RemoteError) -> [String]
    {
        try enter(.adminUpload)
        guard adminTokens.contains(adminToken) else { throw .unauthorised }
        bundles["\(slug)@\(version)"] = files
        return files.keys.sorted().map { "artwork-bundles/\(slug)/v\(version)/\($0)" }
    }

    private func publishUnlogged(slug: String, reviewID: String, version: Int, checksum: String, adminToken: String)
        throws(RemoteError)
    {
        try enter(.adminPublish)
        guard adminTokens.contains(adminToken) else { throw .unauthorised }
        guard approvedReviews[reviewID] == slug else { throw .rejected("review_not_approved") }
        guard let files = bundles["\(slug)@\(version)"], let payload = files["regions.bin.br"] else {
            throw .rejected("missing_bundle")
        }
        guard SHA256.hex(payload) == checksum else { throw .rejected("checksum_mismatch") }
        // §7.2 Content pipeline "must not publish invalid bundles", §7.5 validator block "prevent publish; keep
        // artwork draft": the admin function re-validates the stored bundle, so no caller can publish around oands.
        guard !BundleValidator().validate(files: files).hasErrors else { throw .rejected("validator_errors") }
        if let i = catalogue.firstIndex(where: { $0.slug == slug }) {
            catalogue[i].isPublished = true
            catalogue[i].version = version
            catalogue[i].checksum = checksum
        } else if let manifest = files["manifest.json"].flatMap(BundleManifest.decode) {
            catalogue.append(
                CatalogueRow(
                    id: manifest.id, slug: slug, title: manifest.title, themes: manifest.themes,
                    difficulty: manifest.difficulty, regionCount: manifest.regionCount, premium: manifest.premium,
                    version: version, checksum: checksum, artist: manifest.artist, isPublished: true))
        }
    }

    private func unpublishUnlogged(slug: String, reason: String, adminToken: String) throws(RemoteError) {
        try enter(.adminUnpublish)
        guard adminTokens.contains(adminToken) else { throw .unauthorised }
        // §7.6.3 unpublish takes a reason, and §7.6.2 admin functions answer a validation error: the function itself
        // refuses an unpublish without one, so no caller can unpublish around oands without saying why.
        guard !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .rejected("validation_error")
        }
        guard let i = catalogue.firstIndex(where: { $0.slug == slug }) else { throw .notFound }
        catalogue[i].isPublished = false
    }
}
