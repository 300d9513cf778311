import Foundation

/// States of §7.3.3 (canvas and progress), named as in the design document.
package enum CanvasPhase: String, CaseIterable, Sendable {
    case artworkLoaded = "ArtworkLoaded"
    case colourSelected = "ColourSelected"
    case tapReceived = "TapReceived"
    case noHit = "NoHit"
    case wrongColour = "WrongColour"
    case correctHit = "CorrectHit"
    case localProgressWritten = "LocalProgressWritten"
    case syncQueued = "SyncQueued"
    case completed = "Completed"
    case founderNoteEligible = "FounderNoteEligible"
}

/// Drives the canvas through the real Canvas, Palette, Progress and Trust moment modules. A tap resolves to
/// NoHit, WrongColour or CorrectHit; `advance()` then steps the automatic transitions one at a time.
package final class CanvasFlow {
    package let env: AppEnvironment
    package let artwork: SampleArtwork
    package private(set) var phase: CanvasPhase = .artworkLoaded
    /// Every phase entered, in order (TapReceived included).
    package private(set) var trace: [CanvasPhase] = [.artworkLoaded]
    /// The engine, opened from a verified cached bundle.
    package let canvas: CanvasEngine?
    /// The last tap outcome.
    package private(set) var lastOutcome: TapOutcome?
    private var lastSignals: FillSignals?

    /// Creates the flow: publishes, downloads and opens a `columns × rows` artwork (starter by default) with ID `id`,
    /// coloured from `palette`.
    package init(
        env: AppEnvironment = AppEnvironment(), id: String = "art-canvas", columns: Int = 4, rows: Int = 3,
        isStarter: Bool = true,
        tinyRegions: Int = 0, palette: [PaletteColour] = SampleArtwork.palette
    ) {
        self.env = env
        artwork = SampleArtwork.make(
            id: id, slug: "canvas-art", columns: columns, rows: rows, isStarter: isStarter, tinyRegions: tinyRegions,
            palette: palette)
        env.backend.addArtwork(artwork.row, files: artwork.files)
        _ = env.identity.launch()
        _ = env.downloadJob(for: artwork.row).run()
        canvas = env.openCanvas(artwork.row)
        presentCanvas()
    }

    /// Emitted events.
    package var events: [AnalyticsEvent] { env.sink.events }
    /// The palette state.
    package var palette: PaletteModel? {
        canvas.map {
            PaletteModel(
                geometry: artwork.geometry, progress: $0.progress.completedRegions,
                selectedColourID: $0.selectedColourID)
        }
    }

    private func enter(_ next: CanvasPhase) {
        phase = next
        trace.append(next)
        switch next {
        case .localProgressWritten, .completed, .colourSelected: presentCanvas()
        case .founderNoteEligible where !env.presentations.isOpen(.founderNote):
            env.presentations.present(
                SurfaceRenderer.founderNote(citation: env.trust.citableCulturalNote(for: artwork.row)))
        default: break
        }
    }

    /// Renders the canvas screen from the engine's state (progress and palette).
    func presentCanvas() {
        guard let canvas else { return }
        env.presentations.present(
            SurfaceRenderer.canvas(
                row: artwork.row, progress: canvas.progress, palette: palette, reduceMotion: canvas.reduceMotion))
    }

    /// The app returns to the foreground: the canvas renders again from the engine's state; open modals stay.
    package func resume() {
        if env.presentations.screen?.surface == ProductSurface.canvas.rawValue { presentCanvas() }
    }

    // MARK: faults

    /// Local progress writes fail until `restoreStorage()`.
    package func failLocalWrite() { env.fileSystem.failingWritePrefixes.insert("db/progress") }
    /// Storage works again.
    package func restoreStorage() {
        env.fileSystem.failingWritePrefixes.remove("db/progress")
        env.progressStore.clearStorageError()
    }
    /// The network goes away (colouring continues).
    package func failNetwork() { env.network.isOnline = false }

    // MARK: user actions

    /// Selects a palette swatch.
    @discardableResult
    package func selectColour(_ colourID: Int) -> CanvasPhase {
        guard [.artworkLoaded, .colourSelected, .syncQueued].contains(phase), canvas?.select(colourID: colourID) == true
        else { return phase }
        enter(.colourSelected)
        return phase
    }

    /// Taps a screen point.
    @discardableResult
    package func tap(screen: Point) -> CanvasPhase {
        guard phase == .colourSelected, let canvas else { return phase }
        enter(.tapReceived)
        let outcome = canvas.tap(screen: screen)
        lastOutcome = outcome
        switch outcome {
        case .noHit, .noColourSelected, .alreadyFilled: enter(.noHit)
        case .wrongColour: enter(.wrongColour)
        case .correctFill(_, _, let signals):
            lastSignals = signals
            enter(.correctHit)
        case .storageError:
            // Nothing was written: the user stays on the colour with a storage error surfaced.
            enter(.colourSelected)
        }
        return phase
    }

    /// Taps the centre of a region.
    @discardableResult
    package func tapRegion(_ index: Int) -> CanvasPhase {
        guard let point = canvas?.screenCentre(ofRegion: index) else { return phase }
        return tap(screen: point)
    }

    /// Taps the background outside the artwork.
    @discardableResult
    package func tapBackground() -> CanvasPhase { tap(screen: Point(-10_000, -10_000)) }

    /// Steps one automatic transition: CorrectHit → LocalProgressWritten → SyncQueued → Completed → FounderNoteEligible.
    @discardableResult
    package func advance() -> CanvasPhase {
        guard let canvas else { return phase }
        switch phase {
        case .correctHit:
            if case .correctFill(let index, _, _) = lastOutcome, canvas.progress.completedRegions.contains(index) {
                enter(.localProgressWritten)
            }
        case .localProgressWritten:
            if env.syncQueue.isPending(artwork.row.id) { enter(.syncQueued) }
        case .syncQueued:
            if canvas.progress.isCompleted {
                canvas.recordCompletion()
                enter(.completed)
            }
        case .completed:
            if let signals = lastSignals {
                env.trust.observe(signals, onStarter: artwork.row.isStarter)
                if env.trust.milestoneReached { enter(.founderNoteEligible) }
            }
        default:
            break
        }
        return phase
    }

    /// The region bit is set: CorrectHit → LocalProgressWritten. Like each completion callback below, it belongs to
    /// one phase: a late or stray callback in any other phase is ignored.
    @discardableResult
    package func bitsetUpdated() -> CanvasPhase { phase == .correctHit ? advance() : phase }

    /// The local progress row is persisted: LocalProgressWritten → SyncQueued.
    @discardableResult
    package func localWriteSucceeded() -> CanvasPhase { phase == .localProgressWritten ? advance() : phase }

    /// The completion check after the write: SyncQueued → Completed when every region is filled.
    @discardableResult
    package func completionDetected() -> CanvasPhase { phase == .syncQueued ? advance() : phase }

    /// Completion is handed to the Trust moment module: Completed → FounderNoteEligible.
    @discardableResult
    package func completionRecorded() -> CanvasPhase { phase == .completed ? advance() : phase }

    /// Runs automatic transitions until none applies.
    @discardableResult
    package func settle() -> CanvasPhase {
        while true {
            let before = phase
            advance()
            if phase == before { return phase }
        }
    }

    /// NoHit → ColourSelected.
    @discardableResult
    package func retry() -> CanvasPhase {
        if phase == .noHit { enter(.colourSelected) }
        return phase
    }

    /// WrongColour → ColourSelected once the gentle feedback finishes.
    @discardableResult
    package func feedbackComplete() -> CanvasPhase {
        if phase == .wrongColour { enter(.colourSelected) }
        return phase
    }

    /// SyncQueued → ColourSelected.
    @discardableResult
    package func continueColouring() -> CanvasPhase {
        if phase == .syncQueued && canvas?.progress.isCompleted == false { enter(.colourSelected) }
        return phase
    }

    /// Fills a region with its correct colour and settles (helper for long paths).
    @discardableResult
    package func fillCorrectly(_ index: Int) -> CanvasPhase {
        guard let region = artwork.geometry.regions.first(where: { $0.index == index }) else { return phase }
        if phase == .syncQueued { continueColouring() }
        selectColour(region.colourID)
        tapRegion(index)
        return settle()
    }
}
