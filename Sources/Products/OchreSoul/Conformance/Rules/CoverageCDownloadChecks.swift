import Conformance
import OchreSoul

/// Rule checks of the Download and cache module (§7.2, §7.3.2, §7.5).
enum CoverageCDownloadChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { [urlKind, retryBudget, signedURLExpiry, offlineCachedPlay, oldVersionUntilNextLaunch] }

    /// RULE-DOWNLOAD-URL-KIND / MOD-DOWNLOAD-MUST-1: free artwork is fetched from public URLs; premium artwork from
    /// signed URLs, and the signed URL is requested only once an authenticated entitlement exists.
    static let urlKind = RuleCheck.expecting(
        "RULE-DOWNLOAD-URL-KIND", covers: ["MOD-DOWNLOAD-MUST-1"],
        title: "free artwork downloads from public URLs; premium from signed URLs, requested only with an authenticated entitlement"
    ) { () throws(RuleFailure) in
        let free = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-free", slug: "free-art")
        try expect(RuleFixtures.cached(sample, in: free), "the free artwork did not download for an anonymous user")
        let freeURLs = CoverageCFixtures.servedURLs(free)
        try expect(!freeURLs.isEmpty && freeURLs.allSatisfy { $0.contains("/public/") && !$0.contains("token=") }, "free artwork was not fetched from public URLs: \(freeURLs)")

        // Anonymous: the premium URL is never requested (refused before any call).
        let anonymous = RuleFixtures.launched()
        let premium = SampleArtwork.make(id: "art-premium", slug: "premium-art", premium: true, packID: "pack-1")
        anonymous.backend.addArtwork(premium.row, files: premium.files)
        let anonymousJob = anonymous.downloadJob(for: premium.row)
        try expect(anonymousJob.requestURL() == .failed(.signInRequired), "an anonymous premium download was not refused")
        try expect((anonymous.backend.calls[.downloadURL] ?? 0) == 0 && anonymous.cdn.rangeRequests.isEmpty, "a signed premium URL was requested without an account")

        // Signed in without an entitlement: paywall, no bytes.
        guard let (unentitled, locked) = CoverageCFixtures.premium(entitled: false) else { throw RuleFailure("set-up failed") }
        try expect(unentitled.downloadJob(for: locked.row).requestURL() == .failed(.paywall), "a premium URL was issued without an entitlement")
        try expect(unentitled.cdn.rangeRequests.isEmpty, "premium bytes were served without an entitlement")

        // Entitled: signed URLs only.
        guard let (entitled, owned) = CoverageCFixtures.premium(entitled: true) else { throw RuleFailure("set-up failed") }
        try expect(entitled.downloadJob(for: owned.row).run() == .cached, "the entitled premium download did not complete")
        let signedURLs = CoverageCFixtures.servedURLs(entitled)
        try expect(!signedURLs.isEmpty && signedURLs.allSatisfy { $0.contains("/signed/") && $0.contains("token=") }, "entitled premium artwork was not fetched from signed URLs: \(signedURLs)")
    }

    /// RULE-DOWNLOAD-RETRY-BUDGET: Downloading exits when all files are received or the retry budget (3) is spent.
    static let retryBudget = RuleCheck.expecting(
        "RULE-DOWNLOAD-RETRY-BUDGET", covers: ["FEAT-DL-002"],
        title: "a stalled transfer is resumed 3 times, kept in the temp path, then fails; a transfer within budget resumes until every file is received"
    ) { () throws(RuleFailure) in
        let budget = 3  // the rule's `retries` parameter
        let env = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-stall", slug: "stall-art")
        env.backend.addArtwork(sample.row, files: sample.files)
        let job = env.downloadJob(for: sample.row)
        try expect(job.requestURL() == .downloading && job.transferStep(), "the transfer did not start")
        let held = env.fileSystem.bytes(under: job.tempPath)
        env.network.isOnline = false
        for attempt in 1...budget {
            try expect(!job.transferStep() && job.phase == .downloading, "failure \(attempt) within the budget left Downloading: \(job.phase)")
            try expect(env.fileSystem.bytes(under: job.tempPath) == held, "failure \(attempt) within the budget dropped the received bytes")
        }
        try expect(!job.transferStep() && job.phase == .failed(.network), "the download did not fail once the budget was spent: \(job.phase)")
        try expect(env.fileSystem.list(job.tempPath).isEmpty && env.cacheIndex.entry(sample.row.slug) == nil, "a failed download left temp files or a cache entry")

        // Within the budget, the transfer resumes from the bytes held and exits when all files are received.
        env.network.isOnline = true
        job.retry()
        try expect(job.requestURL() == .downloading && job.transferStep(), "the retried transfer did not start")
        let mark = env.cdn.rangeRequests.count
        env.network.isOnline = false
        for _ in 1...budget { _ = job.transferStep() }
        env.network.isOnline = true
        try expect(job.transferAll() && job.phase == .verifying && job.allFilesReceived, "a transfer within budget did not exit with every file received")
        let refetched = env.cdn.rangeRequests[mark...].filter { $0.url.hasSuffix("/manifest.json") }
        try expect(refetched.isEmpty, "resumption fetched a received file again")
        try expect(job.verifyAndPromote() == .cached, "the resumed bundle did not verify")
    }

    /// RULE-SIGNED-URL-EXPIRY: signed URLs last 15 minutes; after expiry a fresh URL is requested and the transfer
    /// resumes with a range request from the bytes already held.
    static let signedURLExpiry = RuleCheck.expecting(
        "RULE-SIGNED-URL-EXPIRY", covers: ["EC-05"],
        title: "a signed URL expires after 15 minutes; the download requests a fresh URL and resumes with a range request"
    ) { () throws(RuleFailure) in
        let lifetime = 15 * 60 * 1_000
        guard let (env, sample) = CoverageCFixtures.premium(entitled: true, columns: 64, rows: 64) else { throw RuleFailure("set-up failed") }
        let issuedAt = env.clock.nowMillis
        guard case .signed(_, let expiresAt) = try? env.backend.getArtworkDownloadURL(slug: sample.row.slug, userID: env.session.userID) else {
            throw RuleFailure("entitled premium artwork did not get a signed URL")
        }
        try expect(expiresAt - issuedAt == lifetime, "the signed URL lives \(expiresAt - issuedAt) ms, not 15 minutes")
        let payload = sample.files["regions.bin.br"]?.count ?? 0
        try expect(payload > DownloadJob.chunkBytes, "set-up: the payload fits one chunk, so no range resume can be shown")

        let job = env.downloadJob(for: sample.row)
        try expect(job.requestURL() == .downloading && job.urlRequests == 1, "the download did not start")
        let regionsPath = job.tempPath + "/regions.bin.br"
        var steps = 0
        while env.fileSystem.size(regionsPath) == 0 && steps < 20 {
            steps += 1
            try expect(job.transferStep(), "the transfer stalled before expiry")
        }
        let held = env.fileSystem.size(regionsPath)
        try expect(held > 0 && held < payload, "set-up: regions.bin.br is not partially held (\(held) of \(payload))")
        guard let firstURL = env.cdn.rangeRequests.last?.url else { throw RuleFailure("no range request served") }
        env.clock.advance(millis: lifetime - 1)
        try expect(job.transferStep() && job.urlRequests == 1, "the signed URL did not stay valid for 15 minutes")
        env.clock.advance(millis: 1)
        let mark = env.cdn.rangeRequests.count
        let before = env.fileSystem.size(regionsPath)
        try expect(job.transferStep() && job.phase == .downloading && job.urlRequests == 2, "an expired URL was not renewed (url requests \(job.urlRequests), \(job.phase))")
        try expect(env.fileSystem.size(regionsPath) == before, "renewal dropped the bytes held")
        try expect(job.transferStep(), "the transfer did not resume after renewal")
        guard let resumed = env.cdn.rangeRequests.dropFirst(mark).first else { throw RuleFailure("no range request after renewal") }
        try expect(resumed.url != firstURL && resumed.url.contains("/signed/") && resumed.url.hasPrefix(firstURL.split(separator: "?").first.map(String.init) ?? firstURL), "the resumed request did not use a fresh signed URL for the same file")
        try expect(resumed.offset == before && before > 0, "the transfer restarted at \(resumed.offset) instead of resuming at \(before)")
        try expect(job.run() == .cached, "the resumed download did not verify and cache")
    }

    /// RULE-OFFLINE-CACHED-PLAY / MOD-DOWNLOAD-MUSTNOT-3: after a successful download, opening and colouring make no
    /// network round-trip and are never blocked while offline or with the backend failing.
    static let offlineCachedPlay = RuleCheck.expecting(
        "RULE-OFFLINE-CACHED-PLAY", covers: ["MOD-DOWNLOAD-MUSTNOT-3"],
        title: "cached artwork opens and colours with zero network round-trips, offline and with the backend failing"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-offline", slug: "offline-art")
        try expect(RuleFixtures.cached(sample, in: env), "set-up download failed")
        for endpoint in Endpoint.allCases { env.backend.inject(.server, on: endpoint, times: 100) }
        env.network.isOnline = false
        let calls = CoverageCFixtures.backendCalls(env), transfers = env.cdn.rangeRequests.count
        guard let canvas = env.openCanvas(sample.row) else { throw RuleFailure("cached artwork did not open offline") }
        for region in sample.geometry.regions {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            guard case .correctFill = canvas.tap(screen: point) else { throw RuleFailure("colouring region \(region.index) was blocked offline") }
        }
        try expect(canvas.progress.isCompleted, "offline colouring did not complete the artwork")
        try expect(CoverageCFixtures.backendCalls(env) == calls && env.cdn.rangeRequests.count == transfers, "opening or colouring cached artwork made a network round-trip")
        try expect(env.syncQueue.isPending(sample.row.id), "offline progress was not queued for sync")
    }

    /// RULE-OLD-VERSION-UNTIL-NEXT-LAUNCH: an incompatible new bundle leaves the old version playable and progress
    /// untouched until the user chooses; kept, it retires at the next launch.
    static let oldVersionUntilNextLaunch = RuleCheck.expecting(
        "RULE-OLD-VERSION-UNTIL-NEXT-LAUNCH", covers: ["EC-08", "FEAT-CACHE-002"],
        title: "an incompatible new version keeps the old version playable with progress unchanged until the user chooses or the next launch"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let old = SampleArtwork.make(id: "art-ver", slug: "ver-art")
        try expect(RuleFixtures.cached(old, in: env), "set-up download failed")
        guard let canvas = env.openCanvas(old.row) else { throw RuleFailure("the old version did not open") }
        for region in old.geometry.regions.prefix(3) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
        }
        guard let before = env.progressStore.load(old.row.id), before.completedCount == 3 else { throw RuleFailure("set-up progress was not written") }
        let new = SampleArtwork.make(id: "art-ver", slug: "ver-art", version: 2, colourShift: 1)
        env.backend.addArtwork(new.row, files: new.files)
        let job = env.downloadJob(for: new.row)
        job.updatesCurrentPointer = false
        guard job.run() == .cached, let entry = job.verifiedEntry, case .success(let current) = env.cache.open(old.row.slug),
            case .success(let newer) = BundleVerifier.verify(files: new.files, slug: new.row.slug, version: 2, expectedChecksum: new.row.checksum)
        else { throw RuleFailure("set-up of the new version failed") }
        try expect(env.versionReview.review(slug: old.row.slug, current: current, newer: newer, newEntry: entry) == .oldVersionPlayable, "an incompatible mapping was not offered as old-version play")
        try expect(env.progressStore.load(old.row.id) == before, "progress changed before the user chose")
        try expect(env.cacheIndex.entry(old.row.slug)?.version == 1 && env.openCanvas(old.row) != nil, "the old version is not playable during review")
        env.versionReview.keepOldVersion(old.row.slug)
        try expect(env.progressStore.load(old.row.id) == before && env.cacheIndex.entry(old.row.slug)?.version == 1, "keeping the old version changed progress or the pointer")
        try expect(env.versionReview.retireAtLaunch(regionCounts: [new.row.slug: new.row.regionCount]) == [new.row.slug], "the kept old version was not retired at the next launch")
        try expect(env.cacheIndex.entry(new.row.slug)?.version == 2, "the next launch did not move to the new version")
        let fresh = env.progressStore.load(old.row.id)
        try expect(fresh?.artworkVersion == 2 && fresh?.completedCount == 0, "the retired version's bitset was carried onto the incompatible new version")
    }
}
