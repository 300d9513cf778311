import Conformance
import OchreSoul

/// The download: URL kinds, the retry budget and signed-URL expiry.
extension DownloadChecks {
    /// RULE-DOWNLOAD-URL-KIND / MOD-DOWNLOAD-MUST-1: free artwork is fetched from public URLs; premium artwork from
    /// signed URLs, and the signed URL is requested only once an authenticated entitlement exists.
    static let urlKind = RuleCheck.observing(
        "RULE-DOWNLOAD-URL-KIND", covers: ["MOD-DOWNLOAD-MUST-1"],
        title:
            "free artwork downloads from public URLs; premium from signed URLs, requested only with an authenticated entitlement"
    ) { context throws(RuleFailure) in
        // The kind of URL each tier is fetched from, as the spec names it: a public URL has no token, a signed one
        // carries one.
        func kind(_ url: String) -> String {
            url.contains("/signed/") && url.contains("token=")
                ? "signed" : url.contains("/public/") && !url.contains("token=") ? "public" : "other"
        }
        let freeKind = try context.string("RULE-DOWNLOAD-URL-KIND", "free")
        let premiumKind = try context.string("RULE-DOWNLOAD-URL-KIND", "premium")
        let free = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-free", slug: "free-art")
        try expect(
            EnvironmentFixtures.cached(sample, in: free), "the free artwork did not download for an anonymous user")
        let freeURLs = BackendTraffic.servedURLs(free)
        try expect(
            !freeURLs.isEmpty && freeURLs.allSatisfy { kind($0) == freeKind },
            "free artwork is fetched from public URLs only", proves: "MOD-DOWNLOAD-MUST-1")

        // Anonymous: the premium URL is never requested (refused before any call).
        let anonymous = EnvironmentFixtures.launched()
        let premium = SampleArtwork.make(id: "art-premium", slug: "premium-art", premium: true, packID: "pack-1")
        anonymous.backend.addArtwork(premium.row, files: premium.files)
        let anonymousJob = anonymous.downloadJob(for: premium.row)
        try expect(
            anonymousJob.requestURL() == .failed(.signInRequired), "an anonymous premium download was not refused")
        try expect(
            (anonymous.backend.calls[.downloadURL] ?? 0) == 0 && anonymous.cdn.rangeRequests.isEmpty,
            "a signed premium URL was requested without an account")

        // Signed in without an entitlement: paywall, no bytes.
        guard let (unentitled, locked) = PurchaseFixtures.premium(entitled: false) else {
            throw RuleFailure("set-up failed")
        }
        try expect(
            unentitled.downloadJob(for: locked.row).requestURL() == .failed(.paywall),
            "a premium URL was issued without an entitlement")
        try expect(unentitled.cdn.rangeRequests.isEmpty, "premium bytes were served without an entitlement")

        // Entitled: signed URLs only.
        guard let (entitled, owned) = PurchaseFixtures.premium(entitled: true) else {
            throw RuleFailure("set-up failed")
        }
        try expect(
            entitled.downloadJob(for: owned.row).run() == .cached, "the entitled premium download did not complete")
        let signedURLs = BackendTraffic.servedURLs(entitled)
        try expect(
            !signedURLs.isEmpty && signedURLs.allSatisfy { kind($0) == premiumKind },
            "entitled premium artwork is fetched from signed URLs only", proves: "MOD-DOWNLOAD-MUST-1")
    }

