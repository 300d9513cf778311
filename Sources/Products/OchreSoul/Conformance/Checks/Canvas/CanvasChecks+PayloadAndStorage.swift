import Conformance
import OchreSoul

/// Region payloads and fills through storage errors.
extension CanvasChecks {
    /// §7.6.1 Region payload: "invalid payload blocks render and triggers recovery"; §7.5 "OS removes cached
    /// files": "Offer re-download; do not show broken playable state"; §7.7 artwork_opened "Canvas first paint".
    static func invalidPayload(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-CANVAS-MUST-2", covers: ["FEAT-CAN-001", "FEAT-DATA-003", "LOCAL-REGION-PAYLOAD"],
            proves: [.success, .recovery, .observability],
            title:
                "a verified CLRX v1 bundle opens the canvas (artwork_opened); a corrupted region payload blocks render, is offered again and opens after re-download with progress kept"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let sample = SampleArtwork.make(id: "art-payload", slug: "payload-art", columns: 4, rows: 2)
            env.backend.addArtwork(sample.row, files: sample.files)
            let job = env.downloadJob(for: sample.row)
            try expect(c.downloadSeam.run(job, cache: env.cacheIndex) == .cached, "set-up download failed")
            let mark = env.sink.events.count

            // Success: the verified bundle parses and the canvas opens on its geometry.
            let openedCanvas = c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath)
            try expect(openedCanvas != nil, "the verified bundle opens the canvas", proves: "FEAT-CAN-001")
            guard let canvas = openedCanvas else { return }
            try expectEqual(
                canvas.hitTester.geometry.regions.count, sample.row.regionCount,
                "the regions parsed from the CLRX v1 payload (the manifest's region count)",
                proves: "LOCAL-REGION-PAYLOAD", "FEAT-DATA-003")
            try expect(
                canvas.hitTester.geometry == sample.geometry,
                "the parsed header, palette, fixed region index and region data give back the authored geometry",
                proves: ["LOCAL-REGION-PAYLOAD", "FEAT-DATA-003", "FEAT-CAN-001"])
            let indexed = sample.geometry.regions.allSatisfy { region in
                let b = region.bounds
                let centre = Point((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
                return canvas.hitTester.grid.candidates(at: centre).contains {
                    canvas.hitTester.geometry.regions[$0].index == region.index
                }
            }
            try expect(
                indexed, "the canvas opened with a spatial index that finds every region",
                proves: ["MOD-CANVAS-MUST-2", "FEAT-CAN-001"])
            guard let region = sample.geometry.regions.first, let point = canvas.screenCentre(ofRegion: region.index)
            else { throw RuleFailure("no region") }
            canvas.select(colourID: region.colourID)
            var filled = false
            if case .correctFill = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) { filled = true }
            try expect(filled, "the opened canvas fills a tapped region", proves: "FEAT-CAN-001")

            // Failure: the cached region payload no longer verifies; render is blocked and recovery offered.
            guard let entry = env.cacheIndex.entry(sample.row.slug) else { throw RuleFailure("no cache entry") }
            env.fileSystem.corrupt(entry.currentPath + "/regions.bin.br")
            let opened = EmittedEvents.named("artwork_opened", in: env, since: mark).count
            try expect(
                c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath) == nil,
                "an invalid region payload blocks render", proves: ["LOCAL-REGION-PAYLOAD", "FEAT-CAN-001"])
            try expect(
                EmittedEvents.named("artwork_opened", in: env, since: mark).count == opened,
                "no artwork_opened for a payload that did not render", proves: "FEAT-CAN-001")
            try expect(
                !env.cacheIndex.isDownloaded(sample.row.slug) && env.cache.reDownloadOffers.contains(sample.row.slug),
                "the invalid payload triggers recovery: the pointer is dropped and a re-download offered",
                proves: ["LOCAL-REGION-PAYLOAD", "FEAT-CAN-001"])

