import Foundation

/// What a pack's action does right now.
package enum PackAction: String, Sendable {
    /// Enabled: starts the native purchase (account first, see `PurchaseService.startPurchase`).
    case unlock
    /// The server reports the pack as owned: its artwork opens.
    case owned
    /// Unlock is disabled because the catalogue or the store cannot be reached; a retry is offered.
    case retry
}

/// Why unlock is unavailable, as a coarse code.
package enum PackCatalogueProblem: String, Sendable {
    case catalogueUnavailable = "pack_catalogue_unavailable"
    case storeUnavailable = "store_unavailable"
}

/// One pack in the catalogue: premium badge and action.
package struct PackCatalogueEntry: Equatable, Sendable {
    package let pack: ContentPack
    /// Content packs are the premium offer; the badge is always shown on them.
    package let premiumBadge: Bool
    package let action: PackAction
}

/// The pack catalogue screen.
package struct PackCatalogueView: Equatable, Sendable {
    /// Content packs only, sorted by ID.
    package let entries: [PackCatalogueEntry]
    /// Whether the list is the cached one because the refresh failed.
    package let stale: Bool
    /// Why unlock is disabled, if it is.
    package let problem: PackCatalogueProblem?
}

/// The content pack catalogue of FEAT-IAP-001 (Monetisation "pack catalogue"): packs with premium badge and unlock.
///
/// Assumption (recovery): the documents give the catalogue no failure path. When `GET /content_packs` fails, the
/// last list fetched stays on screen with its badges, but unlock is disabled with a retry (a purchase needs the
/// backend to validate it); when the platform store cannot be reached, unlock is likewise disabled. A later
/// successful load restores unlock. Each failure is recorded as a coarse error signal (area "monetisation").
package final class PackCatalogue {
    private let api: CatalogueAPI
    private let purchases: PurchaseService
    private let store: FakeAppStore
    private let crashes: CrashReporter?
    /// The last list fetched (content packs only).
    package private(set) var cached: [ContentPack] = []
    /// The screen as last loaded.
    package private(set) var view = PackCatalogueView(entries: [], stale: false, problem: nil)

    /// Creates the catalogue.
    package init(api: CatalogueAPI, purchases: PurchaseService, store: FakeAppStore, crashes: CrashReporter? = nil) {
        self.api = api
        self.purchases = purchases
        self.store = store
        self.crashes = crashes
    }

    /// Loads (or retries) the catalogue.
    @discardableResult
    package func load() -> PackCatalogueView {
        var problem: PackCatalogueProblem?
        do {
            cached = purchases.offers(try api.fetchContentPacks())
        } catch {
            problem = .catalogueUnavailable
        }
        if problem == nil && !store.isAvailable { problem = .storeUnavailable }
        if let problem { crashes?.record(area: "monetisation", reason: problem.rawValue) }
        let entries = cached.map { pack in
            let action: PackAction =
                purchases.entitlements.owns(packID: pack.id) ? .owned : (problem == nil ? .unlock : .retry)
            return PackCatalogueEntry(pack: pack, premiumBadge: true, action: action)
        }
        view = PackCatalogueView(entries: entries, stale: problem == .catalogueUnavailable, problem: problem)
        return view
    }

    /// Taps a pack's unlock: starts the purchase only while unlock is enabled; `nil` when it is disabled.
    package func tapUnlock(packID: String) -> PurchaseStart? {
        guard let entry = view.entries.first(where: { $0.pack.id == packID }), entry.action == .unlock else {
            return nil
        }
        return purchases.startPurchase(entry.pack)
    }
}
