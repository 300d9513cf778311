import OchreSoul

/// Drives one download job to its end (seam over the final `DownloadJob`).
package protocol DownloadDriving: Sendable {
    /// Runs `job` until cached, failed or stalled; `cache` is the index the job promotes into.
    func run(_ job: DownloadJob, cache: CacheIndex) -> DownloadPhase
}

/// Opens the canvas for an artwork (seam over `AppEnvironment.openCanvas`).
package protocol CanvasOpening: Sendable {
    func open(_ row: CatalogueRow, env: AppEnvironment, temporaryPath: String) -> CanvasEngine?
}

/// Processes one canvas tap (seam over the final `CanvasEngine`).
package protocol TapProcessing: Sendable {
    func tap(_ engine: CanvasEngine, at point: Point, tracker: ProgressTracker) -> TapOutcome
}

/// Decides when the founder's note may show (seam over the final `TrustMoment`).
package protocol FounderNoteGating: Sendable {
    func observe(_ signals: FillSignals, onStarter: Bool, trust: TrustMoment)
    func noteEligible(_ trust: TrustMoment) -> Bool
}

/// Presents the notification pre-permission step (seam over the final `NotificationsModule`).
package protocol NotificationPrompting: Sendable {
    func presentPrePermission(_ module: NotificationsModule, os: FakeOS)
}

/// The real download: `DownloadJob.run()`.
package struct ReferenceDownloadDriver: DownloadDriving {
    package init() {}
    package func run(_ job: DownloadJob, cache: CacheIndex) -> DownloadPhase { job.run() }
}

/// The real opener: `AppEnvironment.openCanvas`, which reads only verified cached bundles.
package struct ReferenceCanvasOpener: CanvasOpening {
    package init() {}
    package func open(_ row: CatalogueRow, env: AppEnvironment, temporaryPath: String) -> CanvasEngine? {
        env.openCanvas(row)
    }
}

/// The real tap: `CanvasEngine.tap(screen:)`.
package struct ReferenceTapProcessor: TapProcessing {
    package init() {}
    package func tap(_ engine: CanvasEngine, at point: Point, tracker: ProgressTracker) -> TapOutcome {
        engine.tap(screen: point)
    }
}

/// The real gate: `TrustMoment.observe` and `noteEligible`.
package struct ReferenceFounderNoteGate: FounderNoteGating {
    package init() {}
    package func observe(_ signals: FillSignals, onStarter: Bool, trust: TrustMoment) {
        trust.observe(signals, onStarter: onStarter)
    }
    package func noteEligible(_ trust: TrustMoment) -> Bool { trust.noteEligible }
}

/// The real pre-permission step: show the value screen; the OS prompt waits for the user's opt-in.
package struct ReferenceNotificationPrompter: NotificationPrompting {
    package init() {}
    package func presentPrePermission(_ module: NotificationsModule, os: FakeOS) { module.showPrePermission() }
}
