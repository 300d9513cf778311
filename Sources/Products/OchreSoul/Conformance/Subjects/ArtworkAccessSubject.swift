import Conformance
import OchreSoul
import SpecModel

/// Drives `artwork-access` through `ArtworkAccessFlow` (Library, Artwork detail, Monetisation, Identity, Download).
///
/// The state reported is always `flow.phase.rawValue`. Environment faults become inputs of the fakes (an
/// injected backend error, a corrupted temp file, a lost network) followed by the user action that meets them.
/// One stimulus needs a choice the implementation makes earlier than the spec does: whether a newer bundle maps
/// progress (chosen when the bundle is detected); the subject replays its history with the choice fixed for that
/// bundle (each `bundle.newer` of a run has its own choice). The
/// native purchase is two steps in both (JRN-P04 steps 4-5): `purchase.tapped` opens the sheet
/// (`ArtworkAccessFlow.tapPurchase`), and the sheet's outcome (`purchase.validated`, `purchase.cancelled`,
/// `receipt.invalid`, `store.unavailable`) is set up in the fake store and delivered by `finishPurchase`.
/// Restore is one call in the implementation: it is performed when its outcome arrives (see `restore.tapped`).
struct ArtworkAccessSubject: ConformanceSubject {
    static let machine = "artwork-access"

    private var context: JSONValue = .object([:])
    private var history: [Stimulus] = []
    /// The `bundle.newer` stimuli of `history` whose bundle maps progress incompatibly, by their order among them.
    private var incompatibleNewer: Set<Int> = []
    /// How many `bundle.newer` stimuli have been performed since the last rebuild.
    private var newerSeen = 0
    private var flow: ArtworkAccessFlow?
    private var recorder = EventRecorder()
    private var restorePending = false

    mutating func reset(context: JSONValue) throws {
        self.context = context
        history = []
        incompatibleNewer = []
        try rebuild()
    }

    private mutating func rebuild() throws {
        let ctx = ContextReader(context, machine: Self.machine)
        try ctx.require(
            "retriesLeft", equals: .int(DownloadJob.verificationRetries),
            because: "DownloadJob retries a checksum failure exactly \(DownloadJob.verificationRetries) time(s)")
        try ctx.require("premium", equals: false, because: "premium is set by opening an artwork")
        try ctx.require(
            "unsyncedProgress", equals: false, because: "unsynced work is created with progress.unsynced once cached")
        try ctx.require("purchaseInFlight", equals: false, because: "the purchase sheet is opened with purchase.tapped")
        let flow = ArtworkAccessFlow()
        let env = flow.env
        if ctx.bool("anonymous") == false {
            guard env.identity.upgrade(credential: "buyer@example.com") == .promoted else {
                throw SubjectError("artwork-access: account upgrade failed during set-up")
            }
        }
        if ctx.bool("entitled") == true {
            guard let user = env.session.userID else { throw SubjectError("artwork-access: no session to entitle") }
            env.backend.grant(flow.pack.id, to: user)
        }
        self.flow = flow
        restorePending = false
        newerSeen = 0
        recorder.skip(env)
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        if stimulus.event == "mapping.incompatible", flow?.phase == .versionReview, newerSeen > 0,
            !incompatibleNewer.contains(newerSeen - 1)
        {
            // The latest newer bundle had an incompatible mapping from the start: replay with that choice.
            incompatibleNewer.insert(newerSeen - 1)
            try rebuild()
            for past in history { try perform(past) }
            if let flow { recorder.skip(flow.env) }
        }
        history.append(stimulus)
        try perform(stimulus)
        guard let flow else { throw SubjectError("artwork-access: not reset") }
        return Observation(
            states: [Self.machine: flow.phase.rawValue], events: recorder.drain(flow.env),
            conditions: EventRecorder.conditions(flow.env))
    }

