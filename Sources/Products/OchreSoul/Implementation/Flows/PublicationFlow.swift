import Foundation

/// Drives §7.3.4 (publication) through the real `oands` CLI, bundle generator, validator, workflow and admin
/// functions. `phase` is the workflow's `PublicationState` (raw values are the diagram's state names).
package final class PublicationFlow {
    package let env: AppEnvironment
    package let cli: OandsCLI
    package let slug = "pub-art"
    /// Last CLI result.
    package private(set) var lastResult: OandsResult?
    /// Admin session token used by tooling (never a service-role key).
    package var adminToken = "admin-session"
    private var includeTinyRegion = false
    private var includeUnusedColour = false
    private var revision = 0

    /// Creates the flow with a fresh environment.
    package init(env: AppEnvironment = AppEnvironment()) {
        self.env = env
        cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend, crashes: env.crashes)
    }

    /// Current state.
    package var phase: PublicationState { cli.workflows[slug]?.state ?? .draft }
    /// The workflow record.
    package var workflow: PublicationWorkflow? { cli.workflows[slug] }
    var bundleDirectory: String { "out/\(slug)" }

    // MARK: faults and edits

    /// The next generated bundle contains an untappable region (validator error).
    package func introduceValidatorError() { includeTinyRegion = true }
    /// The next generated bundle has an unused colour (validator warning).
    package func introduceWarning() { includeUnusedColour = true }
    /// The artist fixes the bundle.
    package func fixBundle() {
        includeTinyRegion = false
        includeUnusedColour = false
    }
    /// Uploads fail (admin function error).
    package func failUpload() { env.backend.inject(.server, on: .adminUpload) }
    /// The bundle bytes change after approval (checksum mismatch at publish).
    package func tamperBundle() { env.fileSystem.corrupt(bundleDirectory + "/regions.bin.br") }

    // MARK: steps

    /// `oands bundle generate` from sources.
    @discardableResult
    package func generate() -> PublicationState {
        // Past validation the bundle on disk is the one being reviewed, approved, uploaded or published: a generation
        // request then changes nothing (it used to wipe the bundle directory first, whatever the state).
        guard PublicationWorkflow.generationStates.contains(phase) else { return phase }
        revision += 1
        var paths = [
            SourcePath(colour: 1, points: [[0, 0], [100, 0], [100, 100], [0, 100]]),
            SourcePath(colour: 2, points: [[100, 0], [200, 0], [200, 100], [100, 100]]),
            SourcePath(
                colour: 1,
                points: [[0, 100], [Double(100 + revision), 100], [Double(100 + revision), 200], [0, 200]]),
        ]
        if includeTinyRegion {
            paths.append(SourcePath(colour: 2, points: [[150, 150], [150.1, 150], [150.1, 150.1]]))
        }
        var palette = [
            SourceSwatch(id: 1, number: 1, name: "Ochre", hex: "#CC7722"),
            SourceSwatch(id: 2, number: 2, name: "Deep Blue", hex: "#14288C"),
        ]
        if includeUnusedColour { palette.append(SourceSwatch(id: 3, number: 3, name: "Cream", hex: "#FAF0D2")) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let vector = SourceVector(width: 200, height: 200, paths: paths)
        let meta = SourceMetadata(id: "art-pub", slug: slug, title: "Published art", themes: ["flora"], version: 1)
        try? env.fileSystem.write("src/vector.json", Array((try? encoder.encode(vector)) ?? Data()))
        try? env.fileSystem.write("src/meta.json", Array((try? encoder.encode(meta)) ?? Data()))
        try? env.fileSystem.write("src/palette.json", Array((try? encoder.encode(palette)) ?? Data()))
        env.fileSystem.removeDirectory(bundleDirectory)
        lastResult = cli.run([
            "bundle", "generate", "--vector", "src/vector.json", "--metadata", "src/meta.json", "--palette",
            "src/palette.json", "--out", bundleDirectory,
        ])
        return phase
    }

    /// `oands bundle validate`, with an optional sign-off for warnings.
    @discardableResult
    package func validate(signOff: String? = nil) -> PublicationState {
        var args = ["bundle", "validate", bundleDirectory]
        if let signOff { args += ["--sign-off", signOff] }
        lastResult = cli.run(args)
        return phase
    }

    /// `oands artwork request-review`.
    @discardableResult
    package func requestReview() -> PublicationState {
        lastResult = cli.run(["artwork", "request-review", "--slug", slug, "--reviewer", "cultural-review"])
        return phase
    }

    /// The cultural reviewer approves.
    @discardableResult
    package func reviewerApproves() -> PublicationState {
        guard var wf = cli.workflows[slug], (try? wf.reviewerApproves()) != nil, let id = wf.reviewID else {
            return phase
        }
        cli.workflows[slug] = wf
        env.backend.approvedReviews[id] = slug
        return phase
    }

    /// The cultural reviewer rejects with notes.
    @discardableResult
    package func reviewerRejects(notes: String = "change the motif colours") -> PublicationState {
        guard var wf = cli.workflows[slug], (try? wf.reviewerRejects(notes: notes)) != nil else { return phase }
        cli.workflows[slug] = wf
        return phase
    }

    /// `oands artwork upload`.
    @discardableResult
    package func upload() -> PublicationState {
        lastResult = cli.run([
            "artwork", "upload", "--bundle", bundleDirectory, "--slug", slug, "--admin-token", adminToken,
        ])
        return phase
    }

    /// `oands artwork preview`.
    @discardableResult
    package func preview() -> PublicationState {
        lastResult = cli.run(["artwork", "preview", "--slug", slug])
        return phase
    }

    /// `oands artwork publish` (also the re-publish from Unpublished).
    @discardableResult
    package func publish() -> PublicationState {
        lastResult = cli.run([
            "artwork", "publish", "--slug", slug, "--review-id", workflow?.reviewID ?? "none", "--version", "1",
            "--admin-token", adminToken,
        ])
        return phase
    }

    /// `oands artwork unpublish`.
    @discardableResult
    package func unpublish(reason: String = "rights query") -> PublicationState {
        lastResult = cli.run(["artwork", "unpublish", "--slug", slug, "--reason", reason, "--admin-token", adminToken])
        return phase
    }

    /// Whether a normal user sees the artwork in the catalogue.
    package var visibleToUsers: Bool { env.backend.catalogue.contains { $0.slug == slug && $0.isPublished } }
}
