import Conformance
import OchreSoul
import SpecModel

/// Makes the ochre-soul implementation carry a chosen value in an analytics payload property (see `PropertyDriver`).
///
/// Each value runs on a fresh `AppEnvironment`, set up with the input the implementation takes the value from (an
/// artwork published with that ID, a content pack sold under that store product ID, the version the app reads from
/// its bundle, the ID the backend issues), then the app's own flows run and every event it emitted is returned.
/// Values the implementation takes from its own fixed vocabulary, or that no input can produce, are `cannot`,
/// with the reason worked out from the implementation (never a copy of its list).
struct PayloadPropertyDriver: PropertyDriver {
    /// The payload properties this driver drives.
    static let properties = [
        "app_version", "artwork_id", "bytes", "colour_id", "duration_ms", "open_duration_ms", "product_id", "reason",
        "section",
        "session_id", "source", "total_duration_min", "trigger",
    ]

    func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        switch property {
        case "app_version": return try appOpened(value) { env, text in env.appVersion = text }
        case "session_id": return try appOpened(value) { env, text in env.backend.scheduledIDs = [text] }
        case "artwork_id": return try artworkID(value)
        case "product_id": return try productID(value)
        case "colour_id": return try colourID(value)
        case "bytes":
            let files = BundleManifest.requiredFiles.joined(separator: ", ")
            return value == .int(0)
                ? .cannot(
                    "a completed download is a verified bundle, which holds its required files (\(files)), so it is never 0 bytes"
                )
                : .cannot("the driver does not size bundles; only paths and scenarios observe bundle sizes")
        case "duration_ms", "open_duration_ms", "total_duration_min":
            // Durations are read from the app's clock; nothing here advances it, so every duration is 0.
            guard value == .int(0) else {
                return .cannot("the driver only drives a duration of 0 (a clock that does not move)")
            }
            return .emitted(Self.events(of: try Self.colouredCanvas(id: "art-driven")))
        case "reason": return try reason(value)
        case "section": return try section(value)
        case "source": return try source(value)
        case "trigger": return try trigger(value)
        default: throw SubjectError("no driver for payload property \"\(property)\"")
        }
    }

    // MARK: flows

    /// A first launch (app_opened) on an environment `configure` set up with the value.
    private func appOpened(_ value: JSONValue, _ configure: (AppEnvironment, String) -> Void) throws -> PropertyDrive {
        guard case .string(let text) = value else { throw SubjectError("expected a string, got \(value)") }
        let env = AppEnvironment()
        configure(env, text)
        OnboardingFlow(env: env).launch()
        return .emitted(Self.events(of: env))
    }

    /// The artwork published under the ID: viewed from the library and downloaded (artwork access), then opened,
    /// coloured with one wrong tap and completed (canvas).
    private func artworkID(_ value: JSONValue) throws -> PropertyDrive {
        guard case .string(let id) = value else { throw SubjectError("expected a string, got \(value)") }
        let access = ArtworkAccessFlow(free: SampleArtwork.make(id: id, slug: "free-art"))
        access.openArtwork(access.free.row.slug)
        try Self.download(access)
        return .emitted(Self.events(of: access.env) + Self.events(of: try Self.colouredCanvas(id: id)))
    }

    /// A content pack sold under the product ID: bought (started, succeeded) on one device, cancelled on another.
    private func productID(_ value: JSONValue) throws -> PropertyDrive {
        guard case .string(let productID) = value else { throw SubjectError("expected a string, got \(value)") }
        var events: [ObservedEvent] = []
        for validReceipt in [true, false] {
            let flow = try Self.onPaywall(productID: productID)
            flow.tapPurchase()
            if validReceipt {
                flow.prepareStore(validReceipt: true)
            } else {
                flow.env.appStore.nextPurchase = .cancelled
            }
            flow.finishPurchase()
            events += Self.events(of: flow.env)
        }
        return .emitted(events)
    }

    /// A palette colour with the ID: selected and used to fill every region of its colour.
    private func colourID(_ value: JSONValue) throws -> PropertyDrive {
        guard case .number(let n) = value, let id = n.intValue else {
            throw SubjectError("expected an integer, got \(value)")
        }
        var palette = SampleArtwork.palette
        let first = palette[0]
        palette[0] = PaletteColour(
            id: id, number: first.number, name: first.name, red: first.red, green: first.green, blue: first.blue)
        let flow = CanvasFlow(id: "art-driven", columns: 2, rows: 1, isStarter: false, palette: palette)
        guard flow.canvas != nil else { throw SubjectError("the canvas did not open with colour \(id) in the palette") }
        for region in flow.artwork.geometry.regions where region.colourID == id { flow.fillCorrectly(region.index) }
        return .emitted(Self.events(of: flow.env))
    }

    /// A purchase that fails for the reason (purchase_failed), or why no input produces it.
    private func reason(_ value: JSONValue) throws -> PropertyDrive {
        guard case .string(let text) = value else { throw SubjectError("expected a string, got \(value)") }
        guard let reason = PurchaseFailureReason(rawValue: text) else {
            let sync = SyncFailureReason.allCases.map(\.rawValue)
            let purchase = PurchaseFailureReason.allCases.map(\.rawValue)
            guard sync.contains(text) else {
                return .cannot(
                    "the implementation reports failures in a fixed vocabulary (sync_failed: \(sync.joined(separator: ", ")); "
                        + "purchase_failed: \(purchase.joined(separator: ", "))), so no input produces \"\(text.prefix(8))…\" (\(text.count) characters)"
                )
            }
            return .cannot("sync failure reasons are observed by the canvas paths and scenarios, not driven")
        }
        let flow = try Self.onPaywall(productID: "com.ochre.pack1")
        flow.tapPurchase()
        switch reason {
        case .cancelled: flow.env.appStore.nextPurchase = .cancelled
        case .storeUnavailable: flow.env.appStore.isAvailable = false
        case .invalidReceipt: flow.prepareStore(validReceipt: false)
        case .network:
            flow.prepareStore(validReceipt: true)
            flow.env.backend.inject(.network, on: .validatePurchase)
        case .unknown:
            flow.prepareStore(validReceipt: true)
            flow.env.backend.inject(.server, on: .validatePurchase)
        }
        flow.finishPurchase()
        return .emitted(Self.events(of: flow.env))
    }

    /// The library section shown (library_viewed), as the library screen reports it.
    private func section(_ value: JSONValue) throws -> PropertyDrive {
        guard case .string(let text) = value, let section = LibrarySection(rawValue: text) else {
            return .cannot("the library has no section \(value)")
        }
        let env = EnvironmentFixtures.launched()
        env.library.refresh()
        env.library.viewed(section)
        return .emitted(Self.events(of: env))
    }

    /// The artwork detail opened from where the value says (artwork_viewed).
    private func source(_ value: JSONValue) throws -> PropertyDrive {
        guard case .string(let text) = value, let source = ArtworkViewSource(rawValue: text) else {
            return .cannot("the app opens artwork details from no place called \(value)")
        }
        let flow = ArtworkAccessFlow()
        let slug = flow.free.row.slug
        switch source {
        case .library: flow.openArtwork(slug)
        case .continueRow:
            // Download the artwork and colour one region, so it has local progress; later the library shows it in
            // the continue row, and it is opened from there.
            flow.openArtwork(slug)
            try Self.download(flow)
            guard let canvas = flow.openCanvas(), let region = flow.free.geometry.regions.first,
                canvas.select(colourID: region.colourID), let point = canvas.screenCentre(ofRegion: region.index)
            else { throw SubjectError("the canvas of \"\(slug)\" did not open") }
            _ = canvas.tap(screen: point)
            ArtworkAccessFlow(env: flow.env).openFromContinueRow(slug)
        case .notification:
            _ = flow.env.notifications.open(
                FakePushService.Payload(kind: "artwork", slug: slug), artworkID: flow.free.row.id)
        case .internalPreview:
            flow.openPreviewLink("internal://preview/\(slug)")
        }
        return .emitted(Self.events(of: flow.env))
    }

    /// The paywall opened for the reason (paywall_viewed).
    private func trigger(_ value: JSONValue) throws -> PropertyDrive {
        guard case .string(let text) = value, let trigger = PaywallTrigger(rawValue: text) else {
            return .cannot("the app opens the paywall for no reason called \(value)")
        }
        switch trigger {
        case .lockedArtwork: return .emitted(Self.events(of: try Self.onPaywall(productID: "com.ochre.pack1").env))
        case .restore:
            let env = EnvironmentFixtures.signedIn()
            SettingsFlow(env: env).openRestorePurchases()
            return .emitted(Self.events(of: env))
        case .packBrowse: return .cannot("the pack catalogue opens no paywall of its own")
        }
    }

    // MARK: helpers

    /// Downloads the open (free) artwork into the cache.
    static func download(_ flow: ArtworkAccessFlow) throws {
        flow.tapDownload()
        flow.receiveURL()
        flow.deliverAllFiles()
        flow.verify()
        guard flow.phase == .cachedPlayable else { throw SubjectError("the download ended in \(flow.phase)") }
    }

    /// A signed-in user on the paywall of a premium artwork sold under `productID`.
    static func onPaywall(productID: String) throws -> ArtworkAccessFlow {
        let env = EnvironmentFixtures.signedIn()
        let pack = ContentPack(id: "pack-1", productID: productID, title: "Pack one", artworkIDs: ["art-premium"])
        let flow = ArtworkAccessFlow(env: env, pack: pack)
        flow.openArtwork(flow.premium.row.slug)
        flow.tapDownload()
        guard flow.phase == .paywallRequired else {
            throw SubjectError("the premium artwork did not show the paywall (\(flow.phase))")
        }
        return flow
    }

    /// A canvas on an artwork with `id`, coloured: one wrong tap, then `regions` regions (all when nil) filled.
    static func colouredCanvas(id: String, env: AppEnvironment = AppEnvironment(), regions: Int? = nil) throws
        -> AppEnvironment
    {
        let flow = CanvasFlow(env: env, id: id, columns: 2, rows: 1, isStarter: false)
        guard flow.canvas != nil else { throw SubjectError("the canvas of \"\(id)\" did not open") }
        let all = flow.artwork.geometry.regions
        if let first = all.first, let wrong = flow.artwork.geometry.palette.first(where: { $0.id != first.colourID }) {
            flow.selectColour(wrong.id)
            flow.tapRegion(first.index)
            flow.feedbackComplete()
        }
        for region in all.prefix(regions ?? all.count) { flow.fillCorrectly(region.index) }
        return env
    }

    /// Everything `env` emitted, as the runner observes events.
    static func events(of env: AppEnvironment) -> [ObservedEvent] {
        let conditions = EventRecorder.conditions(env)
        return env.sink.events.map { EventRecorder.observed($0, conditions: conditions) }
    }
}
