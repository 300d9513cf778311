import OchreSoul

/// Negative control: the download counts as cached as soon as every byte arrived, before (and without) the
/// checksum verification. (OchreSoul offers no injection point here: `DownloadJob` is final and `CacheEntry`
/// cannot be built outside OchreSoul, so the fault replaces the driver.)
package struct PromoteBeforeVerifyDriver: DownloadDriving {
    package init() {}

    package func run(_ job: DownloadJob, cache: CacheIndex) -> DownloadPhase {
        job.requestURL()
        job.transferAll()
        return job.allFilesReceived ? .cached : job.phase
    }
}

/// Negative control: the canvas renders whatever bytes arrived in the temp path, verified or not.
package struct PartialBundleOpener: CanvasOpening {
    package init() {}

    package func open(_ row: CatalogueRow, env: AppEnvironment, temporaryPath: String) -> CanvasEngine? {
        if let engine = env.openCanvas(row) { return engine }
        guard !env.fileSystem.list(temporaryPath).isEmpty else { return nil }
        let geometry =
            env.fileSystem.read(temporaryPath + "/regions.bin.br").flatMap {
                try? CLRXCodec.decode(try BrotliStored.decode($0))
            }
            ?? ArtworkGeometry(width: 1, height: 1, palette: [], regions: [])
        let ref = ArtworkRef(id: row.id, version: row.version, regionCount: geometry.regions.count)
        return CanvasEngine(
            artwork: ref, geometry: geometry, tracker: env.tracker, analytics: env.analytics, clock: env.clock)
    }
}

/// Negative control: a wrong-colour tap still records the region as filled.
package struct ProgressChangingWrongTap: TapProcessing {
    package init() {}

    package func tap(_ engine: CanvasEngine, at point: Point, tracker: ProgressTracker) -> TapOutcome {
        let outcome = engine.tap(screen: point)
        if case .wrongColour(let index, _) = outcome { _ = tracker.recordCorrectFill(engine.artwork, region: index) }
        return outcome
    }
}

/// Negative control: the founder's note is eligible from the first persisted fill, before the aha moment.
package struct EagerFounderNoteGate: FounderNoteGating {
    private final class Seen: @unchecked Sendable { var filled = false }
    private let seen = Seen()

    package init() {}

    package func observe(_ signals: FillSignals, onStarter: Bool, trust: TrustMoment) {
        trust.observe(signals, onStarter: onStarter)
        seen.filled = seen.filled || signals.completedCount > 0
    }

    package func noteEligible(_ trust: TrustMoment) -> Bool { seen.filled || trust.noteEligible }
}

/// Negative control: the OS notification prompt fires together with the pre-permission screen.
package struct PromptingBeforeOptIn: NotificationPrompting {
    package init() {}

    package func presentPrePermission(_ module: NotificationsModule, os: FakeOS) {
        module.showPrePermission()
        _ = os.requestNotificationPermission()
    }
}

/// Negative control: a cache manager whose eviction protection protects nothing, so cache pressure evicts
/// in-progress unsynced artwork (built through `CacheManager`'s own injection point).
package enum UnprotectedCache {
    @Sendable package static func make(_ env: AppEnvironment) -> CacheManager {
        CacheManager(index: env.cacheIndex, fileSystem: env.fileSystem, clock: env.clock, isProtected: { _ in false })
    }
}
