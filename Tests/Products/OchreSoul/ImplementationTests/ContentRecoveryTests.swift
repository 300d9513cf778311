import Foundation
import Testing

@testable import OchreSoul

/// Recovery paths of the content pipeline, cultural review, artwork detail and pack catalogue (assumptions recorded
/// in the features' notes), and the coarse error signals their failures leave.
@Suite("Content recovery")
struct ContentRecoveryTests {
    static let metadata = SourceMetadata(id: "art-seg", slug: "seg-art", title: "Segmented art", themes: ["flora"])
    static let palette = [
        SourceSwatch(id: 1, number: 1, name: "Ochre", hex: "#CC7722"),
        SourceSwatch(id: 2, number: 2, name: "Deep Blue", hex: "#14288C"),
    ]
    static let left = SourcePath(colour: 1, points: [[0, 0], [100, 0], [100, 100], [0, 100]])
    static let right = SourcePath(colour: 2, points: [[100, 0], [200, 0], [200, 100], [100, 100]])

    func generate(_ extra: [SourcePath], fileSystem: FakeFileSystem = FakeFileSystem()) -> Result<
        [String], GenerationFailure
    > {
        let vector = SourceVector(width: 200, height: 100, paths: [Self.left, Self.right] + extra)
        return BundleGenerator().generate(
            vector: vector, metadata: Self.metadata, palette: Self.palette, outputDirectory: "out/seg",
            fileSystem: fileSystem)
    }

    func codes(_ result: Result<[String], GenerationFailure>) -> [String] {
        guard case .failure(let failure) = result else { return [] }
        return failure.entries.map(\.code)
    }

    @Test("FEAT-CONT-001 a self-crossing outline fails generation, names the path and writes nothing")
    func selfCrossing() {
        let fs = FakeFileSystem()
        let result = generate(
            [SourcePath(colour: 2, points: [[120, 20], [180, 80], [180, 20], [120, 80]])], fileSystem: fs)
        #expect(codes(result) == ["source.self_intersecting"])
        if case .failure(let failure) = result {
            #expect(failure.entries.first?.message.contains("path 2 crosses itself") == true)
        }
        #expect(fs.list("out/seg").isEmpty && fs.list("out/seg.partial").isEmpty)
    }

