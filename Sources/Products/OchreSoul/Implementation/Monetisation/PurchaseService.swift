import Foundation

/// Result of a purchase attempt.
package enum PurchaseOutcome: Equatable, Sendable {
    /// The server validated the receipt; entitlements now reflect the server.
    case entitled
    /// Anonymous users must upgrade before the native purchase.
    case accountRequired
    /// Child mode: the parental gate / safe explanation is shown instead.
    case parentalGate
    /// Not a content pack: v1 sells nothing else.
    case notOffered
    /// Purchase or validation failed; the artwork stays locked.
    case failed(PurchaseFailureReason)
}

/// Result of starting a native purchase (JRN-P04 step 4).
package enum PurchaseStart: Equatable, Sendable {
    /// The platform purchase sheet is open; its outcome arrives through `completePurchase`.
    case sheetPresented
    /// Anonymous users must upgrade before the native purchase.
    case accountRequired
    /// Child mode: the parental gate / safe explanation is shown instead.
    case parentalGate
    /// Not a content pack: v1 sells nothing else.
    case notOffered
}

/// Result of a restore.
package enum RestoreOutcome: Equatable, Sendable {
    case restored([Entitlement])
    case noPurchases
    case accountRequired
    case parentalGate
    case failed(PurchaseFailureReason)
}

/// The Monetisation module: content packs only, account before purchase/restore, server receipt validation.
package final class PurchaseService {
    private let session: Session
    private let api: PurchaseAPI
    private let store: FakeAppStore
    /// Server-sourced entitlements.
    package let entitlements: EntitlementStore
    private let analytics: ProductAnalytics
    private let isChildMode: () -> Bool
    private let platform: String
    /// Receipts waiting for validation (secure receipt cache), by product ID: retried without a new purchase.
    package private(set) var pendingReceipts: [String: String] = [:]
    /// Product IDs whose native purchase sheet is open.
    private var sheetsOpen: Set<String> = []

    /// Creates the module.
    package init(
        session: Session, api: PurchaseAPI, store: FakeAppStore, entitlements: EntitlementStore,
        analytics: ProductAnalytics, platform: String = "ios", isChildMode: @escaping () -> Bool = { false }
    ) {
        self.session = session
        self.api = api
        self.store = store
        self.entitlements = entitlements
        self.analytics = analytics
        self.platform = platform
        self.isChildMode = isChildMode
    }

    /// The paywall's offers: content packs only.
    package func offers(_ packs: [ContentPack]) -> [ContentPack] {
        packs.filter { $0.kind == .contentPack }.sorted { $0.id < $1.id }
    }

    /// Records that the paywall opened.
    package func paywallViewed(trigger: PaywallTrigger) { analytics.emit(.paywallViewed(trigger: trigger)) }

    /// Buys a pack in one go: `startPurchase` then `completePurchase` (account first, then the native sheet, then
    /// server validation, then entitlement).
    package func purchase(_ pack: ContentPack) -> PurchaseOutcome {
        switch startPurchase(pack) {
        case .sheetPresented: return completePurchase(pack) ?? .failed(.unknown)
        case .accountRequired: return .accountRequired
        case .parentalGate: return .parentalGate
        case .notOffered: return .notOffered
        }
    }

    /// Starts the native purchase flow (JRN-P04 step 4 "Starts native purchase" → "Platform purchase sheet"):
    /// account first, then the sheet opens and `purchase_started` is emitted (§7.7 "Native purchase flow starts").
    package func startPurchase(_ pack: ContentPack) -> PurchaseStart {
        guard pack.kind == .contentPack else { return .notOffered }
        if isChildMode() { return .parentalGate }
        guard session.hasAccount, session.userID != nil else { return .accountRequired }
        analytics.emit(.purchaseStarted(productID: pack.productID))
        sheetsOpen.insert(pack.productID)
        return .sheetPresented
    }

    /// Whether the native purchase sheet for `pack` is open (started, outcome not yet received).
    package func isPurchaseInFlight(_ pack: ContentPack) -> Bool { sheetsOpen.contains(pack.productID) }

    /// The open purchase sheet finishes (JRN-P04 step 5 "Purchase validates"): the store's result, then server
    /// validation, then entitlement. `nil` when no purchase of `pack` was started, so nothing is completed.
    package func completePurchase(_ pack: ContentPack) -> PurchaseOutcome? {
        guard sheetsOpen.remove(pack.productID) != nil else { return nil }
        guard session.hasAccount, let userID = session.userID else { return .accountRequired }
        switch store.purchase(productID: pack.productID) {
        case .cancelled:
            return fail(pack, .cancelled)
        case .unavailable:
            return fail(pack, .storeUnavailable)
        case .purchased(let receipt):
            pendingReceipts[pack.productID] = receipt
            return validate(pack, receipt: receipt, userID: userID)
        }
    }

    /// Retries server validation of a receipt the store already issued.
    package func retryValidation(_ pack: ContentPack) -> PurchaseOutcome {
        guard session.hasAccount, let userID = session.userID else { return .accountRequired }
        guard let receipt = pendingReceipts[pack.productID] else { return .failed(.unknown) }
        return validate(pack, receipt: receipt, userID: userID)
    }

    private func validate(_ pack: ContentPack, receipt: String, userID: String) -> PurchaseOutcome {
        do {
            let rows = try api.validatePurchase(
                userID: userID, platform: platform, productID: pack.productID, receipt: receipt)
            entitlements.replace(withServerRows: rows)
            pendingReceipts.removeValue(forKey: pack.productID)
            guard entitlements.owns(packID: pack.id) else { return fail(pack, .unknown) }
            analytics.emit(.purchaseSucceeded(productID: pack.productID))
            return .entitled
        } catch {
            return fail(pack, PurchaseService.reason(for: error))
        }
    }

    private func fail(_ pack: ContentPack, _ reason: PurchaseFailureReason) -> PurchaseOutcome {
        analytics.emit(.purchaseFailed(productID: pack.productID, reason: reason))
        return .failed(reason)
    }

    static func reason(for error: RemoteError) -> PurchaseFailureReason {
        switch error {
        case .network, .timeout: return .network
        case .rejected(let why) where why == "invalid_receipt" || why == "product_mismatch": return .invalidReceipt
        case .rejected(let why) where why == "store_unavailable": return .storeUnavailable
        default: return .unknown
        }
    }

    /// Restores purchases (paywall or settings): account first; entitlements only from the server.
    package func restore() -> RestoreOutcome {
        if isChildMode() { return .parentalGate }
        guard session.hasAccount, let userID = session.userID else { return .accountRequired }
        guard let receipts = store.restore() else { return .failed(.storeUnavailable) }
        do {
            let rows = try api.restorePurchases(userID: userID, platform: platform, receipts: receipts)
            entitlements.replace(withServerRows: rows)
            return rows.isEmpty ? .noPurchases : .restored(rows)
        } catch {
            return .failed(PurchaseService.reason(for: error))
        }
    }

    /// Refreshes entitlements from `GET /entitlements` (detail and paywall use this, never local parsing).
    @discardableResult
    package func refreshEntitlements() -> Bool {
        guard let userID = session.userID, let rows = try? api.fetchEntitlements(userID: userID) else { return false }
        entitlements.replace(withServerRows: rows)
        return true
    }
}
