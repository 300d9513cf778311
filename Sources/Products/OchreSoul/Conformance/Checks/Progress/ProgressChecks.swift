import Conformance
import OchreSoul

/// Rule checks of MOD-PROGRESS: bitset algebra, monotonic rows, union sync across devices, the sync queue and its
/// backoff.
enum ProgressChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [bitsetAlgebra, monotonic, unionSync(c), backoff, syncAPI(c), offlineSyncArrives(c)]
    }

    /// Union is commutative, idempotent and monotonic over random bitsets; the byte form round-trips.
    static let bitsetAlgebra = RuleCheck.observing(
        "RULE-PROGRESS-BITSET",
        covers: ["FEAT-PROG-001", "MOD-PROGRESS-MUST-1", "MOD-PROGRESS-MUSTNOT-1", "LOCAL-PROGRESS-ROW"],
        title:
            "progress is stored as a bitset, never JSON, whose union is commutative, idempotent and monotonic (500 seeded random pairs)"
    ) { context throws(RuleFailure) in
        let encoding = try context.string("RULE-PROGRESS-BITSET", "encoding")
        guard encoding == "bitset" else {
            throw RuleFailure("RULE-PROGRESS-BITSET encoding \"\(encoding)\" is not one this check knows (bitset)")
        }
        var rng = SeededGenerator(seed: 0x0C4E_5011)
        for trial in 0..<500 {
            let count = Int.random(in: 0...300, using: &rng)
            var a = ProgressBitset(regionCount: count)
            var b = ProgressBitset(regionCount: count)
            for _ in 0..<Int.random(in: 0...max(1, count), using: &rng) {
                a.insert(Int.random(in: 0..<max(1, count), using: &rng))
                b.insert(Int.random(in: 0..<max(1, count), using: &rng))
            }
            guard let ab = a.union(b), let ba = b.union(a), let aa = a.union(a) else {
                throw RuleFailure("trial \(trial): union of equal sizes refused")
            }
            try expect(ab == ba, "trial \(trial): union is not commutative")
            try expect(aa == a, "trial \(trial): union is not idempotent")
            try expect(ab.isSuperset(of: a) && ab.isSuperset(of: b), "trial \(trial): union lost a completed region")
            try expect(ab.count >= max(a.count, b.count), "trial \(trial): completed count decreased")
            try expect(
                ProgressBitset(bytes: a.bytes, regionCount: count) == a, "trial \(trial): byte form does not round-trip"
            )
        }
        try expect(
            ProgressBitset(regionCount: 8).union(ProgressBitset(regionCount: 9)) == nil,
            "bitsets of different mappings were merged")
        // What play stores: the row the app's tracker writes holds the completed regions as bits, not JSON.
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-bits", slug: "bits-art", columns: 5, rows: 4)
        for region in [0, 3, 9, 17] { _ = env.tracker.recordCorrectFill(sample.row.ref, region: region) }
        let stored = env.fileSystem.list("db/progress").compactMap { env.fileSystem.read($0) }
        let row = env.progressStore.load(sample.row.id)
        let bits = row?.completedRegions.bytes ?? []
        let holdsBits =
            stored.count == 1 && !bits.isEmpty
            && stored[0].indices.contains { start in
                start + bits.count <= stored[0].count && Array(stored[0][start..<(start + bits.count)]) == bits
            }
        let looksLikeJSON = stored.contains { bytes in
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("{") || text.hasPrefix("[") || text.contains("\"completed")
        }
        try expect(
            row?.completedRegions.indices == [0, 3, 9, 17] && holdsBits && !looksLikeJSON,
            "the progress row play writes stores completed_regions as a bitset, and is not a JSON record",
            proves: ["MOD-PROGRESS-MUST-1", "MOD-PROGRESS-MUSTNOT-1", "FEAT-PROG-001", "LOCAL-PROGRESS-ROW"])
    }

    /// A stored row never loses completed regions in normal play.
    static let monotonic = RuleCheck.observing(
        "RULE-PROGRESS-MONOTONIC", covers: ["FEAT-PROG-001", "MOD-PROGRESS-MUSTNOT-3", "LOCAL-PROGRESS-ROW"],
        title: "a progress row of the same version never uncompletes regions"
    ) { context throws(RuleFailure) in
        let monotonic = try context.bool("RULE-PROGRESS-MONOTONIC", "monotonic")
        let store = ProgressStore(fileSystem: FakeFileSystem())
        var row = ProgressRow(artworkID: "art-mono", artworkVersion: 1, regionCount: 6, now: 0)
        row.completedRegions.insert(1)
        row.completedRegions.insert(4)
        do { try store.save(row) } catch { throw RuleFailure("first save failed: \(error)") }
        var shrunk = row
        shrunk.completedRegions = ProgressBitset(regionCount: 6)
        shrunk.completedRegions.insert(1)
        var refused = false
        do { try store.save(shrunk) } catch let error as ProgressStoreError { refused = error == .nonMonotonic } catch {
            refused = false
        }
        try expect(
            refused == monotonic,
            "a save that would uncomplete a region of the same version is refused as non-monotonic",
            proves: "LOCAL-PROGRESS-ROW")
        try expect(
            store.load("art-mono")?.completedRegions.indices == [1, 4], "the stored progress keeps every region",
            proves: "LOCAL-PROGRESS-ROW")
        // Normal play: tapping filled regions again, with any colour, never uncompletes them.
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-replay", slug: "replay-art", columns: 4, rows: 2)
        guard EnvironmentFixtures.cached(sample, in: env),
            let canvas = EnvironmentFixtures.canvas(sample, in: env, analytics: env.analytics)
        else { throw RuleFailure("set-up failed") }
        var counts: [Int] = []
        for region in sample.geometry.regions.prefix(4) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
            counts.append(env.progressStore.load(sample.row.id)?.completedCount ?? 0)
            for colour in sample.geometry.palette {
                canvas.select(colourID: colour.id)
                _ = canvas.tap(screen: point)
                counts.append(env.progressStore.load(sample.row.id)?.completedCount ?? 0)
            }
        }
        try expect(
            counts.count > 4 && counts == counts.sorted() && counts.last == 4
                && env.progressStore.load(sample.row.id)?.completedRegions.indices == [0, 1, 2, 3],
            "in play, re-tapping filled regions with any colour never uncompletes one: completed_count never decreases",
            proves: ["MOD-PROGRESS-MUSTNOT-3", "FEAT-PROG-001"])
    }

    /// Two devices sync the same artwork: the server and both rows end with the union, never the last write.
    static func unionSync(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-SYNC-BITSET-UNION",
            covers: ["FEAT-PROG-002", "API-SYNC-PROGRESS", "MOD-PROGRESS-MUST-3", "MOD-PROGRESS-MUSTNOT-2"],
            title: "progress from two devices merges by bitset union on the server and on each device"
        ) { context throws(RuleFailure) in
            let merge = try context.string("RULE-SYNC-BITSET-UNION", "merge")
            let lastWriteWins = try context.bool("RULE-SYNC-BITSET-UNION", "lastWriteWins")
            guard merge == "bitset union" else {
                throw RuleFailure(
                    "RULE-SYNC-BITSET-UNION merge \"\(merge)\" is not one this check knows (bitset union)")
            }
            let env = EnvironmentFixtures.signedIn()
            let sample = SampleArtwork.make(id: "art-sync", slug: "sync-art", columns: 4, rows: 2)
            env.backend.addArtwork(sample.row, files: sample.files)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let server = c.progressServer(env.backend)
            func device() -> (ProgressTracker, SyncQueue, ProgressStore) {
                let store = ProgressStore(fileSystem: FakeFileSystem())
                let session = Session(userID: userID, isAnonymous: false)
                let queue = SyncQueue(
                    store: store, api: server, session: session, network: env.network, clock: env.clock,
                    analytics: env.analytics)
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
            // The last write (device B's) would hold only B's regions.
            let expected = lastWriteWins ? Set([2, 6, 7]) : Set([0, 1, 2, 3, 5, 6, 7])
            let remote = (try? server.fetchProgress(userID: userID))?.first { $0.artworkID == sample.row.id }
            try expect(
                remote.map { Set($0.completedRegions.indices) } == expected,
                "after interleaved syncs from two devices the server row is the union of both, not the last write",
                proves: ["MOD-PROGRESS-MUST-3", "MOD-PROGRESS-MUSTNOT-2", "FEAT-PROG-002", "API-SYNC-PROGRESS"])
            try expect(
                storeA.load(sample.row.id).map { Set($0.completedRegions.indices).isSuperset(of: [0, 1, 3, 5]) }
                    == true, "device A keeps every region it completed", proves: "MOD-PROGRESS-MUSTNOT-2")
            try expect(
                storeB.load(sample.row.id).map { Set($0.completedRegions.indices) } == expected,
                "POST /functions/sync-progress answers with the merged union row, which device B stores",
                proves: ["API-SYNC-PROGRESS", "FEAT-PROG-002"])
        }
    }

    /// A failed sync keeps the local row, emits sync_failed and retries after exactly the spec's delays
    /// (RULE-SYNC-BACKOFF `baseSeconds`, `factor`, `maxSeconds`, `jitter`): the first retry after the base delay, then
    /// the exact sequence, held at the cap. Each retry is attempted when due and never a millisecond before.
    static let backoff = RuleCheck.observing(
        "RULE-SYNC-BACKOFF",
        covers: [
            "EC-07", "JRN-F07", "LOCAL-SYNC-QUEUE-ITEM", "FEAT-PROG-002", "RULE-SYNC-NON-BLOCKING",
            "MOD-CANVAS-MUSTNOT-2",
        ],
        title:
            "a rejected sync keeps local progress, emits sync_failed and retries after exactly the spec's backoff delays up to the cap, without blocking the canvas"
    ) { context throws(RuleFailure) in
        let schedule = try context.syncBackoff()
        let blocksCanvas = try context.bool("RULE-SYNC-NON-BLOCKING", "blocksCanvas")
        let failures = schedule.failuresToCap + 1  // reach the cap, then show it holds
        let expected = (1...failures).map { schedule.delay(beforeRetry: $0) }
        let flow = CanvasFlow(columns: 3, rows: 1, isStarter: false)
        let env = flow.env
        let id = flow.artwork.row.id
        env.backend.inject(.server, on: .syncProgress, times: failures)
        flow.fillCorrectly(0)
        try expect(env.syncQueue.isPending(id), "the fill was not queued for sync")
        func attempts() -> Int { env.backend.calls[.syncProgress] ?? 0 }
        func syncFailed() -> Int { env.sink.names.filter { $0 == "sync_failed" }.count }
        var delays: [Int] = []
        for failure in 1...failures {
            let (tried, failed) = (attempts(), syncFailed())
            env.syncQueue.process()
            try expect(attempts() == tried + 1, "attempt \(failure) was not made when due")
            try expect(
                syncFailed() == failed + 1, "each rejected sync emits sync_failed", proves: ["EC-07", "JRN-F07"])
            guard let item = env.syncQueue.items[id] else { throw RuleFailure("the failed item left the queue") }
            try expect(
                item.retryCount == failure, "the queue item's retry_count counts the failures",
                proves: "LOCAL-SYNC-QUEUE-ITEM")
            let delay = item.nextRetryAt - env.clock.nowMillis
            delays.append(delay)
            if delay > 0 {
                env.clock.advance(millis: delay - 1)
                env.syncQueue.process()
                try expect(attempts() == tried + 1, "retry \(failure) ran before its \(delay) ms delay elapsed")
                env.clock.advance(millis: 1)
            }
        }
        if schedule.jitter {
            // Jitter: each delay lies within the exact one ("full jitter"), and they are not all exactly it.
            let within = zip(delays, expected).allSatisfy { $0 > 0 && $0 <= $1 }
            try expect(
                within && delays != expected,
                "each retry's next_retry_time lies within the spec's exponential backoff, with jitter",
                proves: ["LOCAL-SYNC-QUEUE-ITEM", "EC-07", "FEAT-PROG-002"])
        } else {
            try expectEqual(
                delays, expected,
                "the delays (ms) before each retry of the rejected sync (base \(schedule.baseMillis) ms, factor \(schedule.factor), cap \(schedule.capMillis) ms)",
                proves: "LOCAL-SYNC-QUEUE-ITEM", "EC-07", "FEAT-PROG-002")
        }
        try expect(
            env.progressStore.load(id)?.completedRegions.contains(0) == true,
            "the local progress row is preserved through the failed syncs", proves: ["EC-07", "JRN-F07"])
        flow.fillCorrectly(1)
        try expect(
            (env.progressStore.load(id)?.completedRegions.contains(1) == true) == !blocksCanvas,
            "colouring goes on while the sync is pending: the canvas never waits on sync",
            proves: ["RULE-SYNC-NON-BLOCKING", "MOD-CANVAS-MUSTNOT-2", "LOCAL-SYNC-QUEUE-ITEM"])
        env.syncQueue.process()
        try expect(
            !env.syncQueue.isPending(id), "once the backend recovers, the queued retry completes",
            proves: ["EC-07", "JRN-F07", "FEAT-PROG-002"])
        guard let userID = env.session.userID else { throw RuleFailure("no session") }
        let remote = ((try? env.backend.fetchProgress(userID: userID)) ?? []).first { $0.artworkID == id }
        try expect(
            remote?.completedRegions.indices == [0, 1],
            "the server holds the progress kept through the failures, and the fill made meanwhile",
            proves: ["JRN-F07", "FEAT-PROG-002"])
    }

    /// FEAT-NET-001 "sync waits until online" (§7.5 "Progress sync failure": "Preserve local row, queue retry"):
    /// progress made offline stays queued however often the queue is processed offline, costs no request, and arrives
    /// on the server exactly once the device is online again.
    static func offlineSyncArrives(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-NET-001", covers: ["FEAT-NET-001", "FEAT-PROG-002", "JRN-F07", "LOCAL-SYNC-QUEUE-ITEM"],
            proves: [.recovery],
            title:
                "progress made offline stays queued through offline processing, makes no request, and reaches the server exactly when the device is back online"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.signedIn()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let sample = SampleArtwork.make(id: "art-offline-sync", slug: "offline-sync-art", columns: 4, rows: 2)
            let other = SampleArtwork.make(id: "art-offline-other", slug: "offline-other-art", columns: 3, rows: 1)
            for artwork in [sample, other] { env.backend.addArtwork(artwork.row, files: artwork.files) }
            let server = c.progressServer(env.backend)
            let queue = SyncQueue(
                store: env.progressStore, api: server, session: env.session, network: env.network, clock: env.clock,
                analytics: env.analytics)
            let tracker = ProgressTracker(store: env.progressStore, syncQueue: queue, clock: env.clock)
            env.network.isOnline = false
            let requests = env.backend.calls[.syncProgress] ?? 0
            for region in [0, 3, 6] { _ = tracker.recordCorrectFill(sample.row.ref, region: region) }
            _ = tracker.recordCorrectFill(other.row.ref, region: 2)
            for _ in 0..<3 {
                try expect(queue.process() == 0, "a sync counted as done while offline")
                env.clock.advance(millis: 60 * 60 * 1_000)
            }
            try expect(
                queue.isPending(sample.row.id) && queue.isPending(other.row.id),
                "progress made offline stays queued however often the queue is processed offline",
                proves: ["FEAT-NET-001", "LOCAL-SYNC-QUEUE-ITEM", "JRN-F07"])
            try expect(
                (env.backend.calls[.syncProgress] ?? 0) == requests
                    && ((try? server.fetchProgress(userID: userID)) ?? []).isEmpty,
                "while offline the queue makes no request and nothing reaches the server", proves: "FEAT-NET-001")
            _ = tracker.recordCorrectFill(sample.row.ref, region: 7)

            // Back online: the queue delivers exactly the progress kept offline.
            env.network.isOnline = true
            try expect(
                queue.process() == 2 && queue.items.isEmpty, "back online, the queue syncs every artwork kept offline",
                proves: ["FEAT-NET-001", "FEAT-PROG-002", "JRN-F07"])
            let rows = Dictionary(
                ((try? server.fetchProgress(userID: userID)) ?? []).map { ($0.artworkID, $0.completedRegions.indices) },
                uniquingKeysWith: { a, _ in a })
            try expect(
                rows == [sample.row.id: [0, 3, 6, 7], other.row.id: [2]],
                "the server then holds exactly the progress made offline", proves: ["FEAT-NET-001", "FEAT-PROG-002"])
            try expect(
                env.progressStore.load(sample.row.id)?.completedRegions.indices == [0, 3, 6, 7],
                "the local row is unchanged by the sync's arrival", proves: "FEAT-NET-001")
        }
    }

    /// §7.6.2 POST /functions/sync-progress ("Merged progress row after bitset union"; "retryable backend error")
    /// and GET /user_artwork_progress ("User-owned progress rows only"); §7.6.1 Progress row and Sync queue item;
    /// §7.5 "Progress sync failure": "Preserve local row, queue retry with exponential backoff, emit sync_failed".
    static func syncAPI(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "LOCAL-SYNC-QUEUE-ITEM",
            covers: ["FEAT-API-002", "FEAT-DATA-004", "API-GET-PROGRESS", "API-SYNC-PROGRESS", "LOCAL-PROGRESS-ROW"],
            proves: [.success, .recovery, .observability],
            title:
                "a rejected sync keeps the local row, emits sync_failed and retries after backoff into the server's bitset union; GET /user_artwork_progress returns only the user's rows"
        ) { context throws(RuleFailure) in
            let firstDelay = try context.syncBackoff().delay(beforeRetry: 1)
            let env = EnvironmentFixtures.signedIn()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let sample = SampleArtwork.make(id: "art-api", slug: "api-art", columns: 4, rows: 2)
            env.backend.addArtwork(sample.row, files: sample.files)
            let server = c.progressServer(env.backend)
            let queue = SyncQueue(
                store: env.progressStore, api: server, session: env.session, network: env.network, clock: env.clock,
                analytics: env.analytics)
            let tracker = ProgressTracker(store: env.progressStore, syncQueue: queue, clock: env.clock)
            for region in [0, 1] { _ = tracker.recordCorrectFill(sample.row.ref, region: region) }
            tracker.selectColour(sample.row.ref, colourID: 2)
            guard let local = env.progressStore.load(sample.row.id) else {
                throw RuleFailure("the local row was not written")
            }
            try expect(
                local.artworkID == sample.row.id && local.artworkVersion == sample.row.version
                    && local.completedRegions.indices == [0, 1] && local.completedCount == 2
                    && local.completionPercent == 25 && local.lastSelectedColourID == 2
                    && local.updatedAt >= local.startedAt,
                "the local progress row holds artwork_id, artwork_version, completed_regions, completed_count, completion_percent, last_selected_colour_id and timestamps",
                proves: ["LOCAL-PROGRESS-ROW", "FEAT-DATA-004"])
            guard let item = queue.items[sample.row.id] else { throw RuleFailure("no sync queue item") }
            try expect(
                item.type == "progress" && item.artworkID == sample.row.id && item.retryCount == 0
                    && !item.payloadHash.isEmpty,
                "the sync queue item holds type, artwork_id, payload_hash, retry_count and next_retry_time",
                proves: ["LOCAL-SYNC-QUEUE-ITEM", "FEAT-DATA-004"])
            let mark = env.sink.events.count
            let observed = ObservedFlow.mark(env)

            // Failure: the backend rejects the sync with a retryable error.
            env.backend.inject(.server, on: .syncProgress)
            try expect(
                queue.process() == 0, "a sync the backend rejects (retryable error) does not count as synced",
                proves: "FEAT-API-002")
            try expect(
                env.progressStore.load(sample.row.id) == local, "the rejected sync keeps the local row as it was",
                proves: "FEAT-API-002")
            guard let failed = queue.items[sample.row.id] else { throw RuleFailure("the rejected item left the queue") }
            try expect(
                failed.retryCount == 1 && failed.nextRetryAt == env.clock.nowMillis + firstDelay,
                "the rejected item's retry is due after the spec's first backoff delay", proves: "FEAT-API-002")
            let syncFailed = EmittedEvents.named("sync_failed", in: env, since: mark)
            try expect(
                syncFailed.count == 1 && EmittedEvents.string(syncFailed[0], "reason") == "server",
                "sync_failed is emitted once, with the coarse reason server", proves: "FEAT-API-002")
            let serverRows = (try? server.fetchProgress(userID: userID)) ?? []
            try expect(
                !serverRows.contains { $0.artworkID == sample.row.id }, "a rejected sync never reaches the server",
                proves: "FEAT-API-002")
            try expect(queue.process() == 0, "the retry ran before its backoff elapsed")

            // Another device of the same user syncs meanwhile.
            let otherStore = ProgressStore(fileSystem: FakeFileSystem())
            let otherQueue = SyncQueue(
                store: otherStore, api: server, session: Session(userID: userID, isAnonymous: false),
                network: env.network, clock: env.clock,
                analytics: env.analytics)
            _ = ProgressTracker(store: otherStore, syncQueue: otherQueue, clock: env.clock).recordCorrectFill(
                sample.row.ref, region: 5)
            try expect(otherQueue.process() == 1, "the other device did not sync")

            // Recovery: after the backoff the retry merges by union on the server and locally.
            env.clock.advance(millis: firstDelay)
            try expect(
                queue.process() == 1 && !queue.isPending(sample.row.id), "after the backoff the retry syncs",
                proves: "FEAT-API-002")
            try expect(
                env.progressStore.load(sample.row.id)?.completedRegions.indices == [0, 1, 5],
                "POST /functions/sync-progress answers with the merged union row (both devices' regions), stored locally",
                proves: ["API-SYNC-PROGRESS", "FEAT-API-002", "FEAT-DATA-004"])
            let merged = ((try? server.fetchProgress(userID: userID)) ?? []).first { $0.artworkID == sample.row.id }
            try expect(
                merged?.completedRegions.indices == [0, 1, 5], "GET /user_artwork_progress returns the merged union",
                proves: ["API-GET-PROGRESS", "FEAT-API-002"])
            let stranger = env.backend.createAccount(credential: "stranger@example.com")
            try expect(
                ((try? server.fetchProgress(userID: stranger)) ?? []).isEmpty,
                "GET /user_artwork_progress returns only the user's own rows, none of another user's",
                proves: ["API-GET-PROGRESS", "FEAT-API-002"])
            try expect(
                EmittedEvents.named("sync_failed", in: env, since: mark).count == 1,
                "the successful retry emits no further sync_failed", proves: "FEAT-API-002")
            try ObservedFlow.expectConforming(env, since: observed, context, proves: ["FEAT-API-002"])
        }
    }
}
