import Foundation

/// Endpoints of the fake backend, for fault injection.
package enum Endpoint: String, CaseIterable, Sendable {
    case signInAnonymously, restoreSession, createProfile, upgradeAccount, saveProfile
    case fetchArtworks, fetchArtwork, fetchArtworkCategories, fetchContentPacks, fetchContentPack
    case downloadURL, syncProgress, fetchProgress
    case validatePurchase, restorePurchases, fetchEntitlements, storeNotification
    case adminUpload, adminPublish, adminUnpublish
}

/// An in-memory InsForge backend: auth, RLS-filtered catalogue, download URL function, progress union merge,
/// receipt validation, entitlements and admin functions, with injectable faults per endpoint.
package final class FakeBackend {
    /// Assumption from JRN-F05: signed URLs live 15 minutes.
    package static let signedURLLifetimeMillis = 15 * 60 * 1_000

    struct Account {
        var isAnonymous: Bool
        var credential: String?
        var role: String
    }

    let network: Network
    let clock: Clock
    /// The CDN the download function hands URLs for.
    package let cdn: FakeCDN
    var accounts: [String: Account] = [:]
    var tokens: [String: String] = [:]
    private var nextID = 0
    /// Profiles rows.
    package internal(set) var profiles: [String: Profile] = [:]
    /// Catalogue rows including drafts.
    package var catalogue: [CatalogueRow] = []
    /// Bundle files by slug and version.
    package var bundles: [String: [String: [UInt8]]] = [:]
    /// Content packs.
    package var packs: [ContentPack] = []
    /// Entitlements per user.
    package internal(set) var entitlements: [String: Set<Entitlement>] = [:]
    /// Receipts the platform store will confirm: receipt → product ID.
    package var validReceipts: [String: String] = [:]
    /// Receipts that belong to a family-sharing group: receipt → product ID, granted as family-shared.
    package var familySharedReceipts: [String: String] = [:]
    /// Server progress per user and artwork.
    package internal(set) var progress: [String: [String: ServerProgressRow]] = [:]
    /// Published review approvals: review ID → slug.
    package var approvedReviews: [String: String] = [:]
    /// Admin tokens accepted by admin functions.
    package var adminTokens: Set<String> = ["admin-session"]
    /// Audit of failed validations.
    package internal(set) var failedValidationAudit: [String] = []
    /// `purchase_receipts` rows: the receipt audit record of every validated purchase (§7.6.2 validate-purchase).
    package internal(set) var purchaseReceipts: [PurchaseReceiptRecord] = []
    /// Whether the platform store answers the backend's receipt checks (`store_unavailable` otherwise).
    package var platformStoreAvailable = true
    /// Secret the platform stores sign their server notifications with (Apple ASSN v2, Google RTDN).
    package var storeNotificationSecret = "store-signing-secret"
    /// InsForge function logs of the admin functions: one coarse entry per call (§7.2 Observability "backend logs").
    package internal(set) var functionLog: [FunctionLogEntry] = []
    /// Calls per endpoint (for "no network" assertions).
    package internal(set) var calls: [Endpoint: Int] = [:]
    private var faults: [Endpoint: [RemoteError]] = [:]

    /// Creates a backend.
    package init(network: Network, clock: Clock, cdn: FakeCDN) {
        self.network = network
        self.clock = clock
        self.cdn = cdn
    }

    /// The next `times` calls to `endpoint` fail with `error`.
    package func inject(_ error: RemoteError, on endpoint: Endpoint, times: Int = 1) {
        faults[endpoint, default: []].append(contentsOf: Array(repeating: error, count: times))
    }

    /// Withdraws the faults still waiting on `endpoint` (test setup: the call they were meant for never came).
    package func withdrawFaults(on endpoint: Endpoint) { faults[endpoint] = nil }

    /// Counts a call and applies connectivity and injected faults.
    func enter(_ endpoint: Endpoint) throws(RemoteError) {
        calls[endpoint, default: 0] += 1
        guard network.isOnline else { throw .network }
        if var queue = faults[endpoint], !queue.isEmpty {
            let error = queue.removeFirst()
            faults[endpoint] = queue
            throw error
        }
    }

    /// IDs the backend hands out next (user and session IDs), in order, before it goes back to `<prefix>-<n>`: the
    /// real backend's IDs are opaque strings of any length up to its limit.
    package var scheduledIDs: [String] = []

    func newID(_ prefix: String) -> String {
        nextID += 1
        if !scheduledIDs.isEmpty { return scheduledIDs.removeFirst() }
        return "\(prefix)-\(nextID)"
    }

    /// Creates a signed-in account directly (test setup); returns its user ID.
    @discardableResult
    package func createAccount(credential: String, role: String = "user") -> String {
        let id = newID("user")
        accounts[id] = Account(isAnonymous: false, credential: credential, role: role)
        profiles[id] = Profile(id: id, isAnonymous: false)
        return id
    }

    /// Grants an entitlement server-side (test setup standing for a past purchase).
    package func grant(_ packID: String, to userID: String, source: EntitlementSource = .purchase) {
        entitlements[userID, default: []].insert(Entitlement(packID: packID, source: source))
    }

    /// Revokes an entitlement server-side (test setup standing for a refund or a revoked purchase).
    package func revoke(_ packID: String, from userID: String) {
        entitlements[userID] = entitlements[userID]?.filter { $0.packID != packID }
    }

    /// Seeds server progress (test setup standing for another device's sync).
    package func seedProgress(_ row: ServerProgressRow, for userID: String) {
        progress[userID, default: [:]][row.artworkID] = row
    }

    /// Adds a catalogue row with its bundle files.
    package func addArtwork(_ row: CatalogueRow, files: [String: [UInt8]]) {
        catalogue.removeAll { $0.slug == row.slug }
        catalogue.append(row)
        bundles["\(row.slug)@\(row.version)"] = files
    }

    func role(of userID: String?) -> String { userID.flatMap { accounts[$0]?.role } ?? "user" }

    func isEntitled(_ userID: String, to row: CatalogueRow) -> Bool {
        guard let pack = row.packID else { return false }
        return entitlements[userID]?.contains { $0.packID == pack } ?? false
    }
}
