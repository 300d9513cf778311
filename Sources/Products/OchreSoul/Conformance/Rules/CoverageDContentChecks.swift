import Conformance
import Foundation
import OchreSoul

/// Rule checks for the content pipeline, cultural review, artwork detail and pack catalogue features (FEAT-CONT-001, FEAT-CONT-003, FEAT-CULT-001, FEAT-ART-002, FEAT-IAP-001): each drives the implementation through the feature's success path, a failure
/// and its recovery, and holds what the flow recorded to the observability reading of `policy.json`.
enum CoverageDContentChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [authoring(c), bundleValidator(c), culturalReview(c), artworkDetail(c), packCatalogue(c)]
    }

    /// How the operator's `oands` is built: the reference records failures through the environment's crash reporter.
    struct Wiring: Sendable {
        var cli: @Sendable (AppEnvironment, any AdminAPI) -> OandsCLI
        static let reference = Wiring { env, admin in OandsCLI(fileSystem: env.fileSystem, admin: admin, crashes: env.crashes) }
    }

    static let palette = [SourceSwatch(id: 1, number: 1, name: "Ochre", hex: "#CC7722"), SourceSwatch(id: 2, number: 2, name: "Deep Blue", hex: "#14288C")]

    /// Three adjacent regions on a 200 × 200 canvas (shared edges, no overlap); `extra` is appended.
    static func paths(_ extra: [SourcePath] = [], wide: Double = 100) -> [SourcePath] {
        [
            SourcePath(colour: 1, points: [[0, 0], [100, 0], [100, 100], [0, 100]]),
            SourcePath(colour: 2, points: [[100, 0], [200, 0], [200, 100], [100, 100]]),
            SourcePath(colour: 1, points: [[0, 100], [wide, 100], [wide, 200], [0, 200]]),
        ] + extra
    }

    /// Writes authoring sources under `dir` and runs `oands bundle generate` into `out`.
    static func generate(_ cli: OandsCLI, _ env: AppEnvironment, slug: String, paths: [SourcePath], palette: [SourceSwatch] = palette, dir: String, out: String) -> OandsResult {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let meta = SourceMetadata(id: "art-\(slug)", slug: slug, title: "Title of \(slug)", themes: ["flora"], artist: "Aunty June")
        try? env.fileSystem.write(dir + "/vector.json", Array((try? encoder.encode(SourceVector(width: 200, height: 200, paths: paths))) ?? Data()))
        try? env.fileSystem.write(dir + "/meta.json", Array((try? encoder.encode(meta)) ?? Data()))
        try? env.fileSystem.write(dir + "/palette.json", Array((try? encoder.encode(palette)) ?? Data()))
        return cli.run(["bundle", "generate", "--vector", dir + "/vector.json", "--metadata", dir + "/meta.json", "--palette", dir + "/palette.json", "--out", out])
    }

    /// FEAT-CONT-001: authored sources become a complete bundle; broken segmentation (a self-crossing outline,
    /// overlapping paths, an unknown palette reference, an open path) and an unreadable source fail with actionable
    /// errors, write nothing and keep the artwork a draft; the corrected source succeeds. Each failure is one coarse
    /// error signal and nothing else is emitted (assumptions in the feature's notes).
    static func authoring(_ c: OchreSoulComponents, wiring: Wiring = .reference) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-CONT-001", covers: ["FEAT-CONT-001"], proves: [.success, .recovery, .observability],
            title: "authoring sources generate a complete bundle; broken segmentation fails with actionable errors and no output, is recorded coarsely, and the corrected source succeeds"
        ) { context throws(RuleFailure) in
            let env = AppEnvironment()
            let cli = wiring.cli(env, c.adminServer(env.backend))
            let mark = ObservedFlow.mark(env)
            let good = generate(cli, env, slug: "auth-art", paths: paths(), dir: "src/good", out: "out/good")
            let written = env.fileSystem.list("out/good").map { String($0.dropFirst("out/good/".count)) }.sorted()
            try expect(good.exitCode == OandsCLI.ok && written == (BundleManifest.requiredFiles + ["line_art.svg"]).sorted(), "sound sources did not give a complete bundle: \(written) \(good.stderr)")
            let report = BundleValidator().validate(files: Dictionary(uniqueKeysWithValues: written.map { ($0, env.fileSystem.read("out/good/" + $0) ?? []) }))
            try expect(!report.hasErrors && cli.workflows["auth-art"]?.state == .generated, "the generated bundle does not validate or did not reach Generated")

            let broken: [(String, [SourcePath], String)] = [
                ("bowtie", paths([SourcePath(colour: 2, points: [[120, 120], [180, 180], [180, 120], [120, 180]])]), "error[source.self_intersecting]: path 3 crosses itself"),
                ("overlap", paths([SourcePath(colour: 2, points: [[50, 50], [150, 50], [150, 150], [50, 150]])]), "error[source.overlapping_paths]: paths 0 and 3 overlap"),
                ("palette", paths([SourcePath(colour: 9, points: [[120, 120], [180, 120], [180, 180], [120, 180]])]), "error[source.unknown_colour]: path 3 uses colour 9"),
                ("open", paths([SourcePath(colour: 2, closed: false, points: [[120, 120], [180, 120], [180, 180]])]), "error[source.open_path]: path 3 is open"),
            ]
            for (name, bad, message) in broken {
                let result = generate(cli, env, slug: "seg-art", paths: bad, dir: "src/\(name)", out: "out/\(name)")
                try expect(result.exitCode == OandsCLI.failure && result.stderr.contains(message), "the \(name) source did not fail with '\(message)': \(result.stderr)")
                try expect(env.fileSystem.list("out/\(name)").isEmpty && env.fileSystem.list("out/\(name).partial").isEmpty, "the \(name) source left a partial bundle")
            }
            try? env.fileSystem.write("src/garbled/vector.json", Array("{\"width\": 200, \"paths\": [".utf8))
            let garbled = cli.run(["bundle", "generate", "--vector", "src/garbled/vector.json", "--metadata", "src/good/meta.json", "--palette", "src/good/palette.json", "--out", "out/garbled"])
            try expect(garbled.exitCode == OandsCLI.dataError && garbled.stderr.contains("src/garbled/vector.json") && env.fileSystem.list("out/garbled").isEmpty, "an unreadable source was not refused with the file named")
            try expect(cli.workflows["seg-art"] == nil, "a failed generation moved the artwork out of Draft")

            let fixed = generate(cli, env, slug: "seg-art", paths: paths([SourcePath(colour: 2, points: [[120, 120], [180, 120], [180, 180], [120, 180]])]), dir: "src/fixed", out: "out/fixed")
            try expect(fixed.exitCode == OandsCLI.ok && env.fileSystem.exists("out/fixed/regions.bin.br") && cli.workflows["seg-art"]?.state == .generated, "the corrected source did not generate: \(fixed.stderr)")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, Array(repeating: (area: "content", reason: "generate_invalid_source"), count: 4) + [(area: "content", reason: "generate_unreadable_input")])
        }
    }

    /// FEAT-CONT-003: a sound bundle validates; a bundle with validator errors blocks review and publish, then the
    /// fixed bundle validates, with warnings only after a recorded sign-off. Every blocked step is one coarse error
    /// signal; nothing else is emitted.
    static func bundleValidator(_ c: OchreSoulComponents, wiring: Wiring = .reference) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-CONT-003", covers: ["FEAT-CONT-003"], proves: [.success, .recovery, .observability],
            title: "validator errors block review and publish and are recorded coarsely; the fixed bundle validates, warnings only with a recorded sign-off"
        ) { context throws(RuleFailure) in
            let env = AppEnvironment()
            let cli = wiring.cli(env, c.adminServer(env.backend))
            let mark = ObservedFlow.mark(env)
            _ = generate(cli, env, slug: "ok-art", paths: paths(), dir: "src/ok", out: "out/ok")
            let ok = cli.run(["bundle", "validate", "out/ok"])
            try expect(ok.exitCode == OandsCLI.ok && cli.workflows["ok-art"]?.state == .validated, "a sound bundle did not validate: \(ok.stderr)")

            let tiny = SourcePath(colour: 2, points: [[150, 150], [150.1, 150], [150.1, 150.1]])
            _ = generate(cli, env, slug: "fix-art", paths: paths([tiny]), dir: "src/v1", out: "out/v1")
            let blocked = cli.run(["bundle", "validate", "out/v1"])
            try expect(blocked.exitCode == OandsCLI.failure && blocked.stdout.contains("geometry.tiny_region") && cli.workflows["fix-art"]?.state == .validationFailed, "validator errors did not block: \(blocked.stderr)")
            let review = cli.run(["artwork", "request-review", "--slug", "fix-art", "--reviewer", "cultural-review"])
            let publish = cli.run(["artwork", "publish", "--slug", "fix-art", "--review-id", "none", "--version", "1", "--admin-token", "admin-session"])
            try expect(review.exitCode != OandsCLI.ok && publish.exitCode != OandsCLI.ok && cli.workflows["fix-art"]?.state == .validationFailed, "a bundle with validator errors went to review or publish")

            let unused = SourceSwatch(id: 3, number: 3, name: "Cream", hex: "#FAF0D2")
            _ = generate(cli, env, slug: "fix-art", paths: paths(), palette: palette + [unused], dir: "src/v2", out: "out/v2")
            let unsigned = cli.run(["bundle", "validate", "out/v2"])
            try expect(unsigned.exitCode == OandsCLI.ok && unsigned.stderr.contains("--sign-off") && cli.workflows["fix-art"]?.state == .generated, "warnings proceeded without a sign-off, or the operator was not told to sign off")
            let signed = cli.run(["bundle", "validate", "out/v2", "--sign-off", "Lead Artist"])
            try expect(signed.exitCode == OandsCLI.ok && cli.workflows["fix-art"]?.state == .validated && cli.workflows["fix-art"]?.warningSignOff == "Lead Artist", "the fixed, signed-off bundle did not validate")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [
                (area: "content", reason: "validate_validator_errors"), (area: "content", reason: "request_review_validator_errors"),
                (area: "content", reason: "publish_invalid_state"),
            ])
        }
    }

    /// FEAT-CULT-001 (JRN-A07): the reviewer's request for changes needs notes, reaches the operator, keeps the
    /// draft unpublished and blocks publish; the revised bundle is approved and publishes. The blocked steps are
    /// coarse error signals and the review notes reach no signal, event or function log (MOD-OBSERVABILITY-MUSTNOT-2).
    static func culturalReview(_ c: OchreSoulComponents, wiring: Wiring = .reference) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-CULT-001", covers: ["FEAT-CULT-001", "MOD-OBSERVABILITY-MUSTNOT-2"], proves: [.success, .recovery, .observability],
            title: "a review that requests changes with notes keeps the draft unpublished; the revision is approved and publishes; notes never reach signals or events"
        ) { context throws(RuleFailure) in
            let env = AppEnvironment()
            let cli = wiring.cli(env, c.adminServer(env.backend))
            let slug = "cult-art", notes = "The emu dreaming motif is sacred: consult the Elders before showing it"
            let mark = ObservedFlow.mark(env)
            _ = generate(cli, env, slug: slug, paths: paths(), dir: "src/v1", out: "out/v1")
            _ = cli.run(["bundle", "validate", "out/v1"])
            _ = cli.run(["artwork", "request-review", "--slug", slug, "--reviewer", "cultural-review"])
            try expect(cli.workflows[slug]?.state == .reviewRequested, "set-up: the artwork is not under review")
            let silent = cli.review(slug: slug, decision: .requestChanges(notes: "  "))
            try expect(silent.exitCode != OandsCLI.ok && cli.workflows[slug]?.state == .reviewRequested, "changes were requested without notes")
            let rejected = cli.review(slug: slug, decision: .requestChanges(notes: notes))
            try expect(rejected.exitCode == OandsCLI.ok && rejected.stdout.contains(notes) && cli.workflows[slug]?.reviewerNotes == notes, "the operator does not see the reviewer notes")
            try expect(cli.workflows[slug]?.state == .changesRequested, "the rejected artwork is not in ChangesRequested")
            let early = cli.run(["artwork", "publish", "--slug", slug, "--review-id", cli.workflows[slug]?.reviewID ?? "none", "--version", "1", "--admin-token", "admin-session"])
            try expect(early.exitCode != OandsCLI.ok && !env.backend.catalogue.contains { $0.slug == slug && $0.isPublished }, "the rejected draft published")

            _ = generate(cli, env, slug: slug, paths: paths(wide: 101), dir: "src/v2", out: "out/v2")
            _ = cli.run(["bundle", "validate", "out/v2"])
            _ = cli.run(["artwork", "request-review", "--slug", slug, "--reviewer", "cultural-review"])
            let approved = cli.review(slug: slug, decision: .approve)
            guard approved.exitCode == OandsCLI.ok, let reviewID = cli.workflows[slug]?.reviewID else { throw RuleFailure("the revision could not be approved: \(approved.stderr)") }
            env.backend.approvedReviews[reviewID] = slug
            _ = cli.run(["artwork", "upload", "--bundle", "out/v2", "--slug", slug, "--admin-token", "admin-session"])
            _ = cli.run(["artwork", "preview", "--slug", slug])
            let published = cli.run(["artwork", "publish", "--slug", slug, "--review-id", reviewID, "--version", "1", "--admin-token", "admin-session"])
            try expect(published.exitCode == OandsCLI.ok && env.backend.catalogue.contains { $0.slug == slug && $0.isPublished }, "the approved revision did not publish: \(published.stderr)")

            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [
                (area: "content", reason: "review_notes_required"), (area: "content", reason: "review_changes_requested"),
                (area: "content", reason: "publish_invalid_state"),
            ])
            let recorded = ObservedFlow.signals(env, since: mark).flatMap { [$0.area, $0.reason] } + env.backend.functionLog.flatMap { [$0.function, $0.outcome] }
                + ObservedFlow.events(env, since: mark).flatMap { $0.payload.values.map(\.description) }
            try expect(!recorded.contains { $0.localizedCaseInsensitiveContains("emu") || $0.localizedCaseInsensitiveContains("elders") }, "review notes reached a signal, event or log")
        }
    }

    /// FEAT-ART-002: the detail credits the artist and shows only approved cultural context; when the catalogue
    /// refresh fails, the cached catalogue still does both (and says it is stale); once back online, context whose
    /// approval was withdrawn disappears and newly approved context appears (assumption in the feature's notes).
    static func artworkDetail(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ART-002", covers: ["FEAT-ART-002"], proves: [.success, .recovery],
            title: "artwork detail keeps the artist credit and hides unapproved cultural context from the cached catalogue when offline, and drops withdrawn context on refresh"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let storySample = SampleArtwork.make(id: "art-story", slug: "story-art"), pendingSample = SampleArtwork.make(id: "art-pending", slug: "pending-art")
            var story = storySample.row, pending = pendingSample.row
            story.artist = "Aunty June"
            story.culturalContext = "Saltwater country story, told with permission"
            story.culturalContextApproved = true
            pending.artist = "Uncle Ray"
            pending.culturalContext = "Draft notes on the river story"
            env.backend.addArtwork(story, files: storySample.files)
            env.backend.addArtwork(pending, files: pendingSample.files)
            let library = LibraryService(
                api: c.catalogueServer(env.backend), session: env.session, network: env.network, cache: env.cacheIndex, progress: env.progressStore, analytics: env.analytics)
            let loader = ArtworkDetailLoader(library: library, entitlements: env.entitlements, progress: env.progressStore, cache: env.cacheIndex, crashes: env.crashes)
            let mark = ObservedFlow.mark(env)
            func detail(_ slug: String, stale: Bool) throws(RuleFailure) -> ArtworkDetail {
                guard case .shown(let shown, let wasStale) = loader.load(slug: slug), wasStale == stale else { throw RuleFailure("the detail of \(slug) was not shown (stale \(stale))") }
                return shown
            }
            var shown = try detail("story-art", stale: false)
            try expect(shown.artistCredit.contains("Aunty June") && shown.culturalContext == story.culturalContext, "the approved context or the credit is missing online")
            shown = try detail("pending-art", stale: false)
            try expect(shown.artistCredit.contains("Uncle Ray") && shown.culturalContext == nil, "unapproved context was shown online")

            env.network.isOnline = false
            shown = try detail("story-art", stale: true)
            try expect(shown.artistCredit.contains("Aunty June") && shown.culturalContext == story.culturalContext, "the cached detail lost the credit or the approved context")
            shown = try detail("pending-art", stale: true)
            try expect(shown.artistCredit.contains("Uncle Ray") && shown.culturalContext == nil, "the cached detail showed unapproved context")
            try expect(loader.load(slug: "never-fetched") == .unavailable, "an artwork missing from the cache was shown offline")

            for i in env.backend.catalogue.indices { env.backend.catalogue[i].culturalContextApproved = env.backend.catalogue[i].slug == "pending-art" }
            env.network.isOnline = true
            shown = try detail("story-art", stale: false)
            try expect(shown.artistCredit.contains("Aunty June") && shown.culturalContext == nil, "context whose approval was withdrawn is still shown after refresh")
            shown = try detail("pending-art", stale: false)
            try expect(shown.culturalContext == pending.culturalContext, "newly approved context did not appear after refresh")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, Array(repeating: (area: "artwork_detail", reason: "catalogue_unavailable"), count: 3))
        }
    }

    /// FEAT-IAP-001: the pack catalogue lists content packs only, each with the premium badge and an unlock (or
    /// owned) action; when the catalogue or the store cannot be reached the packs stay listed with their badges but
    /// unlock is disabled with a retry, and the retry restores it (assumption in the feature's notes).
    static func packCatalogue(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-IAP-001", covers: ["FEAT-IAP-001"], proves: [.success, .recovery],
            title: "the pack catalogue keeps packs and badges but disables unlock while the catalogue or store is unreachable, and a retry restores unlock"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.signedIn()
            guard let user = env.session.userID else { throw RuleFailure("no session") }
            let one = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
            let two = ContentPack(id: "pack-2", productID: "com.ochre.pack2", title: "Pack two", artworkIDs: [])
            env.backend.packs = [two, ContentPack(id: "sub-1", productID: "com.ochre.monthly", title: "Monthly", kind: .subscription, artworkIDs: []), one]
            env.backend.grant("pack-2", to: user)
            _ = env.purchases.refreshEntitlements()
            let catalogue = PackCatalogue(api: c.catalogueServer(env.backend), purchases: env.purchases, store: env.appStore, crashes: env.crashes)
            let mark = ObservedFlow.mark(env)
            func expectListed(_ view: PackCatalogueView, unlock: PackAction, _ label: String) throws(RuleFailure) {
                let shown = view.entries.map { "\($0.pack.id):\($0.premiumBadge):\($0.action.rawValue)" }
                try expect(shown == ["pack-1:true:\(unlock.rawValue)", "pack-2:true:owned"], "\(label): the catalogue shows \(shown)")
            }
            var view = catalogue.load()
            try expectListed(view, unlock: .unlock, "online")
            try expect(!view.stale && view.problem == nil, "the online catalogue reports a problem")

            env.backend.inject(.server, on: .fetchContentPacks)
            view = catalogue.load()
            try expectListed(view, unlock: .retry, "catalogue unreachable")
            try expect(view.stale && view.problem == .catalogueUnavailable, "the failed refresh is not reported as stale")
            try expect(catalogue.tapUnlock(packID: "pack-1") == nil && env.appStore.purchaseSheets.isEmpty, "unlock started a purchase while the catalogue was unreachable")
            env.appStore.isAvailable = false
            view = catalogue.load()
            try expectListed(view, unlock: .retry, "store unreachable")
            try expect(view.problem == .storeUnavailable && catalogue.tapUnlock(packID: "pack-1") == nil, "unlock stayed enabled while the store was unreachable")

            env.appStore.isAvailable = true
            view = catalogue.load()
            try expectListed(view, unlock: .unlock, "retry")
            try expect(!view.stale && view.problem == nil, "the retry did not clear the problem")
            try expect(catalogue.tapUnlock(packID: "pack-1") == .sheetPresented && EmittedEvents.named("purchase_started", in: env, since: mark.events).count == 1, "the restored unlock did not start the purchase")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "monetisation", reason: "pack_catalogue_unavailable"), (area: "monetisation", reason: "store_unavailable")])
        }
    }
}
