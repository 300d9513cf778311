import Foundation
import Testing

@testable import OchreSoul

@Suite("Content pipeline")
struct ContentPipelineTests {
    static let metadata = SourceMetadata(id: "art-new", slug: "new-art", title: "New art", themes: ["flora"])
    static let palette = [
        SourceSwatch(id: 1, number: 1, name: "Ochre", hex: "#CC7722"),
        SourceSwatch(id: 2, number: 2, name: "Deep Blue", hex: "#14288C"),
    ]
    static let vector = SourceVector(
        width: 200, height: 100,
        paths: [
            SourcePath(colour: 1, points: [[0, 0], [100, 0], [100, 100], [0, 100]]),
            SourcePath(colour: 2, points: [[100, 0], [200, 0], [200, 100], [100, 100]]),
        ])

    func files(_ vector: SourceVector = vector, palette: [SourceSwatch] = palette) throws -> [String: [UInt8]] {
        try BundleGenerator().build(vector: vector, metadata: Self.metadata, palette: palette).get()
    }

    @Test("a well-formed bundle validates with pass entries only")
    func passes() throws {
        let report = BundleValidator().validate(files: try files())
        #expect(!report.hasErrors)
        #expect(report.warnings.isEmpty)
        #expect(report.entries.allSatisfy { $0.severity == .pass })
    }

    @Test("open paths fail generation with an actionable error and no bundle is written")
    func openPath() {
        var vector = Self.vector
        vector.paths[0].closed = false
        let fs = FakeFileSystem()
        let result = BundleGenerator().generate(
            vector: vector, metadata: Self.metadata, palette: Self.palette, outputDirectory: "out/new-art",
            fileSystem: fs)
        guard case .failure(let failure) = result else {
            Issue.record("open path must fail")
            return
        }
        #expect(failure.entries.map(\.code) == ["source.open_path"])
        #expect(fs.list("out").isEmpty)
    }

    @Test("a write failure mid-generation leaves no partial final bundle")
    func noPartialBundle() {
        let fs = FakeFileSystem()
        fs.writesBeforeDiskFull = 3
        let result = BundleGenerator().generate(
            vector: Self.vector, metadata: Self.metadata, palette: Self.palette, outputDirectory: "out/new-art",
            fileSystem: fs)
        #expect((try? result.get()) == nil)
        #expect(fs.list("out/new-art").isEmpty)
        #expect(fs.list("out/new-art.partial").isEmpty)
    }

    @Test("tiny regions are errors, small regions warnings")
    func tinyRegions() throws {
        var vector = Self.vector
        vector.paths.append(SourcePath(colour: 1, points: [[10, 10], [10.1, 10], [10.1, 10.1]]))
        let report = BundleValidator().validate(files: try files(vector))
        #expect(report.errors.map(\.code).contains("geometry.tiny_region"))
        var small = Self.vector
        small.paths.append(SourcePath(colour: 2, points: [[10, 10], [11.2, 10], [11.2, 11.2], [10, 11.2]]))
        let warned = BundleValidator().validate(files: try files(small))
        #expect(!warned.hasErrors)
        #expect(warned.warnings.map(\.code) == ["geometry.small_region"])
    }

    @Test("the colour-vision check blocks indistinguishable colours and warns on deficiency-only confusions")
    func colourVision() throws {
        let same = [
            SourceSwatch(id: 1, number: 1, name: "Red", hex: "#CC2222"),
            SourceSwatch(id: 2, number: 2, name: "Red too", hex: "#CD2222"),
        ]
        let blocked = BundleValidator().validate(files: try files(palette: same))
        #expect(blocked.errors.map(\.code).contains("palette.colour_vision"))
        let redGreen = [
            SourceSwatch(id: 1, number: 1, name: "Red", hex: "#D04040"),
            SourceSwatch(id: 2, number: 2, name: "Green", hex: "#8C8C3A"),
        ]
        let report = BundleValidator().validate(files: try files(palette: redGreen))
        let normal = ColourVision.normal.deltaE(
            PaletteColour(id: 1, number: 1, name: "", red: 0xD0, green: 0x40, blue: 0x40),
            PaletteColour(id: 2, number: 2, name: "", red: 0x8C, green: 0x8C, blue: 0x3A))
        #expect(normal > BundleValidator.colourVisionWarnDeltaE)
        #expect(report.entries.contains { $0.code == "palette.colour_vision" && $0.severity != .pass })
    }