    private mutating func perform(_ stimulus: Stimulus) throws {
        guard let flow else { throw SubjectError("artwork-access: not reset") }
        let env = flow.env
        // The spec keeps no offline flag outside OfflinePlayable: leaving it other than through network.restored
        // (the cache evicted, the files missing) the app is where the spec assumes the network again.
        defer { if flow.phase != .offlinePlayable { env.network.isOnline = true } }
        switch stimulus.event {
        case "free.artwork.opened": flow.openArtwork(flow.free.row.slug)
        case "premium.artwork.opened": flow.openArtwork(flow.premium.row.slug)
        case "network.lost":
            flow.failNetwork()
            // The app meets the outage in what it is doing; unless it is now offline-playable the loss is
            // transient (the spec keeps no offline flag outside OfflinePlayable).
            switch flow.phase {
            case .catalogueVisible: env.library.refresh()
            case .downloading: flow.deliverChunk()
            default: break
            }
            if flow.phase != .offlinePlayable { env.network.isOnline = true }
        case "network.restored": flow.restoreNetwork()
        case "action.tapped": flow.tapDownload()
        case "purchase.tapped": flow.tapPurchase()
        case "purchase.validated":
            finishPurchase(flow, sheet: .purchased(receipt: "receipt-ok")) {
                env.backend.validReceipts["receipt-ok"] = flow.pack.productID
            }
        case "purchase.cancelled": finishPurchase(flow, sheet: .cancelled)
        case "receipt.invalid": finishPurchase(flow, sheet: .purchased(receipt: "receipt-bad"))
        case "store.unavailable":
            env.appStore.isAvailable = false
            finishPurchase(flow, sheet: .cancelled)
            env.appStore.isAvailable = true
        case "restore.tapped":
            // Signed in: the restore outcome arrives as restore.succeeded or restore.none; nothing to observe now.
            if env.session.hasAccount { restorePending = true } else { flow.tapRestore() }
        case "restore.succeeded":
            env.backend.validReceipts["receipt-restore"] = flow.pack.productID
            env.appStore.restorableReceipts = ["receipt-restore"]
            completeRestore(flow)
        case "restore.none":
            env.appStore.restorableReceipts = []
            completeRestore(flow)
        case "paywall.dismissed": flow.dismissPaywall()
        case "sign.in.succeeded": flow.signIn()
        case "auth.failed":
            // The sign-in the sheet runs: an upgrade for an anonymous user, a session renewal for a signed-in one
            // (a download URL asked for a fresh sign-in).
            // Only the open sheet meets the failure: elsewhere nothing signs in, and no fault is left waiting.
            if flow.phase == .accountRequired {
                env.backend.inject(.network, on: env.session.isAnonymous ? .upgradeAccount : .restoreSession)
            }
            flow.signIn()
        case "download.requested": flow.continueToDownload()
        case "url.received": flow.receiveURL()
        case "url.sign.in.required": failURL(flow, .signInRequired)
        case "url.paywall":
            // 402 paywall: the server holds no entitlement to the pack for this user (it may have been revoked), and
            // the fake backend says the same when the app re-reads its entitlements.
            if flow.phase == .downloadRequested, let user = env.session.userID {
                env.backend.revoke(flow.pack.id, from: user)
            }
            failURL(flow, .paywall)
        case "url.not.found": failURL(flow, .notFound)
        case "url.rate.limited": failURL(flow, .rateLimited)
        case "url.expired":
            flow.expireSignedURL()
            // The transfer meets the expiry and renews the URL; a free artwork's public URLs never expire, so there
            // is nothing for the transfer to meet (delivering a chunk would only move the download on).
            if flow.current?.row.premium == true { flow.deliverChunk() }
        case "files.downloaded": flow.deliverAllFiles()
        case "checksum.valid": flow.verify()
        case "checksum.mismatch":
            if let job = flow.job { env.fileSystem.corrupt(job.tempPath + "/regions.bin.br") }
            flow.verify()
        case "download.retry": flow.retryDownload()
        case "bundle.newer":
            flow.detectNewerBundle(compatible: !incompatibleNewer.contains(newerSeen))
            newerSeen += 1
        case "mapping.compatible", "mapping.incompatible": flow.reviewVersion()
        case "version.restart": flow.restartOnNewVersion()
        case "app.relaunched":
            flow.keepOldVersion()
            flow.relaunch()
        case "cache.files.missing": flow.osEvictsCacheAndRelaunch()
        case "cache.evicted": flow.evictUnderCachePressure()
        case "progress.unsynced":
            // The Progress module records a fill of the opened artwork (of the free one when none is open: progress
            // is recorded whatever the access flow shows); its sync stays queued.
            let current = flow.current ?? flow.free
            let filled = env.tracker.row(for: current.row.ref).completedRegions
            if let region = current.geometry.regions.first(where: { !filled.contains($0.index) }) {
                _ = env.tracker.recordCorrectFill(current.row.ref, region: region.index)
            }
        case "progress.synced": env.syncQueue.process()
        default:
            throw SubjectError(
                "adapter gap: artwork-access stimulus '\(stimulus.event)' has no counterpart in the implementation")
        }
    }

    /// Delivers the outcome of the open purchase sheet; with no sheet open there is nothing to deliver, and the
    /// fake store is left alone.
    private func finishPurchase(_ flow: ArtworkAccessFlow, sheet: StoreSheetResult, server: () -> Void = {}) {
        if flow.purchaseInFlight {
            flow.env.appStore.nextPurchase = sheet
            server()
        }
        flow.finishPurchase()
    }

    private mutating func completeRestore(_ flow: ArtworkAccessFlow) {
        if !restorePending && !flow.env.session.hasAccount {
            // No restore in flight (an anonymous user is routed to sign-in first): a late result is refused.
            _ = flow.env.purchases.restore()
            return
        }
        restorePending = false
        flow.tapRestore()
    }

    /// The download URL request meets `error`; with no request waiting for its URL there is nothing to fail, and no
    /// fault is left for a later request.
    private func failURL(_ flow: ArtworkAccessFlow, _ error: RemoteError) {
        guard flow.phase == .downloadRequested else { return }
        flow.env.backend.inject(error, on: .downloadURL)
        flow.receiveURL()
    }
}
