import Testing

@testable import OchreSoul

@Suite("Progress")
struct ProgressTests {
    @Test("completed regions are a bitset that round-trips through bytes and rejects stray bits")
    func bitsetBytes() {
        var b = ProgressBitset(regionCount: 70)
        let inserted = [b.insert(0), b.insert(69), b.insert(69), b.insert(70), b.insert(-1)]
        #expect(inserted == [true, true, false, false, false])
        #expect(b.count == 2)
        #expect(ProgressBitset(bytes: b.bytes, regionCount: 70) == b)
        var bad = b.bytes
        bad[bad.count - 1] |= 0x80  // bit 71 does not exist
        #expect(ProgressBitset(bytes: bad, regionCount: 70) == nil)
        #expect(ProgressBitset(bytes: [0], regionCount: 70) == nil)
    }

    @Test("progress merge is a bitset union, never last-write-wins")
    func mergeIsUnion() {
        var a = ProgressBitset(regionCount: 10)
        var b = ProgressBitset(regionCount: 10)
        a.insert(1)
        a.insert(2)
        b.insert(2)
        b.insert(7)
        let u = a.union(b)
        #expect(u?.indices == [1, 2, 7])
        #expect(a.union(b) == b.union(a))
        #expect(u?.union(b) == u)
        #expect(a.union(ProgressBitset(regionCount: 11)) == nil)
    }

    @Test("the server merges sync by union: an older device's write does not erase newer fills")
    func serverUnion() throws {
        let world = TestWorld()
        let user = try #require(world.env.session.userID)
        var other = ProgressBitset(regionCount: world.free.row.regionCount)
        other.insert(5)
        world.env.backend.seedProgress(
            ServerProgressRow(
                artworkID: "art-free", artworkVersion: 1, completedRegions: other, lastSelectedColourID: nil), for: user
        )
        _ = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 0)
        #expect(world.env.syncQueue.process() == 1)
        #expect(world.env.backend.progress[user]?["art-free"]?.completedRegions.indices == [0, 5])
        #expect(world.env.progressStore.load("art-free")?.completedRegions.indices == [0, 5])
    }

    @Test("progress is monotonic: a same-version row that drops a region is refused")
    func monotonic() throws {
        let env = AppEnvironment()
        var row = ProgressRow(artworkID: "a", artworkVersion: 1, regionCount: 4, now: 0)
        row.completedRegions.insert(2)
        try env.progressStore.save(row)
        let empty = ProgressRow(artworkID: "a", artworkVersion: 1, regionCount: 4, now: 0)
        #expect(throws: ProgressStoreError.nonMonotonic) { try env.progressStore.save(empty) }
        #expect(env.progressStore.load("a")?.completedRegions.indices == [2])
    }

    @Test("the local row is stored as binary, not JSON, and a corrupted row reads as absent")
    func binaryRow() throws {
        let env = AppEnvironment()
        var row = ProgressRow(artworkID: "a", artworkVersion: 3, regionCount: 9, now: 5)
        row.completedRegions.insert(8)
        row.lastSelectedColourID = 2
        try env.progressStore.save(row)
        let bytes = try #require(env.fileSystem.read("db/progress/a"))
        #expect(bytes.first != UInt8(ascii: "{"))
        #expect(env.progressStore.load("a") == row)
        try env.fileSystem.write("db/progress/a", Array(bytes.dropLast()))
        #expect(env.progressStore.load("a") == nil)
    }

    @Test("completion fires exactly when completed_count == region_count")
    func completion() {
        let env = AppEnvironment()
        let art = ArtworkRef(id: "c", version: 1, regionCount: 3)
        var completions = 0
        for region in 0..<3 {
            if case .filled(let s) = env.tracker.recordCorrectFill(art, region: region), s.completed {
                completions += 1
            }
        }
        #expect(completions == 1)
        #expect(env.tracker.recordCorrectFill(art, region: 2) == .alreadyFilled)
        #expect(env.progressStore.load("c")?.completionPercent == 100)
        #expect(env.progressStore.load("c")?.completedAt != nil)
    }

    @Test("the aha moment fires on the tenth correct fill of the starter artwork only")
    func aha() {
        let env = AppEnvironment()
        let starter = ArtworkRef(id: "s", version: 1, regionCount: 20, isStarter: true)
        let other = ArtworkRef(id: "o", version: 1, regionCount: 20)
        var ahaAt: [Int] = []
        for region in 0..<12 {
            if case .filled(let s) = env.tracker.recordCorrectFill(starter, region: region), s.ahaReached {
                ahaAt.append(s.completedCount)
            }
            if case .filled(let s) = env.tracker.recordCorrectFill(other, region: region) { #expect(!s.ahaReached) }
        }
        #expect(ahaAt == [10])
    }

    @Test("a failed local write blocks further progress writes and fires no trigger")
    func failedWrite() {
        let env = AppEnvironment()
        let starter = ArtworkRef(id: "s", version: 1, regionCount: 20, isStarter: true)
        for region in 0..<9 { _ = env.tracker.recordCorrectFill(starter, region: region) }
        env.fileSystem.failingWritePrefixes = ["db/progress"]
        #expect(env.tracker.recordCorrectFill(starter, region: 9) == .storageError)
        env.fileSystem.failingWritePrefixes = []
        #expect(env.tracker.recordCorrectFill(starter, region: 10) == .storageError)
        #expect(env.progressStore.load("s")?.completedCount == 9)
        env.progressStore.clearStorageError()
        guard case .filled(let s) = env.tracker.recordCorrectFill(starter, region: 9) else {
            Issue.record("fill after retry should persist")
            return
        }
        #expect(s.ahaReached)
    }

    @Test("sync failure keeps the local row, backs off exponentially and emits sync_failed with a coarse reason")
    func syncBackoff() throws {
        let world = TestWorld()
        let env = world.env
        _ = env.tracker.recordCorrectFill(world.free.row.ref, region: 1)
        env.backend.inject(.server, on: .syncProgress, times: 2)
        #expect(env.syncQueue.process() == 0)
        let first = try #require(env.syncQueue.items["art-free"])
        #expect(first.retryCount == 1)
        #expect(first.nextRetryAt == env.clock.nowMillis + SyncQueue.backoffBaseMillis)
        #expect(env.syncQueue.process() == 0)  // not yet due: nothing attempted
        env.clock.advance(millis: SyncQueue.backoffBaseMillis)
        #expect(env.syncQueue.process() == 0)
        #expect(env.syncQueue.items["art-free"]?.nextRetryAt == env.clock.nowMillis + 2 * SyncQueue.backoffBaseMillis)
        env.clock.advance(millis: 2 * SyncQueue.backoffBaseMillis)
        #expect(env.syncQueue.process() == 1)
        #expect(env.syncQueue.items.isEmpty)
        #expect(env.progressStore.load("art-free")?.completedRegions.indices == [1])
        let failures = env.sink.events.filter { $0.name == "sync_failed" }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.payload == ["reason": .string("server")] })
        #expect(SyncQueue.backoff(afterFailures: 50) == SyncQueue.backoffCapMillis)
    }

    @Test("a correct fill never waits on the network: offline play persists and queues")
    func offlineFill() {
        let world = TestWorld()
        world.env.network.isOnline = false
        let result = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 3)
        guard case .filled = result else {
            Issue.record("offline fill must persist")
            return
        }
        #expect(world.env.syncQueue.isPending("art-free"))
        #expect(world.env.syncQueue.process() == 0)
        #expect(world.env.backend.calls[.syncProgress] == nil)
        #expect(!world.env.sink.names.contains("sync_failed"))
    }
}
