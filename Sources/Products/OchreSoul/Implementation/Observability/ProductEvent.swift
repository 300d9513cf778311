import Foundation

/// `library_viewed.section` values (§7.7).
package enum LibrarySection: String, CaseIterable, Sendable {
    case featured, new, category, downloaded
}

/// `artwork_viewed.source` values (§7.7).
package enum ArtworkViewSource: String, CaseIterable, Sendable {
    case library
    case continueRow = "continue_row"
    case notification
    case internalPreview = "internal_preview"
}

/// `paywall_viewed.trigger` values: coarse (§7.7).
package enum PaywallTrigger: String, CaseIterable, Sendable {
    case lockedArtwork = "locked_artwork"
    case restore
    case packBrowse = "pack_browse"
}

/// `purchase_failed.reason` values (§7.7).
package enum PurchaseFailureReason: String, CaseIterable, Sendable {
    case cancelled
    case invalidReceipt = "invalid_receipt"
    case storeUnavailable = "store_unavailable"
    case network
    case unknown
}

/// `sync_failed.reason` values: coarse and non-sensitive.
package enum SyncFailureReason: String, CaseIterable, Sendable {
    case network
    case server
    case versionMismatch = "version_mismatch"
    case validation
    case unauthorised
}

/// The approved event taxonomy of §7.7: thirteen events, each with exactly its required properties.
package enum ProductEvent: Equatable, Sendable {
    case appOpened(sessionID: String, appVersion: String, childMode: Bool)
    case libraryViewed(section: LibrarySection)
    case artworkViewed(artworkID: String, source: ArtworkViewSource)
    case artworkDownloadStarted(artworkID: String, premium: Bool)
    case artworkDownloadCompleted(artworkID: String, bytes: Int, durationMs: Int)
    case artworkOpened(artworkID: String, openDurationMs: Int)
    case regionFilled(artworkID: String, colourID: Int, correct: Bool)
    case artworkCompleted(artworkID: String, totalDurationMin: Int)
    case paywallViewed(trigger: PaywallTrigger)
    case purchaseStarted(productID: String)
    case purchaseSucceeded(productID: String)
    case purchaseFailed(productID: String, reason: PurchaseFailureReason)
    case syncFailed(reason: SyncFailureReason)

    /// All thirteen event names, in document order.
    package static let allNames: [String] = [
        "app_opened", "library_viewed", "artwork_viewed", "artwork_download_started",
        "artwork_download_completed", "artwork_opened", "region_filled", "artwork_completed",
        "paywall_viewed", "purchase_started", "purchase_succeeded", "purchase_failed", "sync_failed",
    ]

    /// Event names allowed in child mode (with identifiers stripped); crash signals go to `CrashReporter`.
    package static let childModeAllowed: Set<String> = ["app_opened"]

    /// Payload keys that identify a person or session and are stripped in child mode.
    package static let identifierKeys: Set<String> = ["session_id", "user_id", "distinct_id", "device_id"]

    /// The wire name.
    package var name: String {
        switch self {
        case .appOpened: return "app_opened"
        case .libraryViewed: return "library_viewed"
        case .artworkViewed: return "artwork_viewed"
        case .artworkDownloadStarted: return "artwork_download_started"
        case .artworkDownloadCompleted: return "artwork_download_completed"
        case .artworkOpened: return "artwork_opened"
        case .regionFilled: return "region_filled"
        case .artworkCompleted: return "artwork_completed"
        case .paywallViewed: return "paywall_viewed"
        case .purchaseStarted: return "purchase_started"
        case .purchaseSucceeded: return "purchase_succeeded"
        case .purchaseFailed: return "purchase_failed"
        case .syncFailed: return "sync_failed"
        }
    }

    /// The payload: exactly the required properties, never URLs, receipts, titles or free text.
    package var payload: [String: AnalyticsValue] {
        switch self {
        case .appOpened(let sessionID, let appVersion, let childMode):
            return [
                "session_id": .string(sessionID), "app_version": .string(appVersion), "child_mode": .bool(childMode),
            ]
        case .libraryViewed(let section):
            return ["section": .string(section.rawValue)]
        case .artworkViewed(let artworkID, let source):
            return ["artwork_id": .string(artworkID), "source": .string(source.rawValue)]
        case .artworkDownloadStarted(let artworkID, let premium):
            return ["artwork_id": .string(artworkID), "premium": .bool(premium)]
        case .artworkDownloadCompleted(let artworkID, let bytes, let durationMs):
            return ["artwork_id": .string(artworkID), "bytes": .int(bytes), "duration_ms": .int(durationMs)]
        case .artworkOpened(let artworkID, let openDurationMs):
            return ["artwork_id": .string(artworkID), "open_duration_ms": .int(openDurationMs)]
        case .regionFilled(let artworkID, let colourID, let correct):
            return ["artwork_id": .string(artworkID), "colour_id": .int(colourID), "correct": .bool(correct)]
        case .artworkCompleted(let artworkID, let totalDurationMin):
            return ["artwork_id": .string(artworkID), "total_duration_min": .int(totalDurationMin)]
        case .paywallViewed(let trigger):
            return ["trigger": .string(trigger.rawValue)]
        case .purchaseStarted(let productID), .purchaseSucceeded(let productID):
            return ["product_id": .string(productID)]
        case .purchaseFailed(let productID, let reason):
            return ["product_id": .string(productID), "reason": .string(reason.rawValue)]
        case .syncFailed(let reason):
            return ["reason": .string(reason.rawValue)]
        }
    }
}
