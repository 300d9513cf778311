import Conformance
import OchreSoul

/// A full session driven through the modules, remembering the sensitive material it handled.
struct ObservedSession {
    /// A detailed backend message that must never reach a payload.
    static let backendDetail = "row 42 rejected for parent.buyer"

    let env: AppEnvironment
    let userID: String
    let credential: String
    let receipts: [String]
    let culturalNotes: [String]
    let titles: [String]
    let childSessionID: String
    let signedURLs: [String]
    let childModeBehavioural: Int
    /// The index in `env.sink.events` where the child-mode part of the session begins.
    let childModeStart: Int

    static func run() -> ObservedSession? {
        let env = AppEnvironment()
        _ = env.identity.launch()
        let credential = "parent.buyer@example.com"
        guard env.identity.upgrade(credential: credential) == .promoted, let user = env.session.userID else {
            return nil
        }
        let free = SampleArtwork.make(id: "art-obs", slug: "obs-art")
        let freeRow = withNote(free.row, "Sacred story told by elder Ngarra", approved: true)
        let premium = SampleArtwork.make(id: "art-obs-p", slug: "obs-premium", premium: true, packID: "pack-1")
        let premiumRow = withNote(premium.row, "Restricted ceremony detail", approved: false)
        env.backend.addArtwork(freeRow, files: free.files)
        env.backend.addArtwork(premiumRow, files: premium.files)
        let pack = ContentPack(
            id: "pack-1", productID: "com.ochre.pack1", title: "Coastal Dreaming pack", artworkIDs: [premiumRow.id])
        let other = ContentPack(id: "pack-2", productID: "com.ochre.pack2", title: "Desert pack", artworkIDs: [])
        env.backend.packs = [pack, other]

        _ = env.library.refresh()
        for section in LibrarySection.allCases { env.library.viewed(section) }
        guard env.downloadJob(for: freeRow).run() == .cached, let canvas = env.openCanvas(freeRow) else { return nil }
        for region in free.geometry.regions {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            if let wrong = free.geometry.palette.first(where: { $0.id != region.colourID }), region.index == 0 {
                canvas.select(colourID: wrong.id)
                _ = canvas.tap(screen: point)
            }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
        }
        canvas.recordCompletion()
        env.backend.inject(.network, on: .syncProgress)
        env.syncQueue.process()
        env.clock.advance(seconds: 3_600)
        env.backend.inject(.rejected(backendDetail), on: .syncProgress)
        env.syncQueue.process()

        // Purchases: cancelled, store unavailable, invalid receipt, network (then retried), unknown.
        let receipts = ["RAW-RECEIPT-BAD-91", "RAW-RECEIPT-OK-77", "RAW-RECEIPT-OTHER-12"]
        env.purchases.paywallViewed(trigger: .lockedArtwork)
        env.appStore.nextPurchase = .cancelled
        _ = env.purchases.purchase(pack)
        env.appStore.isAvailable = false
        _ = env.purchases.purchase(pack)
        env.appStore.isAvailable = true
        env.appStore.nextPurchase = .purchased(receipt: receipts[0])
        _ = env.purchases.purchase(pack)
        env.backend.validReceipts[receipts[1]] = pack.productID
        env.appStore.nextPurchase = .purchased(receipt: receipts[1])
        env.backend.inject(.network, on: .validatePurchase)
        _ = env.purchases.purchase(pack)
        guard env.purchases.retryValidation(pack) == .entitled else { return nil }
        env.backend.validReceipts[receipts[2]] = other.productID
        env.appStore.nextPurchase = .purchased(receipt: receipts[2])
        env.backend.inject(.server, on: .validatePurchase)
        _ = env.purchases.purchase(other)

        let signedMark = env.cdn.rangeRequests.count
        guard env.downloadJob(for: premiumRow).run() == .cached else { return nil }
        let signed = BackendTraffic.servedURLs(env, since: signedMark).filter { $0.contains("token=") }

        // Child mode: the app opens for a child; behavioural events are attempted and must not leave the device.
        env.settings.load(Profile(id: user, isAnonymous: false, audience: .child, culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        let childSession = "sess-child-1"
        let before = env.sink.events.count
        env.analytics.emit(.appOpened(sessionID: childSession, appVersion: "1.0.0", childMode: true))
        env.library.viewed(.downloaded)
        _ = env.openCanvas(freeRow)
        let behavioural = env.sink.events[before...].filter { $0.name != "app_opened" }.count

        return ObservedSession(
            env: env, userID: user, credential: credential, receipts: receipts,
            culturalNotes: ["Sacred story told by elder Ngarra", "Restricted ceremony detail"],
            titles: [free.row.title, premium.row.title, pack.title, other.title], childSessionID: childSession,
            signedURLs: signed,
            childModeBehavioural: behavioural, childModeStart: before)
    }

    private static func withNote(_ row: CatalogueRow, _ note: String, approved: Bool) -> CatalogueRow {
        var copy = row
        copy.culturalContext = note
        copy.culturalContextApproved = approved
        return copy
    }
}