    @Test("FEAT-CONT-001 partially overlapping and duplicated paths fail; shared edges and nesting do not")
    func overlapRules() {
        #expect(
            codes(generate([SourcePath(colour: 2, points: [[50, 20], [150, 20], [150, 80], [50, 80]])])) == [
                "source.overlapping_paths", "source.overlapping_paths",
            ])
        #expect(
            codes(generate([SourcePath(colour: 2, points: [[100, 100], [0, 100], [0, 0], [100, 0]])])) == [
                "source.duplicate_path"
            ])
        #expect(
            codes(generate([SourcePath(colour: 2, points: [[10, 10], [30, 10], [30, 30], [10, 30]])])).isEmpty,
            "a nested region was refused")
        #expect(codes(generate([])).isEmpty, "regions sharing an edge were refused")
    }

    @Test("FEAT-CONT-001 the corrected source succeeds after a failure")
    func correctedSourceSucceeds() throws {
        let fs = FakeFileSystem()
        #expect(
            !codes(generate([SourcePath(colour: 7, points: [[120, 20], [180, 20], [180, 80]])], fileSystem: fs)).isEmpty
        )
        let names = try generate([SourcePath(colour: 2, points: [[120, 20], [180, 20], [180, 80]])], fileSystem: fs)
            .get()
        #expect(names.contains("regions.bin.br") && fs.exists("out/seg/manifest.json"))
    }

    @Test(
        "FEAT-CONT-001 negative control: the validator alone accepts a self-crossing region, so the generator's check is the guard"
    )
    func validatorAloneAcceptsBowtie() throws {
        let bowtie = try #require(
            RegionShape(
                index: 2, colourID: 2, rings: [[Point(120, 20), Point(180, 80), Point(180, 20), Point(120, 80)]]))
        let square = try #require(
            RegionShape(index: 0, colourID: 1, rings: [[Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100)]]))
        let other = try #require(
            RegionShape(
                index: 1, colourID: 2, rings: [[Point(100, 0), Point(120, 0), Point(120, 100), Point(100, 100)]]))
        let palette = [
            PaletteColour(id: 1, number: 1, name: "Ochre", red: 204, green: 119, blue: 34),
            PaletteColour(id: 2, number: 2, name: "Blue", red: 20, green: 40, blue: 140),
        ]
        let geometry = ArtworkGeometry(width: 200, height: 100, palette: palette, regions: [square, other, bowtie])
        #expect(
            !BundleValidator().geometry(geometry, manifest: try manifest(regionCount: 3)).contains {
                $0.severity == .error && $0.code.contains("intersect")
            })
        #expect(SegmentationCheck.selfIntersects(bowtie.rings[0]) && !SegmentationCheck.selfIntersects(square.rings[0]))
    }

    func manifest(regionCount: Int) throws -> BundleManifest {
        let files = try BundleGenerator().build(
            vector: SourceVector(width: 200, height: 100, paths: [Self.left, Self.right]), metadata: Self.metadata,
            palette: Self.palette
        ).get()
        var m = try #require(files["manifest.json"].flatMap(BundleManifest.decode))
        m.regionCount = regionCount
        return m
    }

    @Test("MOD-OBSERVABILITY-MUST-3 a failed oands command records one coarse signal; success records none")
    func oandsSignals() throws {
        let env = AppEnvironment()
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend, crashes: env.crashes)
        let bad = cli.run([
            "bundle", "generate", "--vector", "missing.json", "--metadata", "m", "--palette", "p", "--out", "o",
        ])
        #expect(bad.exitCode == OandsCLI.dataError && bad.reason == "unreadable_input")
        _ = cli.run(["artwork", "publish", "--slug", "x", "--service-role-key", "secret"])
        _ = cli.run(["artwork", "preview", "--slug", "x"])
        #expect(
            env.crashes.signals.map { "\($0.area)/\($0.reason)" } == [
                "content/generate_unreadable_input", "content/publish_credential_refused",
                "content/preview_invalid_state",
            ])
        #expect(!env.crashes.signals.contains { $0.reason.contains("secret") || $0.reason.contains("missing") })
        let quiet = OandsCLI(fileSystem: env.fileSystem, admin: env.backend)
        _ = quiet.run(["artwork", "preview", "--slug", "x"])
        #expect(env.crashes.signals.count == 3, "a CLI without a reporter recorded a signal")
    }

    @Test("FEAT-CULT-001 requesting changes needs notes; notes reach the operator, not the error signal")
    func reviewNotes() throws {
        let env = AppEnvironment()
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend, crashes: env.crashes)
        #expect(
            cli.review(slug: "r-art", decision: .approve).exitCode != OandsCLI.ok,
            "a decision on an artwork not under review was accepted")
        var wf = PublicationWorkflow(slug: "r-art")
        try wf.generated(checksum: "c1")
        try wf.validated(ValidationReport(entries: [ValidationEntry(.pass, "structure.files", "ok")]), checksum: "c1")
        try wf.requestReview(reviewID: "review-1")
        cli.workflows["r-art"] = wf
        #expect(cli.review(slug: "r-art", decision: .requestChanges(notes: " \n")).reason == "notes_required")
        #expect(cli.workflows["r-art"]?.state == .reviewRequested)
        let result = cli.review(slug: "r-art", decision: .requestChanges(notes: "Sacred motif: ask the Elders"))
        #expect(
            result.exitCode == OandsCLI.ok && result.stdout.contains("Sacred motif: ask the Elders")
                && cli.workflows["r-art"]?.state == .changesRequested)
        #expect(
            env.crashes.signals.map(\.reason) == [
                "review_invalid_state", "review_notes_required", "review_changes_requested",
            ])
    }

    @Test("FEAT-ART-002 offline detail comes from the cached catalogue with credit and without unapproved context")
    func detailFromCache() throws {
        let world = TestWorld()
        let env = world.env
        if let i = env.backend.catalogue.firstIndex(where: { $0.slug == "free-one" }) {
            env.backend.catalogue[i].artist = "Aunty June"
            env.backend.catalogue[i].culturalContext = "Unreviewed story"
        }
        let loader = ArtworkDetailLoader(
            library: env.library, entitlements: env.entitlements, progress: env.progressStore, cache: env.cacheIndex,
            crashes: env.crashes)
        guard case .shown(let online, false) = loader.load(slug: "free-one") else {
            Issue.record("online detail missing")
            return
        }
        env.network.isOnline = false
        guard case .shown(let offline, true) = loader.load(slug: "free-one") else {
            Issue.record("offline detail not from the cache")
            return
        }
        #expect(
            offline.artistCredit == online.artistCredit && offline.artistCredit.contains("Aunty June")
                && offline.culturalContext == nil)
        #expect(env.crashes.signals.map { "\($0.area)/\($0.reason)" } == ["artwork_detail/catalogue_unavailable"])
    }

    @Test("FEAT-ART-002 nothing cached offline is unavailable; blank approved context is no context")
    func detailUnavailable() {
        let world = TestWorld(launch: false)
        world.env.network.isOnline = false
        let loader = ArtworkDetailLoader(
            library: world.env.library, entitlements: world.env.entitlements, progress: world.env.progressStore,
            cache: world.env.cacheIndex)
        #expect(loader.load(slug: "free-one") == .unavailable)
        var row = world.free.row
        row.culturalContext = "   "
        row.culturalContextApproved = true
        #expect(
            ArtworkDetail.make(row: row, entitlements: world.env.entitlements, progress: nil, downloaded: false)
                .culturalContext == nil)
    }

    @Test("FEAT-IAP-001 an unreachable catalogue keeps packs and badges, disables unlock, and a retry restores it")
    func packCatalogueRetry() {
        let world = TestWorld()
        let env = world.env
        let catalogue = PackCatalogue(
            api: env.backend, purchases: env.purchases, store: env.appStore, crashes: env.crashes)
        #expect(catalogue.load().entries.map(\.action) == [.unlock])
        env.network.isOnline = false
        let offline = catalogue.load()
        #expect(
            offline.entries.map(\.pack.id) == ["pack-1"] && offline.entries.allSatisfy(\.premiumBadge)
                && offline.entries.map(\.action) == [.retry])
        #expect(
            offline.stale && offline.problem == .catalogueUnavailable && catalogue.tapUnlock(packID: "pack-1") == nil)
        env.network.isOnline = true
        #expect(catalogue.load().entries.map(\.action) == [.unlock])
        // Anonymous: the restored unlock routes to account creation first (MOD-MONETISATION "require account").
        #expect(catalogue.tapUnlock(packID: "pack-1") == .accountRequired)
        #expect(env.crashes.signals.map(\.reason) == ["pack_catalogue_unavailable"])
    }

    @Test("FEAT-IAP-001 with nothing cached a failed load lists nothing and reports the problem")
    func packCatalogueEmptyFailure() {
        let world = TestWorld()
        world.env.backend.inject(.server, on: .fetchContentPacks)
        let catalogue = PackCatalogue(api: world.env.backend, purchases: world.env.purchases, store: world.env.appStore)
        let view = catalogue.load()
        #expect(view.entries.isEmpty && view.problem == .catalogueUnavailable)
        #expect(catalogue.load().entries.map(\.action) == [.unlock])
    }
}