    @Test("missing metadata, missing files and a checksum mismatch are errors")
    func structure() throws {
        var f = try files()
        f.removeValue(forKey: "thumbnail.webp")
        #expect(BundleValidator().validate(files: f).errors.map(\.code).contains("structure.missing_file"))
        var g = try files()
        g["regions.bin.br"]?[10] ^= 1
        #expect(BundleValidator().validate(files: g).errors.map(\.code).contains("structure.checksum_mismatch"))
        var meta = Self.metadata
        meta.themes = []
        let h = try BundleGenerator().build(vector: Self.vector, metadata: meta, palette: Self.palette).get()
        #expect(BundleValidator().validate(files: h).errors.map(\.code) == ["metadata.missing_field"])
        #expect(BundleValidator().validate(files: [:]).hasErrors)
    }

    @Test("publication cannot skip Validated or Approved")
    func noSkipping() throws {
        var wf = PublicationWorkflow(slug: "s")
        #expect(throws: PublicationRefusal.self) { try wf.requestReview(reviewID: "r") }
        try wf.generated(checksum: "c")
        #expect(throws: PublicationRefusal.self) { try wf.requestReview(reviewID: "r") }
        #expect(throws: PublicationRefusal.self) { try wf.uploaded(checksum: "c") }
        try wf.validated(ValidationReport(entries: []), checksum: "c")
        try wf.requestReview(reviewID: "r")
        #expect(throws: PublicationRefusal.self) { try wf.uploaded(checksum: "c") }
        #expect(throws: PublicationRefusal.self) { try wf.publish(reviewID: "r", checksum: "c") }
        try wf.reviewerApproves()
        try wf.uploaded(checksum: "c")
        #expect(throws: PublicationRefusal.self) { try wf.publish(reviewID: "r", checksum: "c") }
        try wf.previewed()
        try wf.publish(reviewID: "r", checksum: "c")
        #expect(wf.state == .published)
    }

    @Test("validator errors send the draft to ValidationFailed; warnings need a recorded sign-off")
    func errorsAndWarnings() throws {
        var wf = PublicationWorkflow(slug: "s")
        try wf.generated(checksum: "c")
        try wf.validated(
            ValidationReport(entries: [ValidationEntry(.error, "geometry.tiny_region", "x")]), checksum: "c")
        #expect(wf.state == .validationFailed)
        #expect(throws: PublicationRefusal.self) { try wf.requestReview(reviewID: "r") }
        try wf.generated(checksum: "c2")
        let warned = ValidationReport(entries: [ValidationEntry(.warn, "palette.unused_colour", "x")])
        #expect(throws: PublicationRefusal.self) { try wf.validated(warned, checksum: "c2") }
        #expect(wf.state == .generated)
        try wf.signOffWarnings(by: "Aunty June")
        try wf.validated(warned, checksum: "c2")
        #expect(wf.state == .validated)
    }

    @Test("warnings are signed off only once the validator has reported them on the current bundle")
    func signOffBeforeValidationIsRefused() throws {
        var wf = PublicationWorkflow(slug: "s")
        try wf.generated(checksum: "c")
        #expect(throws: PublicationRefusal.self) { try wf.signOffWarnings(by: "Aunty June") }
        let warned = ValidationReport(entries: [ValidationEntry(.warn, "palette.unused_colour", "x")])
        #expect(throws: PublicationRefusal.self) { try wf.validated(warned, checksum: "c") }
        #expect(wf.state == .generated)
    }

    @Test(
        "re-publish only while the review is still approved and the checksum matches; revisions go back through Generated"
    )
    func republish() throws {
        var wf = PublicationWorkflow(slug: "s")
        try wf.generated(checksum: "c")
        try wf.validated(ValidationReport(entries: []), checksum: "c")
        try wf.requestReview(reviewID: "r")
        try wf.reviewerApproves()
        try wf.uploaded(checksum: "c")
        try wf.previewed()
        try wf.publish(reviewID: "r", checksum: "c")
        #expect(throws: PublicationRefusal.self) { try wf.unpublish(reason: "") }
        try wf.unpublish(reason: "typo in title")
        #expect(throws: PublicationRefusal.self) { try wf.publish(reviewID: "r", checksum: "other") }
        var revoked = wf
        revoked.revokeReview()
        #expect(throws: PublicationRefusal.self) { try revoked.publish(reviewID: "r", checksum: "c") }
        try wf.publish(reviewID: "r", checksum: "c")
        #expect(wf.state == .published)
        try wf.unpublish(reason: "material revision")
        try wf.generated(checksum: "c3")
        #expect(wf.state == .generated && !wf.reviewApproved)
        #expect(throws: PublicationRefusal.self) { try wf.publish(reviewID: "r", checksum: "c3") }
    }

