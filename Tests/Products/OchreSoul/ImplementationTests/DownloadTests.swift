import Testing

@testable import OchreSoul

@Suite("Download and cache")
struct DownloadTests {
    @Test("free artwork downloads over public URLs, verifies and promotes; completed is emitted after the checksum")
    func freeDownload() {
        let world = TestWorld()
        let job = world.env.downloadJob(for: world.free.row)
        #expect(job.requestURL() == .downloading)
        #expect(world.env.sink.names == ["artwork_download_started"])
        #expect(job.transferAll())
        #expect(job.phase == .verifying)
        #expect(!world.env.cacheIndex.isDownloaded("free-one"))
        #expect(!world.env.fileSystem.list(job.tempPath).isEmpty)
        #expect(world.env.fileSystem.list("cache/bundles").isEmpty)  // transfer writes only to the temp path
        #expect(!world.env.sink.names.contains("artwork_download_completed"))
        #expect(job.verifyAndPromote() == .cached)
        #expect(world.env.cacheIndex.isDownloaded("free-one"))
        #expect(world.env.fileSystem.list(job.tempPath).isEmpty)
        #expect(world.env.sink.names.last == "artwork_download_completed")
        #expect(world.env.sink.events.first?.payload["premium"] == .bool(false))
    }

    @Test("premium URLs: 403 sign_in_required when anonymous, 402 paywall without entitlement, 404 for unknown slugs")
    func premiumRefusals() {
        let world = TestWorld()
        let anonymous = world.env.downloadJob(for: world.premium.row)
        #expect(anonymous.requestURL() == .failed(.signInRequired))
        #expect(world.env.backend.calls[.downloadURL] == nil)  // no signed URL is even requested while anonymous
        #expect(throws: RemoteError.signInRequired) {
            try world.env.backend.getArtworkDownloadURL(slug: "premium-one", userID: world.env.session.userID)
        }
        world.signUp()
        #expect(world.env.downloadJob(for: world.premium.row).requestURL() == .failed(.paywall))
        var ghost = world.free.row
        ghost.slug = "no-such-artwork"
        #expect(world.env.downloadJob(for: ghost).requestURL() == .failed(.notFound))
        world.env.backend.grant("pack-1", to: world.env.session.userID ?? "")
        let entitled = world.env.downloadJob(for: world.premium.row)
        #expect(entitled.run() == .cached)
    }

    @Test("an expired signed URL is renewed and the transfer resumes with a range request")
    func signedURLExpiry() throws {
        let world = TestWorld()
        world.signUp()
        world.env.backend.grant("pack-1", to: try #require(world.env.session.userID))
        let job = world.env.downloadJob(for: world.premium.row)
        #expect(job.requestURL() == .downloading)
        #expect(job.transferStep())
        #expect(job.transferStep())
        let heldBefore = world.env.fileSystem.bytes(under: job.tempPath)
        #expect(heldBefore > 0)
        world.env.clock.advance(millis: FakeBackend.signedURLLifetimeMillis + 1)
        #expect(job.transferStep())  // expired: fresh URL
        #expect(job.urlRequests == 2)
        #expect(job.transferAll())
        #expect(world.env.cdn.rangeRequests.contains { $0.offset > 0 || $0.url.contains("sig-") })
        #expect(job.verifyAndPromote() == .cached)
        #expect(world.env.sink.names.filter { $0 == "artwork_download_started" }.count == 1)
    }

    @Test("a dropped connection resumes from the bytes already held")
    func resume() {
        let world = TestWorld()
        let job = world.env.downloadJob(for: world.free.row)
        job.requestURL()
        world.env.cdn.dropAfterFetches = 2
        #expect(!job.transferAll())
        let held = world.env.fileSystem.bytes(under: job.tempPath)
        #expect(held > 0)
        #expect(job.transferAll())
        #expect(job.verifyAndPromote() == .cached)
    }

    @Test("a checksum mismatch deletes partial files, retries once, then fails recoverably")
    func checksumRetry() {
        let world = TestWorld()
        world.env.cdn.corruptNext("regions.bin.br", times: 1)
        let once = world.env.downloadJob(for: world.free.row)
        #expect(once.run() == .cached)
        #expect(once.retriesLeft == 0)

        let world2 = TestWorld()
        world2.env.cdn.corruptNext("regions.bin.br", times: 2)
        let twice = world2.env.downloadJob(for: world2.free.row)
        #expect(twice.run() == .failed(.verification))
        #expect(world2.env.fileSystem.list(twice.tempPath).isEmpty)
        #expect(!world2.env.cacheIndex.isDownloaded("free-one"))
        #expect(!world2.env.sink.names.contains("artwork_download_completed"))
        #expect(world2.env.crashes.signals.filter { $0.reason == "checksum_mismatch" }.count == 2)
        twice.retry()
        #expect(twice.run() == .cached)
    }

    @Test("opening cached artwork needs no network")
    func offlineOpen() throws {
        let world = TestWorld()
        #expect(world.env.downloadJob(for: world.free.row).run() == .cached)
        world.env.network.isOnline = false
        let callsBefore = world.env.backend.calls
        let canvas = try #require(world.env.openCanvas(world.free.row))
        #expect(canvas.hitTester.geometry.regions.count == 12)
        #expect(world.env.backend.calls == callsBefore)
    }

    @Test("dangling cache pointers are reconciled at launch with a re-download offer")
    func reconcile() {
        let world = TestWorld()
        #expect(world.env.downloadJob(for: world.free.row).run() == .cached)
        #expect(world.env.downloadJob(for: world.starter.row).run() == .cached)
        world.env.fileSystem.remove("cache/bundles/free-one/v1/regions.bin.br")  // OS storage pressure
        #expect(world.env.cache.reconcileAtLaunch() == ["free-one"])
        #expect(!world.env.cacheIndex.isDownloaded("free-one"))
        #expect(world.env.cacheIndex.isDownloaded("starter"))
        #expect(world.env.cache.reconcileAtLaunch().isEmpty)
        #expect(world.env.cache.reDownloadOffers == ["free-one"])
        #expect(world.env.cache.open("free-one") == .failure(.notCached))
    }

    @Test("corrupted cached bytes never open as a playable canvas")
    func corruptedCache() {
        let world = TestWorld()
        #expect(world.env.downloadJob(for: world.free.row).run() == .cached)
        world.env.fileSystem.corrupt("cache/bundles/free-one/v1/regions.bin.br")
        #expect(world.env.openCanvas(world.free.row) == nil)
        #expect(world.env.cache.reDownloadOffers == ["free-one"])
    }

    @Test("in-progress unsynced artwork is never evicted; others go least-recently-opened first")
    func eviction() throws {
        let world = TestWorld()
        for s in [world.free, world.starter] { #expect(world.env.downloadJob(for: s.row).run() == .cached) }
        world.env.network.isOnline = false
        let canvas = try #require(world.env.openCanvas(world.free.row))
        canvas.select(colourID: 1)
        _ = canvas.tap(screen: Point(50, 50))
        let evicted = world.env.cache.evict(bytesToFree: Int.max)
        #expect(evicted == ["starter"])
        #expect(world.env.cacheIndex.isDownloaded("free-one"))
    }

    @Test("CLRX v1 round-trips and rejects bad magic, unsupported versions and truncation")
    func clrx() throws {
        let sample = SampleArtwork.make(id: "a", slug: "a")
        let bytes = CLRXCodec.encode(sample.geometry)
        #expect(try CLRXCodec.decode(bytes) == sample.geometry)
        var badMagic = bytes
        badMagic[0] = 0
        #expect(throws: CLRXError.badMagic) { try CLRXCodec.decode(badMagic) }
        var v2 = bytes
        v2[4] = 2
        #expect(throws: CLRXError.unsupportedVersion(2)) { try CLRXCodec.decode(v2) }
        #expect(throws: CLRXError.self) { try CLRXCodec.decode(Array(bytes.dropLast(3))) }
        let stream = BrotliStored.encode(bytes)
        #expect(try BrotliStored.decode(stream) == bytes)
        #expect(throws: BrotliError.self) { try BrotliStored.decode(Array(stream.dropLast(5))) }
        #expect(try BrotliStored.decode(BrotliStored.encode([])) == [])
    }

    @Test(
        "version review keeps the old version playable on an incompatible mapping and mutates nothing before the choice"
    )
    func versionReview() throws {
        let world = TestWorld()
        let env = world.env
        #expect(env.downloadJob(for: world.free.row).run() == .cached)
        _ = env.tracker.recordCorrectFill(world.free.row.ref, region: 0)
        let before = env.progressStore.load("art-free")
        let v2 = SampleArtwork.make(id: "art-free", slug: "free-one", version: 2, colourShift: 1)
        env.backend.addArtwork(v2.row, files: v2.files)
        let job = env.downloadJob(for: v2.row)
        job.updatesCurrentPointer = false
        #expect(job.run() == .cached)
        #expect(env.cacheIndex.entry("free-one")?.version == 1)
        let current = try #require(try? env.cache.open("free-one").get())
        let newer = try #require(
            try? BundleVerifier.verify(files: v2.files, slug: "free-one", version: 2, expectedChecksum: v2.row.checksum)
                .get())
        #expect(
            env.versionReview.review(
                slug: "free-one", current: current, newer: newer, newEntry: try #require(job.verifiedEntry))
                == .oldVersionPlayable)
        #expect(env.progressStore.load("art-free") == before)
        #expect(env.cacheIndex.entry("free-one")?.version == 1)
        env.versionReview.keepOldVersion("free-one")
        #expect(env.progressStore.load("art-free") == before)
        #expect(env.versionReview.restartOnNewVersion("free-one", newRegionCount: v2.row.regionCount))
        #expect(env.cacheIndex.entry("free-one")?.version == 2)
        #expect(env.progressStore.load("art-free")?.artworkVersion == 2)
        #expect(env.progressStore.load("art-free")?.completedCount == 0)
        #expect(env.fileSystem.exists("db/progress-archive/art-free-v1"))
    }

    @Test("a compatible newer version carries progress over unchanged")
    func compatibleVersion() throws {
        let world = TestWorld()
        let env = world.env
        #expect(env.downloadJob(for: world.free.row).run() == .cached)
        _ = env.tracker.recordCorrectFill(world.free.row.ref, region: 4)
        let v2 = SampleArtwork.make(id: "art-free", slug: "free-one", version: 2)
        env.backend.addArtwork(v2.row, files: v2.files)
        let job = env.downloadJob(for: v2.row)
        job.updatesCurrentPointer = false
        #expect(job.run() == .cached)
        let current = try #require(try? env.cache.open("free-one").get())
        let newer = try #require(
            try? BundleVerifier.verify(files: v2.files, slug: "free-one", version: 2, expectedChecksum: v2.row.checksum)
                .get())
        #expect(
            env.versionReview.review(
                slug: "free-one", current: current, newer: newer, newEntry: try #require(job.verifiedEntry))
                == .cachedPlayable)
        #expect(env.progressStore.load("art-free")?.artworkVersion == 2)
        #expect(env.progressStore.load("art-free")?.completedRegions.indices == [4])
    }
}
