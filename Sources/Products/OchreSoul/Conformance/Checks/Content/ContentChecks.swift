import Conformance
import Foundation
import OchreSoul

/// Rule checks of MOD-CONTENT: bundles (authoring, the validator), publication (no skipped step, no invalid bundle,
/// no service-role key, re-publish, the admin functions) and review (warnings, material revisions, cultural review).
enum ContentChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            authoring(c), bundleValidator(c), validateBundles, noSkip(c), publishNoInvalid, noServiceRole, republish,
            adminFunctions(c), warningSignOff, materialRevision, culturalReview(c),
        ]
    }

    /// How the operator's `oands` is built: the reference records failures through the environment's crash reporter.
    struct Wiring: Sendable {
        var cli: @Sendable (AppEnvironment, any AdminAPI) -> OandsCLI
        static let reference = Wiring { env, admin in
            OandsCLI(fileSystem: env.fileSystem, admin: admin, crashes: env.crashes)
        }
    }

    /// A bundle written to `directory` in the CLI's file system, with its workflow in Generated.
    static func staged(_ files: [String: [UInt8]], slug: String, directory: String, in env: AppEnvironment) -> OandsCLI?
    {
        for (name, bytes) in files { try? env.fileSystem.write(directory + "/" + name, bytes) }
        guard let payload = files["regions.bin.br"] else { return nil }
        var workflow = PublicationWorkflow(slug: slug)
        guard (try? workflow.generated(checksum: SHA256.hex(payload))) != nil else { return nil }
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend)
        cli.workflows[slug] = workflow
        return cli
    }

    /// The code of the refusal a publication step throws (`publish.invalid_state`, `publish.review_not_approved`),
    /// `nil` when the step is accepted.
    static func refusal(_ step: () throws(PublicationRefusal) -> Void) -> String? { caught(step)?.code }

    /// The sample's files with `regions.bin.br` damaged (so its checksum no longer matches the manifest).
    static func corrupted(_ sample: SampleArtwork) -> [String: [UInt8]] {
        var files = sample.files
        if var payload = files["regions.bin.br"], !payload.isEmpty {
            payload[payload.count / 2] ^= 0xFF
            files["regions.bin.br"] = payload
        }
        return files
    }

    /// A workflow taken through every step to Published with a clean report.
    static func published(slug: String, checksum: String, reviewID: String) -> PublicationWorkflow? {
        var workflow = PublicationWorkflow(slug: slug)
        do {
            try workflow.generated(checksum: checksum)
            try workflow.validated(
                ValidationReport(entries: [ValidationEntry(.pass, "structure.files", "ok")]), checksum: checksum)
            try workflow.requestReview(reviewID: reviewID)
            try workflow.reviewerApproves()
            try workflow.uploaded(checksum: checksum)
            try workflow.previewed()
            try workflow.publish(reviewID: reviewID, checksum: checksum)
        } catch {
            return nil
        }
        return workflow
    }

    static let palette = [
        SourceSwatch(id: 1, number: 1, name: "Ochre", hex: "#CC7722"),
        SourceSwatch(id: 2, number: 2, name: "Deep Blue", hex: "#14288C"),
    ]

    /// Three adjacent regions on a 200 × 200 canvas (shared edges, no overlap); `extra` is appended.
    static func paths(_ extra: [SourcePath] = [], wide: Double = 100) -> [SourcePath] {
        [
            SourcePath(colour: 1, points: [[0, 0], [100, 0], [100, 100], [0, 100]]),
            SourcePath(colour: 2, points: [[100, 0], [200, 0], [200, 100], [100, 100]]),
            SourcePath(colour: 1, points: [[0, 100], [wide, 100], [wide, 200], [0, 200]]),
        ] + extra
    }

    /// Writes authoring sources under `dir` and runs `oands bundle generate` into `out`.
    static func generate(
        _ cli: OandsCLI, _ env: AppEnvironment, slug: String, paths: [SourcePath], palette: [SourceSwatch] = palette,
        dir: String, out: String
    ) -> OandsResult {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let meta = SourceMetadata(
            id: "art-\(slug)", slug: slug, title: "Title of \(slug)", themes: ["flora"], artist: "Aunty June")
        try? env.fileSystem.write(
            dir + "/vector.json",
            Array((try? encoder.encode(SourceVector(width: 200, height: 200, paths: paths))) ?? Data()))
        try? env.fileSystem.write(dir + "/meta.json", Array((try? encoder.encode(meta)) ?? Data()))
        try? env.fileSystem.write(dir + "/palette.json", Array((try? encoder.encode(palette)) ?? Data()))
        return cli.run([
            "bundle", "generate", "--vector", dir + "/vector.json", "--metadata", dir + "/meta.json", "--palette",
            dir + "/palette.json", "--out", out,
        ])
    }
}