    @Test("oands runs the whole contract: generate, validate, review, upload, preview, publish")
    func oandsHappyPath() throws {
        let env = AppEnvironment()
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend)
        let encoder = JSONEncoder()
        try env.fileSystem.write("src/vector.json", Array(encoder.encode(Self.vector)))
        try env.fileSystem.write("src/meta.json", Array(encoder.encode(Self.metadata)))
        try env.fileSystem.write("src/palette.json", Array(encoder.encode(Self.palette)))
        #expect(
            cli.run([
                "bundle", "generate", "--vector", "src/vector.json", "--metadata", "src/meta.json", "--palette",
                "src/palette.json", "--out", "out/new-art",
            ]).exitCode == 0)
        let validate = cli.run(["bundle", "validate", "out/new-art"])
        #expect(validate.exitCode == 0)
        #expect(validate.stdout.contains("\"severity\" : \"pass\""))
        #expect(cli.run(["artwork", "preview", "--slug", "new-art"]).exitCode != 0)
        let review = cli.run(["artwork", "request-review", "--slug", "new-art", "--reviewer", "elder-council"])
        #expect(review.exitCode == 0)
        let reviewID = try #require(cli.workflows["new-art"]?.reviewID)
        #expect(
            cli.run([
                "artwork", "upload", "--bundle", "out/new-art", "--slug", "new-art", "--admin-token", "admin-session",
            ]).exitCode != 0)
        try cli.workflows["new-art"]?.reviewerApproves()
        env.backend.approvedReviews[reviewID] = "new-art"
        let upload = cli.run([
            "artwork", "upload", "--bundle", "out/new-art", "--slug", "new-art", "--admin-token", "admin-session",
        ])
        #expect(upload.exitCode == 0)
        #expect(!upload.stdout.contains("admin-session"))
        #expect(cli.run(["artwork", "preview", "--slug", "new-art"]).exitCode == 0)
        #expect(
            cli.run([
                "artwork", "publish", "--slug", "new-art", "--review-id", "wrong", "--version", "1", "--admin-token",
                "admin-session",
            ]).exitCode != 0)
        #expect(
            cli.run([
                "artwork", "publish", "--slug", "new-art", "--review-id", reviewID, "--version", "1", "--admin-token",
                "admin-session",
            ]).exitCode == 0)
        #expect(env.backend.catalogue.contains { $0.slug == "new-art" && $0.isPublished })
        #expect(
            cli.run([
                "artwork", "unpublish", "--slug", "new-art", "--reason", "rights query", "--admin-token",
                "admin-session",
            ]).exitCode == 0)
        #expect(env.backend.catalogue.contains { $0.slug == "new-art" && !$0.isPublished })
        #expect(!env.backend.bundles.isEmpty)  // storage objects are not deleted
    }

    @Test(
        "oands refuses review with validator errors, rejects service-role keys and exits non-zero with actionable errors"
    )
    func oandsRefusals() throws {
        let env = AppEnvironment()
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend)
        let key = cli.run(["artwork", "upload", "--service-role-key", "sk-secret", "--slug", "x"])
        #expect(key.exitCode == OandsCLI.usage)
        #expect(!key.stderr.contains("sk-secret"))
        #expect(cli.run(["artwork", "upload", "--service-role-key=sk-secret"]).exitCode == OandsCLI.usage)
        #expect(cli.run(["bundle"]).exitCode == OandsCLI.usage)
        #expect(
            cli.run(["bundle", "generate", "--vector", "nope.json", "--metadata", "m", "--palette", "p", "--out", "o"])
                .exitCode == OandsCLI.dataError)
        var bad = Self.vector
        bad.paths.append(SourcePath(colour: 1, points: [[10, 10], [10.1, 10], [10.1, 10.1]]))
        let built = try BundleGenerator().build(vector: bad, metadata: Self.metadata, palette: Self.palette).get()
        for (name, bytes) in built { try env.fileSystem.write("out/bad/" + name, bytes) }
        cli.workflows["new-art"] = PublicationWorkflow(slug: "new-art")
        try cli.workflows["new-art"]?.generated(checksum: SHA256.hex(built["regions.bin.br"] ?? []))
        let validate = cli.run(["bundle", "validate", "out/bad"])
        #expect(validate.exitCode == OandsCLI.failure)
        #expect(validate.stdout.contains("geometry.tiny_region"))
        #expect(cli.workflows["new-art"]?.state == .validationFailed)
        let review = cli.run(["artwork", "request-review", "--slug", "new-art", "--reviewer", "r"])
        #expect(review.exitCode == OandsCLI.failure)
        #expect(review.stderr.contains("validator errors remain"))
    }
}