    /// RULE-DOWNLOAD-RETRY-BUDGET: Downloading exits when all files are received or the retry budget (the rule's
    /// `retries`) is spent.
    static let retryBudget = RuleCheck.observing(
        "RULE-DOWNLOAD-RETRY-BUDGET", covers: ["FEAT-DL-002"],
        title:
            "a stalled transfer is resumed the spec's budget of times, kept in the temp path, then fails; a transfer within budget resumes until every file is received"
    ) { context throws(RuleFailure) in
        let budget = try context.downloadRetryBudget()
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-stall", slug: "stall-art")
        env.backend.addArtwork(sample.row, files: sample.files)
        let job = env.downloadJob(for: sample.row)
        try expect(job.requestURL() == .downloading && job.transferStep(), "the transfer did not start")
        let held = env.fileSystem.bytes(under: job.tempPath)
        env.network.isOnline = false
        for attempt in stride(from: 1, through: budget, by: 1) {
            try expect(
                !job.transferStep() && job.phase == .downloading,
                "failure \(attempt) within the budget left Downloading: \(job.phase)")
            try expect(
                env.fileSystem.bytes(under: job.tempPath) == held,
                "failure \(attempt) within the budget dropped the received bytes")
        }
        try expect(
            !job.transferStep() && job.phase == .failed(.network),
            "the download did not fail once the budget was spent: \(job.phase)")
        try expect(
            env.fileSystem.list(job.tempPath).isEmpty && env.cacheIndex.entry(sample.row.slug) == nil,
            "a failed download left temp files or a cache entry")

        // Within the budget, the transfer resumes from the bytes held and exits when all files are received.
        env.network.isOnline = true
        job.retry()
        try expect(job.requestURL() == .downloading && job.transferStep(), "the retried transfer did not start")
        let mark = env.cdn.rangeRequests.count
        env.network.isOnline = false
        for _ in 0..<budget { _ = job.transferStep() }
        env.network.isOnline = true
        try expect(
            job.transferAll() && job.phase == .verifying && job.allFilesReceived,
            "a transfer stalled within the budget resumes until every file is received", proves: "FEAT-DL-002")
        let refetched = env.cdn.rangeRequests[mark...].filter { $0.url.hasSuffix("/manifest.json") }
        try expect(
            refetched.isEmpty, "resumption never fetches a file already received", proves: "FEAT-DL-002")
        try expect(
            job.verifyAndPromote() == .cached, "the resumed bundle verifies and is cached", proves: "FEAT-DL-002")
    }

    /// RULE-SIGNED-URL-EXPIRY: signed URLs last 15 minutes; after expiry a fresh URL is requested and the transfer
    /// resumes with a range request from the bytes already held.
    static let signedURLExpiry = RuleCheck.observing(
        "RULE-SIGNED-URL-EXPIRY", covers: ["EC-05"],
        title:
            "a signed URL expires after the spec's lifetime; the download requests a fresh URL and resumes with a range request"
    ) { context throws(RuleFailure) in
        let lifetime = try context.signedURLLifetimeMillis()
        guard let (env, sample) = PurchaseFixtures.premium(entitled: true, columns: 64, rows: 64) else {
            throw RuleFailure("set-up failed")
        }
        let issuedAt = env.clock.nowMillis
        guard
            case .signed(_, let expiresAt) = try? env.backend.getArtworkDownloadURL(
                slug: sample.row.slug, userID: env.session.userID)
        else {
            throw RuleFailure("entitled premium artwork did not get a signed URL")
        }
        try expect(
            expiresAt - issuedAt == lifetime,
            "the signed URL lives \(expiresAt - issuedAt) ms, not the spec's \(lifetime) ms")
        let payload = sample.files["regions.bin.br"]?.count ?? 0
        try expect(
            payload > DownloadJob.chunkBytes, "set-up: the payload fits one chunk, so no range resume can be shown")

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
        try expect(
            job.transferStep() && job.urlRequests == 1,
            "the signed URL did not stay valid for the spec's \(lifetime) ms")
        env.clock.advance(millis: 1)
        let mark = env.cdn.rangeRequests.count
        let before = env.fileSystem.size(regionsPath)
        try expect(
            job.transferStep() && job.phase == .downloading && job.urlRequests == 2,
            "at expiry the download requests a fresh signed URL and keeps downloading", proves: "EC-05")
        try expect(
            env.fileSystem.size(regionsPath) == before, "the renewal keeps the bytes already held", proves: "EC-05")
        try expect(job.transferStep(), "the transfer did not resume after renewal")
        guard let resumed = env.cdn.rangeRequests.dropFirst(mark).first else {
            throw RuleFailure("no range request after renewal")
        }
        try expect(
            resumed.url != firstURL && resumed.url.contains("/signed/")
                && resumed.url.hasPrefix(firstURL.split(separator: "?").first.map(String.init) ?? firstURL),
            "the resumed request uses the fresh signed URL for the same file", proves: "EC-05")
        try expect(
            resumed.offset == before && before > 0,
            "the transfer resumes with a range request from the bytes held, not from zero", proves: "EC-05")
        try expect(job.run() == .cached, "the resumed download verifies and is cached", proves: "EC-05")
    }
}