            // Recovery: re-download, open again; the progress made before survives.
            try expect(
                c.downloadSeam.run(env.downloadJob(for: sample.row), cache: env.cacheIndex) == .cached,
                "the re-download failed")
            let reopened = c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath)
            try expect(
                reopened?.progress.completedRegions.contains(region.index) == true,
                "after the re-download the canvas opens again with the progress made before", proves: "FEAT-CAN-001")
            let events = EmittedEvents.named("artwork_opened", in: env, since: mark)
            try expect(
                events.count == 2 && events.allSatisfy { EmittedEvents.string($0, "artwork_id") == sample.row.id },
                "artwork_opened is emitted once per rendered open (first paint), twice in all", proves: "FEAT-CAN-001")
        }
    }

    /// §7.3.1 Aha moment error response: "If local write fails, block further progress writes and surface a storage
    /// error; do not fire the trigger from a failed write"; §7.2 Canvas "persist correct fills immediately";
    /// §7.3.3 Completion; §7.7 region_filled and artwork_completed.
    static func fillsThroughStorageError(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "MOD-CANVAS-MUST-3",
            covers: ["FEAT-CAN-003", "FEAT-PROG-003", "FEAT-PROG-004", "FEAT-ONB-007", "MOD-PROGRESS-MUST-2"],
            proves: [.recovery, .observability],
            title:
                "a failed local write fills nothing, fires no aha, milestone or completion trigger and blocks writes until retried; after the retry the spec's threshold fill fires the aha trigger, the founder's note becomes eligible and completion emits artwork_completed once"
        ) { context throws(RuleFailure) in
            let threshold = try context.ahaThreshold()
            let env = EnvironmentFixtures.launched()
            // Room for the aha fill, one more and the completing fill: 4 columns, at least 3 rows.
            let starter = SampleArtwork.make(
                id: "art-store", slug: "store-art", columns: 4, rows: max(3, (threshold + 2 + 3) / 4), isStarter: true)
            guard EnvironmentFixtures.cached(starter, in: env),
                let canvas = EnvironmentFixtures.canvas(starter, in: env, analytics: c.canvasAnalytics(env))
            else {
                throw RuleFailure("set-up failed")
            }
            let trust = TrustMoment(fileSystem: env.fileSystem)
            let regions = starter.geometry.regions.sorted { $0.index < $1.index }
            try expect(
                threshold >= 1 && regions.count >= threshold + 2,
                "fixture has \(regions.count) regions for an aha threshold of \(threshold)")
            let aha = regions[threshold - 1]
            let last = regions[regions.count - 1]
            func fill(_ region: RegionShape) throws(RuleFailure) -> TapOutcome {
                guard let point = canvas.screenCentre(ofRegion: region.index) else {
                    throw RuleFailure("region \(region.index) has no point")
                }
                canvas.select(colourID: region.colourID)
                let outcome = c.tapSeam.tap(canvas, at: point, tracker: env.tracker)
                if case .correctFill(_, _, let signals) = outcome {
                    c.founderNoteSeam.observe(signals, onStarter: true, trust: trust)
                }
                return outcome
            }
            func correctFills(since mark: Int) -> Int {
                EmittedEvents.named("region_filled", in: env, since: mark).filter {
                    EmittedEvents.bool($0, "correct") == true
                }.count
            }
            for region in regions.prefix(threshold - 1) {
                guard case .correctFill(_, _, let signals) = try fill(region), !signals.ahaReached else {
                    throw RuleFailure("fill of region \(region.index) failed or fired early")
                }
            }

            // Failure on the threshold fill.
            let mark = env.sink.events.count
            let observed = ObservedFlow.mark(env)
            env.fileSystem.failingWritePrefixes.insert("db/progress")
            try expect(
                try fill(aha) == .storageError, "a failed local write surfaces a storage error", proves: "FEAT-CAN-003")
            try expect(
                canvas.progress.completedCount == threshold - 1
                    && !canvas.progress.completedRegions.contains(aha.index),
                "a fill whose write failed changes no progress", proves: ["FEAT-CAN-003", "MOD-PROGRESS-MUST-2"])
            try expect(
                correctFills(since: mark) == 0, "region_filled reports no fill whose write failed",
                proves: "FEAT-CAN-003")
            try expect(
                !c.founderNoteSeam.noteEligible(trust),
                "a failed write on the threshold fill fires no aha moment, so the founder's note is not eligible",
                proves: ["FEAT-PROG-004", "FEAT-ONB-007"])
            env.fileSystem.failingWritePrefixes.remove("db/progress")
            try expect(try fill(aha) == .storageError, "progress writes were not blocked after the failed write")

            // Recovery: the user retries; the tenth persisted fill fires the aha trigger.
            env.progressStore.clearStorageError()
            guard case .correctFill(_, _, let signals) = try fill(aha) else {
                throw RuleFailure("the retried fill did not persist")
            }
            try expect(
                env.progressStore.load(starter.row.id)?.completedRegions.contains(aha.index) == true,
                "the retried correct fill is persisted immediately", proves: ["MOD-CANVAS-MUST-3", "FEAT-CAN-003"])
            try expect(
                signals.ahaReached && signals.completedCount == threshold,
                "after the retry, persisted fill \(threshold) (the spec's threshold) updates the count and fires the aha trigger",
                proves: ["FEAT-PROG-004", "MOD-PROGRESS-MUST-2"])
            try expect(
                correctFills(since: mark) == 1, "region_filled is emitted once, for the persisted fill",
                proves: "FEAT-CAN-003")
            try expect(
                c.founderNoteSeam.noteEligible(trust),
                "after the recovered aha moment past the milestone, the founder's note is eligible",
                proves: ["FEAT-ONB-007", "FEAT-PROG-003"])

            // The completing fill fails first: no completion until the retry succeeds.
            for region in regions[threshold..<(regions.count - 1)] {
                guard case .correctFill = try fill(region) else {
                    throw RuleFailure("fill of region \(region.index) failed")
                }
            }
            env.fileSystem.failingWritePrefixes.insert("db/progress")
            try expect(
                try fill(last) == .storageError && !canvas.recordCompletion(),
                "a completing fill whose write failed triggers no completion", proves: "FEAT-PROG-003")
            try expect(
                EmittedEvents.named("artwork_completed", in: env, since: mark).isEmpty,
                "no artwork_completed without a persisted completion", proves: "FEAT-PROG-003")
            env.fileSystem.failingWritePrefixes.remove("db/progress")
            env.progressStore.clearStorageError()
            var completedNow = false
            if case .correctFill(_, _, let done) = try fill(last) { completedNow = done.completed }
            try expect(
                completedNow && canvas.recordCompletion() && !canvas.recordCompletion(),
                "the retried completing fill completes the artwork, recorded exactly once",
                proves: ["FEAT-PROG-003", "MOD-PROGRESS-MUST-2"])
            let completed = EmittedEvents.named("artwork_completed", in: env, since: mark)
            try expect(
                completed.count == 1 && EmittedEvents.string(completed[0], "artwork_id") == starter.row.id,
                "artwork_completed is emitted once, for the artwork", proves: "FEAT-PROG-003")
            try expect(
                env.progressStore.load(starter.row.id)?.completedCount == regions.count,
                "the completed row is persisted with every region", proves: ["MOD-PROGRESS-MUST-2", "FEAT-CAN-003"])
            try ObservedFlow.expectConforming(
                env, since: observed, context, proves: ["FEAT-CAN-003", "FEAT-PROG-003", "FEAT-PROG-004"])
        }
    }
}
