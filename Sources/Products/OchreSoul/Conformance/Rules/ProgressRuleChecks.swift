import Conformance
import OchreSoul

/// Rule checks of the Progress module: bitset algebra, union sync, monotonic rows, backoff.
enum ProgressRuleChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [bitsetAlgebra, unionSync(c), monotonic, backoff]
    }

    /// Union is commutative, idempotent and monotonic over random bitsets; the byte form round-trips.
    static let bitsetAlgebra = RuleCheck.expecting(
        "RULE-PROGRESS-BITSET", covers: ["FEAT-PROG-001", "MOD-PROGRESS-MUST-1", "MOD-PROGRESS-MUSTNOT-1", "LOCAL-PROGRESS-ROW"],
        title: "progress is a bitset whose union is commutative, idempotent and monotonic (500 seeded random pairs)"
    ) { () throws(RuleFailure) in
        var rng = SeededGenerator(seed: 0x0C4E_5011)
        for trial in 0..<500 {
            let count = Int.random(in: 0...300, using: &rng)
            var a = ProgressBitset(regionCount: count), b = ProgressBitset(regionCount: count)
            for _ in 0..<Int.random(in: 0...max(1, count), using: &rng) {
                a.insert(Int.random(in: 0..<max(1, count), using: &rng))
                b.insert(Int.random(in: 0..<max(1, count), using: &rng))
            }
            guard let ab = a.union(b), let ba = b.union(a), let aa = a.union(a) else { throw RuleFailure("trial \(trial): union of equal sizes refused") }
            try expect(ab == ba, "trial \(trial): union is not commutative")
            try expect(aa == a, "trial \(trial): union is not idempotent")
            try expect(ab.isSuperset(of: a) && ab.isSuperset(of: b), "trial \(trial): union lost a completed region")
            try expect(ab.count >= max(a.count, b.count), "trial \(trial): completed count decreased")
            try expect(ProgressBitset(bytes: a.bytes, regionCount: count) == a, "trial \(trial): byte form does not round-trip")
        }
        try expect(ProgressBitset(regionCount: 8).union(ProgressBitset(regionCount: 9)) == nil, "bitsets of different mappings were merged")
    }

    /// Two devices sync the same artwork: the server and both rows end with the union, never the last write.
    static func unionSync(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-SYNC-BITSET-UNION",
            covers: ["FEAT-PROG-002", "FEAT-ID-002", "JRN-A08", "API-SYNC-PROGRESS", "MOD-PROGRESS-MUST-3", "MOD-PROGRESS-MUSTNOT-2", "MOD-IDENTITY-MUST-3"],
            title: "progress from two devices merges by bitset union on the server and on each device"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.signedIn()
            let sample = SampleArtwork.make(id: "art-sync", slug: "sync-art", columns: 4, rows: 2)
            env.backend.addArtwork(sample.row, files: sample.files)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let server = c.progressServer(env.backend)
            func device() -> (ProgressTracker, SyncQueue, ProgressStore) {
                let store = ProgressStore(fileSystem: FakeFileSystem())
                let session = Session(userID: userID, isAnonymous: false)
                let queue = SyncQueue(store: store, api: server, session: session, network: env.network, clock: env.clock, analytics: env.analytics)
                return (ProgressTracker(store: store, syncQueue: queue, clock: env.clock), queue, store)
            }
            let (trackerA, queueA, storeA) = device()
            let (trackerB, queueB, storeB) = device()
            for region in [0, 1, 5] { _ = trackerA.recordCorrectFill(sample.row.ref, region: region) }
            queueA.process()
            for region in [2, 7] { _ = trackerB.recordCorrectFill(sample.row.ref, region: region) }
            queueB.process()
            _ = trackerA.recordCorrectFill(sample.row.ref, region: 3)
            queueA.process()
            _ = trackerB.recordCorrectFill(sample.row.ref, region: 6)
            queueB.process()
            let expected = Set([0, 1, 2, 3, 5, 6, 7])
            let remote = (try? server.fetchProgress(userID: userID))?.first { $0.artworkID == sample.row.id }
            try expect(remote.map { Set($0.completedRegions.indices) } == expected, "server row is \(remote.map { $0.completedRegions.indices } ?? []) instead of the union \(expected.sorted())")
            try expect(storeA.load(sample.row.id).map { Set($0.completedRegions.indices).isSuperset(of: [0, 1, 3, 5]) } == true, "device A lost its own regions")
            try expect(storeB.load(sample.row.id).map { Set($0.completedRegions.indices) } == expected, "device B did not receive the union: \(storeB.load(sample.row.id)?.completedRegions.indices ?? [])")
        }
    }

    /// A stored row never loses completed regions in normal play.
    static let monotonic = RuleCheck.expecting(
        "RULE-PROGRESS-MONOTONIC", covers: ["FEAT-PROG-001", "MOD-PROGRESS-MUSTNOT-3", "LOCAL-PROGRESS-ROW"],
        title: "a progress row of the same version never uncompletes regions"
    ) { () throws(RuleFailure) in
        let store = ProgressStore(fileSystem: FakeFileSystem())
        var row = ProgressRow(artworkID: "art-mono", artworkVersion: 1, regionCount: 6, now: 0)
        row.completedRegions.insert(1)
        row.completedRegions.insert(4)
        do { try store.save(row) } catch { throw RuleFailure("first save failed: \(error)") }
        var shrunk = row
        shrunk.completedRegions = ProgressBitset(regionCount: 6)
        shrunk.completedRegions.insert(1)
        var refused = false
        do { try store.save(shrunk) } catch let error as ProgressStoreError { refused = error == .nonMonotonic } catch { refused = false }
        try expect(refused, "a row losing region 4 was saved")
        try expect(store.load("art-mono")?.completedRegions.indices == [1, 4], "stored progress changed")
    }

    /// A failed sync keeps the local row, emits sync_failed and retries with a doubling delay.
    static let backoff = RuleCheck.expecting(
        "RULE-SYNC-BACKOFF", covers: ["EC-07", "JRN-F07", "LOCAL-SYNC-QUEUE-ITEM", "FEAT-PROG-002", "RULE-SYNC-NON-BLOCKING", "MOD-CANVAS-MUSTNOT-2"],
        title: "a rejected sync keeps local progress, emits sync_failed and backs off exponentially without blocking the canvas"
    ) { () throws(RuleFailure) in
        let flow = CanvasFlow(columns: 3, rows: 1, isStarter: false)
        let env = flow.env
        let id = flow.artwork.row.id
        env.backend.inject(.server, on: .syncProgress, times: 3)
        flow.fillCorrectly(0)
        try expect(env.syncQueue.isPending(id), "the fill was not queued for sync")
        var delays: [Int] = []
        for _ in 0..<3 {
            let before = env.sink.names.filter { $0 == "sync_failed" }.count
            env.syncQueue.process()
            try expect(env.sink.names.filter { $0 == "sync_failed" }.count == before + 1, "a failed attempt did not emit sync_failed")
            guard let item = env.syncQueue.items[id] else { throw RuleFailure("the failed item left the queue") }
            delays.append(item.nextRetryAt - env.clock.nowMillis)
            env.clock.advance(millis: item.nextRetryAt - env.clock.nowMillis)
        }
        try expect(delays.count == 3 && delays[1] == 2 * delays[0] && delays[2] == 2 * delays[1], "backoff delays \(delays) are not exponential")
        try expect(env.progressStore.load(id)?.completedRegions.contains(0) == true, "local progress was lost after failed syncs")
        flow.fillCorrectly(1)
        try expect(env.progressStore.load(id)?.completedRegions.contains(1) == true, "colouring waited on the pending sync")
        env.syncQueue.process()
        try expect(!env.syncQueue.isPending(id), "the queued sync did not complete once the backend recovered")
    }
}
