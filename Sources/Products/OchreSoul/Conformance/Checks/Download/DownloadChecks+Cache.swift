import Conformance
import OchreSoul

/// The verified cache: atomic promotion, no partial render, eviction, offline play and version changes.
extension DownloadChecks {
    /// Bytes reach the cache pointer only after SHA-256 verification; a failed bundle is never promoted.
    static func atomicPromotion(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-ATOMIC-CACHE-PROMOTION",
            covers: [
                "FEAT-DL-002", "FEAT-CACHE-001", "MOD-DOWNLOAD-MUST-2", "MOD-DOWNLOAD-MUSTNOT-2",
                "RULE-CHECKSUM-RETRY-ONCE", "JRN-F04", "EC-04",
            ],
            title:
                "a download is promoted to the cache only after checksum verification; a mismatch is retried the spec's number of times, then fails uncached"
        ) { context throws(RuleFailure) in
            let retries = try context.checksumRetries()
            try context.expectKnownDigest("RULE-CHECKSUM-RETRY-ONCE", "algorithm")
            try context.expectKnownDigest("RULE-ATOMIC-CACHE-PROMOTION", "checksum")
            let tempPathOnly = try context.bool("RULE-ATOMIC-CACHE-PROMOTION", "tempPathOnly")
            let atomic = try context.bool("RULE-ATOMIC-CACHE-PROMOTION", "atomic")
            let env = EnvironmentFixtures.launched()
            let bad = SampleArtwork.make(id: "art-bad", slug: "bad-art")
            env.backend.addArtwork(bad.row, files: bad.files)
            env.cdn.corruptNext("regions.bin.br", times: retries + 1)
            let job = env.downloadJob(for: bad.row)
            let signals = ObservedFlow.mark(env)
            let phase = c.downloadSeam.run(job, cache: env.cacheIndex)
            try expectEqual(
                phase, .failed(.verification),
                "the end of a download whose checksum fails once more than the spec's \(retries) retry (a recoverable download error)",
                proves: "RULE-CHECKSUM-RETRY-ONCE", "EC-04", "JRN-F04")
            try expect(
                env.cacheIndex.isDownloaded(bad.row.slug) == !atomic,
                "a bundle that fails its checksum never enters the cache",
                proves: ["MOD-DOWNLOAD-MUST-2", "MOD-DOWNLOAD-MUSTNOT-2", "FEAT-DL-002", "EC-04"])
            try expect(
                env.fileSystem.list(job.tempPath).isEmpty, "the failed bundle's temp files are deleted",
                proves: "RULE-CHECKSUM-RETRY-ONCE")
            // Mid-transfer, every byte received sits under the job's temp path and the cache has no entry yet.
            let partial = SampleArtwork.make(id: "art-partial", slug: "partial-art")
            env.backend.addArtwork(partial.row, files: partial.files)
            let midway = env.downloadJob(for: partial.row)
            midway.requestURL()
            midway.transferStep()
            try expect(
                (!env.fileSystem.list(midway.tempPath).isEmpty && !env.cacheIndex.isDownloaded(partial.row.slug))
                    == tempPathOnly,
                "a download in progress writes only under its temp path, never into the cache",
                proves: ["MOD-DOWNLOAD-MUSTNOT-2", "FEAT-DL-002"])
            try expect(
                !env.sink.names.contains("artwork_download_completed"),
                "no artwork_download_completed without checksum success",
                proves: ["MOD-DOWNLOAD-MUSTNOT-2", "FEAT-DL-002"])
            try expectEqual(
                ObservedFlow.signals(env, since: signals).map { "\($0.area)/\($0.reason)" },
                Array(repeating: "download/checksum_mismatch", count: retries + 1),
                "the error signals logged for the failed checks", proves: "RULE-CHECKSUM-RETRY-ONCE", "EC-04")
            let good = SampleArtwork.make(id: "art-good", slug: "good-art")
            env.backend.addArtwork(good.row, files: good.files)
            env.cdn.corruptNext("regions.bin.br", times: retries)
            let retried = c.downloadSeam.run(env.downloadJob(for: good.row), cache: env.cacheIndex)
            try expect(
                retried == .cached && env.cacheIndex.isDownloaded(good.row.slug),
                "\(retries) checksum failure(s) are downloaded again into a verified, cached bundle",
                proves: ["RULE-CHECKSUM-RETRY-ONCE", "MOD-DOWNLOAD-MUST-2", "FEAT-DL-002", "FEAT-CACHE-001", "JRN-F04"])
        }
    }

    /// A bundle still in transfer can never be opened on the canvas.
    static func noPartialRender(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-DOWNLOAD-MUSTNOT-1", covers: ["FEAT-DL-002", "FEAT-CACHE-001", "MOD-DOWNLOAD-MUST-4"],
            title:
                "a partially downloaded or unverified bundle is never rendered; the verified CLRX v1 bundle opens with the artwork's exact regions and palette"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let sample = SampleArtwork.make(id: "art-part", slug: "part-art")
            env.backend.addArtwork(sample.row, files: sample.files)
            let job = env.downloadJob(for: sample.row)
            job.requestURL()
            job.transferStep()
            try expect(job.phase == .downloading, "the transfer finished in one step; the check needs a partial bundle")
            try expect(
                c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath) == nil,
                "the canvas refuses a partially downloaded bundle", proves: ["FEAT-DL-002", "FEAT-CACHE-001"])
            job.transferAll()
            env.fileSystem.corrupt(job.tempPath + "/regions.bin.br")
            try expect(
                c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath) == nil,
                "the canvas refuses received but unverified bytes", proves: ["FEAT-DL-002", "FEAT-CACHE-001"])
            let verified = SampleArtwork.make(id: "art-whole", slug: "whole-art", tinyRegions: 2)
            env.backend.addArtwork(verified.row, files: verified.files)
            var geometry: ArtworkGeometry?
            if c.downloadSeam.run(env.downloadJob(for: verified.row), cache: env.cacheIndex) == .cached,
                case .success(let bundle) = env.cache.open(verified.row.slug)
            {
                geometry = bundle.geometry
            }
            try expect(
                geometry == verified.geometry && c.openSeam.open(verified.row, env: env, temporaryPath: "") != nil,
                "the verified CLRX v1 bundle parses into the artwork's exact regions, palette and canvas size, and opens",
                proves: ["MOD-DOWNLOAD-MUST-4", "FEAT-CACHE-001"])
        }
    }

    /// Cache pressure never evicts artwork with unsynced progress. The check drives the app's own cache manager,
    /// with the protection the app wires (`c.cacheManager`, `env.cache` on the reference): it never hands the cache
    /// a predicate of its own. Once the progress reaches the server the artwork is evictable again.
    static func eviction(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-CACHE-EVICTION", covers: ["FEAT-CACHE-001", "LOCAL-CACHE-INDEX", "MOD-DOWNLOAD-MUST-3"],
            title:
                "in-progress unsynced artwork is never automatically evicted; once its progress reaches the server it may be"
        ) { context throws(RuleFailure) in
            let evictUnsynced = try context.bool("RULE-CACHE-EVICTION", "evictUnsyncedInProgress")
            let env = EnvironmentFixtures.launched()
            let cache = c.cacheManager(env)
            let busy = SampleArtwork.make(id: "art-busy", slug: "busy")
            let idle = SampleArtwork.make(id: "art-idle", slug: "idle")
            try expect(
                EnvironmentFixtures.cached(busy, in: env) && EnvironmentFixtures.cached(idle, in: env),
                "set-up downloads failed")
            env.network.isOnline = false
            guard let canvas = EnvironmentFixtures.canvas(busy, in: env, analytics: env.analytics),
                let region = busy.geometry.regions.first,
                let point = canvas.screenCentre(ofRegion: region.index)
            else { throw RuleFailure("cannot open the busy artwork") }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
            try expect(env.syncQueue.isPending(busy.row.id), "the fill is not pending sync")
            let entry = env.cacheIndex.entry(busy.row.slug)
            try expect(
                entry?.slug == busy.row.slug && entry?.version == busy.row.version
                    && entry.map { env.fileSystem.bytes(under: $0.currentPath) } == entry?.bytes
                    && (entry?.bytes ?? 0) > 0
                    && entry?.lastOpenedAt != nil && (entry?.verifiedAt ?? -1) >= 0
                    && cache.evictable(busy.row.slug) == evictUnsynced && cache.evictable(idle.row.slug) == true,
                "the cache index entry holds slug, version, current path, verified and last-opened times, bytes, and evictable (false while progress is unsynced)",
                proves: "LOCAL-CACHE-INDEX")
            let evicted = cache.evict(bytesToFree: Int.max)
            try expect(
                evicted.contains(busy.row.slug) == evictUnsynced
                    && (evictUnsynced
                        || (env.cacheIndex.isDownloaded(busy.row.slug) && env.openCanvas(busy.row) != nil)),
                "cache pressure never evicts in-progress unsynced artwork, which stays playable",
                proves: ["LOCAL-CACHE-INDEX", "MOD-DOWNLOAD-MUST-3", "FEAT-CACHE-001"])
            try expect(evicted.contains(idle.row.slug), "eligible artwork was not evicted")

            // Online again: the progress arrives, and the synced artwork is no longer protected.
            env.network.isOnline = true
            env.syncQueue.process()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let remote = ((try? env.backend.fetchProgress(userID: userID)) ?? []).first { $0.artworkID == busy.row.id }
            try expect(
                remote?.completedRegions.indices == [region.index],
                "the protected artwork's progress did not reach the server once online")
            try expect(
                cache.evict(bytesToFree: Int.max) == [busy.row.slug], "synced artwork stayed protected from eviction")
        }
    }

    /// RULE-OFFLINE-CACHED-PLAY / MOD-DOWNLOAD-MUSTNOT-3: after a successful download, opening and colouring make no
    /// network round-trip and are never blocked while offline or with the backend failing.
    static let offlineCachedPlay = RuleCheck.observing(
        "RULE-OFFLINE-CACHED-PLAY", covers: ["MOD-DOWNLOAD-MUSTNOT-3"],
        title: "cached artwork opens and colours with zero network round-trips, offline and with the backend failing"
    ) { context throws(RuleFailure) in
        let roundTrips = try context.int("RULE-OFFLINE-CACHED-PLAY", "networkRoundTripsOnOpen")
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-offline", slug: "offline-art")
        try expect(EnvironmentFixtures.cached(sample, in: env), "set-up download failed")
        for endpoint in Endpoint.allCases { env.backend.inject(.server, on: endpoint, times: 100) }
        env.network.isOnline = false
        let calls = BackendTraffic.backendCalls(env)
        let transfers = env.cdn.rangeRequests.count
        let opened = env.openCanvas(sample.row)
        try expect(
            opened != nil, "cached artwork opens offline with every backend call failing",
            proves: "MOD-DOWNLOAD-MUSTNOT-3")
        guard let canvas = opened else { return }
        var blocked: [Int] = []
        for region in sample.geometry.regions {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            guard case .correctFill = canvas.tap(screen: point) else {
                blocked.append(region.index)
                continue
            }
        }
        try expect(
            blocked.isEmpty && canvas.progress.isCompleted,
            "every region of the cached artwork is coloured offline, to completion", proves: "MOD-DOWNLOAD-MUSTNOT-3")
        try expectEqual(
            BackendTraffic.backendCalls(env) - calls + env.cdn.rangeRequests.count - transfers, roundTrips,
            "the network round-trips of opening and colouring cached artwork", proves: "MOD-DOWNLOAD-MUSTNOT-3")
        try expect(env.syncQueue.isPending(sample.row.id), "offline progress was not queued for sync")
    }

    /// RULE-OLD-VERSION-UNTIL-NEXT-LAUNCH: an incompatible new bundle leaves the old version playable and progress
    /// untouched until the user chooses; kept, it retires at the next launch.
    static let oldVersionUntilNextLaunch = RuleCheck.observing(
        "RULE-OLD-VERSION-UNTIL-NEXT-LAUNCH", covers: ["EC-08", "FEAT-CACHE-002"],
        title:
            "an incompatible new version keeps the old version playable with progress unchanged until the user chooses or the next launch"
    ) { context throws(RuleFailure) in
        let retireAt = try context.string("RULE-OLD-VERSION-UNTIL-NEXT-LAUNCH", "retireAt")
        guard retireAt == "next launch" else {
            throw RuleFailure(
                "RULE-OLD-VERSION-UNTIL-NEXT-LAUNCH retireAt \"\(retireAt)\" is not one this check knows (next launch)")
        }
        let env = EnvironmentFixtures.launched()
        let old = SampleArtwork.make(id: "art-ver", slug: "ver-art")
        try expect(EnvironmentFixtures.cached(old, in: env), "set-up download failed")
        guard let canvas = env.openCanvas(old.row) else { throw RuleFailure("the old version did not open") }
        for region in old.geometry.regions.prefix(3) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
        }
        guard let before = env.progressStore.load(old.row.id), before.completedCount == 3 else {
            throw RuleFailure("set-up progress was not written")
        }
        let new = SampleArtwork.make(id: "art-ver", slug: "ver-art", version: 2, colourShift: 1)
        env.backend.addArtwork(new.row, files: new.files)
        let job = env.downloadJob(for: new.row)
        job.updatesCurrentPointer = false
        guard job.run() == .cached, let entry = job.verifiedEntry,
            case .success(let current) = env.cache.open(old.row.slug),
            case .success(let newer) = BundleVerifier.verify(
                files: new.files, slug: new.row.slug, version: 2, expectedChecksum: new.row.checksum)
        else { throw RuleFailure("set-up of the new version failed") }
        try expect(
            env.versionReview.review(slug: old.row.slug, current: current, newer: newer, newEntry: entry)
                == .oldVersionPlayable, "a new bundle that cannot map old progress is offered as old-version play",
            proves: ["EC-08", "FEAT-CACHE-002"])
        try expect(
            env.progressStore.load(old.row.id) == before, "progress is unchanged before the user chooses",
            proves: ["EC-08", "FEAT-CACHE-002"])
        try expect(
            env.cacheIndex.entry(old.row.slug)?.version == 1 && env.openCanvas(old.row) != nil,
            "the old version stays playable during the review", proves: ["EC-08", "FEAT-CACHE-002"])
        env.versionReview.keepOldVersion(old.row.slug)
        try expect(
            env.progressStore.load(old.row.id) == before && env.cacheIndex.entry(old.row.slug)?.version == 1,
            "keeping the old version changes neither progress nor the pointer", proves: "FEAT-CACHE-002")
        try expect(
            env.versionReview.retireAtLaunch(regionCounts: [new.row.slug: new.row.regionCount]) == [new.row.slug]
                && env.cacheIndex.entry(new.row.slug)?.version == 2,
            "the kept old version is retired at the next launch, which moves to the new version",
            proves: "FEAT-CACHE-002")
        let fresh = env.progressStore.load(old.row.id)
        try expect(
            fresh?.artworkVersion == 2 && fresh?.completedCount == 0,
            "the old bitset is not carried onto the incompatible new version", proves: ["EC-08", "FEAT-CACHE-002"])
    }
}
