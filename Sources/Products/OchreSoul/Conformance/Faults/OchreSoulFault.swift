import OchreSoul

/// The negative controls: each plugs one deliberately wrong component into the implementation, so a sound
/// verification must report failing checks for the rule it breaks.
package enum OchreSoulFault: String, CaseIterable, Sendable {
    case progressLastWriteWins
    case publishWithoutApprovedReview
    case cachePromotedBeforeChecksum
    case regionFilledInChildMode
    case entitlementGrantedOnClient
    case founderNoteBeforeAha
    case anonymousPurchaseCompleted
    case unsyncedArtworkEvicted
    case wrongColourTapChangesProgress
    case partialBundleRendered
    case osPromptBeforeOptIn
    case draftShownToNormalUser

    /// The reference components with this one fault plugged in.
    package var components: OchreSoulComponents {
        var c = OchreSoulComponents.reference
        switch self {
        case .progressLastWriteWins:
            let server = LastWriteWinsProgressServerBox()
            c.progressServer = { _ in server.make() }
        case .publishWithoutApprovedReview: c.adminServer = { ReviewBypassingAdmin(backend: $0) }
        case .cachePromotedBeforeChecksum: c.downloadSeam = PromoteBeforeVerifyDriver()
        case .regionFilledInChildMode:
            // A canvas wired to its own analytics gate instead of the app's: it never hears that child mode is on.
            c.canvasAnalytics = { ProductAnalytics(sink: $0.sink) }
        case .entitlementGrantedOnClient: c.purchaseServer = { ClientGrantingPurchaseAPI(backend: $0) }
        case .founderNoteBeforeAha: c.founderNoteSeam = EagerFounderNoteGate()
        case .anonymousPurchaseCompleted: c.purchaseServer = { AnonymousAcceptingPurchaseAPI(backend: $0) }
        case .unsyncedArtworkEvicted: c.cacheManager = UnprotectedCache.make
        case .wrongColourTapChangesProgress: c.tapSeam = ProgressChangingWrongTap()
        case .partialBundleRendered: c.openSeam = PartialBundleOpener()
        case .osPromptBeforeOptIn: c.notificationSeam = PromptingBeforeOptIn()
        case .draftShownToNormalUser: c.catalogueServer = { DraftLeakingCatalogue(backend: $0) }
        }
        return c
    }

    /// Whether the fault goes through an injection point of OchreSoul itself (otherwise through a seam of
    /// this target, because OchreSoul has none there).
    package var usesImplementationInjectionPoint: Bool {
        switch self {
        case .progressLastWriteWins, .publishWithoutApprovedReview, .regionFilledInChildMode,
            .entitlementGrantedOnClient,
            .anonymousPurchaseCompleted, .unsyncedArtworkEvicted, .draftShownToNormalUser:
            return true
        case .cachePromotedBeforeChecksum, .founderNoteBeforeAha, .wrongColourTapChangesProgress,
            .partialBundleRendered,
            .osPromptBeforeOptIn:
            return false
        }
    }
}

/// Builds a fresh last-write-wins server per request of the factory (the factory is called once per check).
private struct LastWriteWinsProgressServerBox: Sendable {
    func make() -> any ProgressSyncAPI { LastWriteWinsProgressServer() }
}
