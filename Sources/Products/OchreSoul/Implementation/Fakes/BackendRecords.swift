import Foundation

/// A `purchase_receipts` row: the receipt audit record written when validation grants an entitlement. It keeps
/// no receipt bytes, only what the audit needs.
package struct PurchaseReceiptRecord: Equatable, Sendable {
    package let userID: String
    package let platform: String
    package let productID: String
    package let source: EntitlementSource
}

/// One InsForge function log line: the function and a coarse outcome code, never the payload or a token.
package struct FunctionLogEntry: Equatable, Sendable {
    /// Function name, e.g. "admin-publish".
    package let function: String
    /// "ok" or a coarse failure code ("role_failure", "review_not_approved", "missing_bundle", ...).
    package let outcome: String

    /// The coarse code of a failure.
    static func outcome(of error: RemoteError) -> String {
        switch error {
        case .unauthorised: return "role_failure"
        case .notFound: return "not_found"
        case .rejected(let code): return code
        case .network, .timeout: return "network"
        case .server: return "server"
        case .rateLimited: return "rate_limited"
        case .signInRequired: return "sign_in_required"
        case .paywall: return "paywall"
        }
    }
}

/// A category row of `GET /artwork_categories`.
/// Assumption: the documents name category rows without their fields; a category here is a theme slug that
/// published artwork carries, with the number of published artworks in it.
package struct ArtworkCategory: Equatable, Sendable {
    package let slug: String
    package let artworkCount: Int
}

/// `GET /content_packs` row: a published pack with the caller's ownership context.
package struct ContentPackRow: Equatable, Sendable {
    package let pack: ContentPack
    package let owned: Bool
}

/// `GET /content_packs/{slug}`: pack detail and its artwork membership (published rows only for normal users).
/// Assumption: a pack's slug is its ID (the documents give packs no separate slug).
package struct ContentPackDetail: Equatable, Sendable {
    package let pack: ContentPack
    package let artworks: [CatalogueRow]
}

/// A platform store server notification (Apple App Store Server Notifications v2 or Google RTDN), reduced to
/// what changes receipt and entitlement state.
package struct StoreNotification: Equatable, Sendable {
    /// What the store reports.
    package enum Kind: String, Sendable {
        /// A purchase the store confirmed (e.g. completed while the app was closed).
        case purchased
        /// A refund or revocation: the entitlement ends.
        case refunded
    }

    /// "ios" (ASSN v2) or "android" (RTDN).
    package let platform: String
    package let kind: Kind
    package let userID: String
    package let productID: String
    /// The store's signature over the other fields.
    package let signature: String

    /// Creates a notification.
    package init(platform: String, kind: Kind, userID: String, productID: String, signature: String) {
        self.platform = platform
        self.kind = kind
        self.userID = userID
        self.productID = productID
        self.signature = signature
    }

    /// The signature a store holding `secret` puts on these fields.
    package static func sign(platform: String, kind: Kind, userID: String, productID: String, secret: String) -> String
    {
        SHA256.hex(Array([secret, platform, kind.rawValue, userID, productID].joined(separator: "|").utf8))
    }
}
