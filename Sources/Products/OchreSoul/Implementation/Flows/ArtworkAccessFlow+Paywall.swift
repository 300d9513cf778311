import Foundation

/// The paywall of §7.3.2: native purchase in two steps (JRN-P04 steps 4–5), restore, dismissal.
extension ArtworkAccessFlow {
    /// Whether the native purchase sheet is open over the paywall.
    package var purchaseInFlight: Bool { env.purchases.isPurchaseInFlight(pack) }

    /// Taps buy on the paywall (JRN-P04 step 4): anonymous users are routed to account upgrade first; a
    /// signed-in user gets the platform purchase sheet (`purchase_started`) and stays on the paywall until the
    /// sheet finishes (`finishPurchase`).
    @discardableResult
    package func tapPurchase() -> ArtworkAccessPhase {
        guard phase == .paywallRequired, !purchaseInFlight else { return phase }
        if env.purchases.startPurchase(pack) == .accountRequired {
            env.presentations.present(SurfaceRenderer.accountRequired())
            phase = .accountRequired
        }
        return phase
    }

    /// The platform purchase sheet finishes (JRN-P04 step 5): the receipt is validated server-side and the
    /// entitlement applied, or the purchase fails and the artwork stays locked on the paywall with retry and
    /// restore available (§7.5 "Receipt validation failure").
    @discardableResult
    package func finishPurchase() -> ArtworkAccessPhase {
        guard phase == .paywallRequired, purchaseInFlight else { return phase }
        if env.purchases.completePurchase(pack) == .entitled {
            env.presentations.dismiss(.paywall)
            phase = .entitled
        }
        refreshDetail()
        presentDetail()
        return phase
    }

    /// Taps restore on the paywall.
    @discardableResult
    package func tapRestore() -> ArtworkAccessPhase {
        guard phase == .paywallRequired, !purchaseInFlight else { return phase }
        switch env.purchases.restore() {
        case .restored where env.entitlements.owns(packID: current?.row.packID):
            env.presentations.dismiss(.paywall)
            presentDetail()
            phase = .entitled
        case .accountRequired:
            env.presentations.present(SurfaceRenderer.accountRequired())
            phase = .accountRequired
        default: break
        }
        return phase
    }

    /// Dismisses the paywall (§7.3.2 PaywallRequired exits on "Purchase, restore, or dismissal"): back to the
    /// artwork detail, still locked. The platform purchase sheet is modal, so the paywall cannot be dismissed
    /// while it is open.
    @discardableResult
    package func dismissPaywall() -> ArtworkAccessPhase {
        guard phase == .paywallRequired, !purchaseInFlight else { return phase }
        refreshDetail()
        env.presentations.dismiss(.paywall)
        presentDetail()
        phase = .detailViewed
        return phase
    }

    /// Sets up what the store sheet and the server will do for the next purchase.
    package func prepareStore(validReceipt: Bool) {
        env.appStore.nextPurchase = .purchased(receipt: validReceipt ? "receipt-ok" : "receipt-bad")
        if validReceipt { env.backend.validReceipts["receipt-ok"] = pack.productID }
    }
}
