import Conformance
import OchreSoul
import SpecModel

/// Calls the `oands` CLI contracts (§7.6.3) through the implementation's own `OandsCLI`, each call in a fresh world
/// where the contract's valid input can succeed: a published artwork `unpub` to unpublish, a previewed artwork
/// `pub-art` with approved review `review-1` and uploaded bundle version 1 to publish, a validated artwork `rev-art`
/// to send to review. An input becomes the command's options (`--slug`, `--reason`, …; an absent input is an absent
/// option, a number its decimal text); the caller's admin session is added where the command takes one.
///
/// Accepted is exit status 0; a refusal names the input constraints `oands` said it broke (`ContractRefusals`). The
/// state observed is what the commands change: each artwork's publication state in `oands` and its published flag
/// in the catalogue.
struct OandsContractSubject: ContractSubject {
    static let contracts = ["CLI-ARTWORK-PUBLISH", "CLI-ARTWORK-REQUEST-REVIEW", "CLI-ARTWORK-UNPUBLISH"]
    static let adminToken = "admin-session"

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        let (env, cli, command, withSession) = try world(contract)
        var arguments = ["artwork", command]
        for (name, value) in (input.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            arguments += ["--" + name, Self.text(value)]
        }
        if withSession { arguments += ["--admin-token", Self.adminToken] }
        let before = Self.state(env, cli)
        let result = cli.run(arguments)
        return ContractOutcome(
            accepted: result.exitCode == OandsCLI.ok, stateBefore: before, stateAfter: Self.state(env, cli),
            message: result.exitCode == OandsCLI.ok
                ? result.stdout.trimmingCharacters(in: .newlines) : result.stderr.trimmingCharacters(in: .newlines),
            violated: ContractRefusals.oands(result))
    }

    private func world(_ contract: String) throws -> (AppEnvironment, OandsCLI, String, Bool) {
        switch contract {
        case "CLI-ARTWORK-UNPUBLISH":
            guard let (env, cli, _) = PublicationFixtures.publishedRecord(.reference) else {
                throw SubjectError("oands: set-up of a published artwork failed")
            }
            return (env, cli, "unpublish", true)
        case "CLI-ARTWORK-PUBLISH":
            guard let (env, cli) = Self.staged(slug: "pub-art", through: .previewed) else {
                throw SubjectError("oands: set-up of a previewed artwork failed")
            }
            return (env, cli, "publish", true)
        case "CLI-ARTWORK-REQUEST-REVIEW":
            guard let (env, cli) = Self.staged(slug: "rev-art", through: .validated) else {
                throw SubjectError("oands: set-up of a validated artwork failed")
            }
            return (env, cli, "request-review", false)
        default:
            throw SubjectError("adapter gap: no oands command for contract \(contract)")
        }
    }

    /// An unpublished artwork taken to `state` (validated, or previewed with review `review-1` approved in the
    /// backend and its bundle uploaded), its bundle in `work/<slug>` and recorded by `oands bundle validate`.
    static func staged(slug: String, through state: PublicationState) -> (AppEnvironment, OandsCLI)? {
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-" + slug, slug: slug, published: false)
        let checksum = sample.row.checksum
        for (name, bytes) in sample.files { try? env.fileSystem.write("work/\(slug)/\(name)", bytes) }
        var record = PublicationWorkflow(slug: slug)
        do {
            try record.generated(checksum: checksum)
            try record.validated(
                ValidationReport(entries: [ValidationEntry(.pass, "bundle.structure", "bundle structure is valid")]),
                checksum: checksum)
            if state == .previewed {
                try record.requestReview(reviewID: "review-1")
                try record.reviewerApproves()
                try record.uploaded(checksum: checksum)
                try record.previewed()
                env.backend.addArtwork(sample.row, files: sample.files)
                env.backend.approvedReviews["review-1"] = slug
            }
        } catch {
            return nil
        }
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend)
        cli.workflows[slug] = record
        // Records the bundle directory (the workflow is past Generated, so its state does not change).
        guard cli.run(["bundle", "validate", "work/\(slug)"]).exitCode == OandsCLI.ok,
            cli.workflows[slug]?.state == state
        else { return nil }
        return (env, cli)
    }

    /// Publication states in `oands` and published flags in the catalogue, by slug.
    static func state(_ env: AppEnvironment, _ cli: OandsCLI) -> JSONValue {
        var workflows: [String: JSONValue] = [:]
        for (slug, record) in cli.workflows { workflows[slug] = .string(record.state.rawValue) }
        var catalogue: [String: JSONValue] = [:]
        for row in env.backend.catalogue { catalogue[row.slug] = .bool(row.isPublished) }
        return .object(["workflows": .object(workflows), "published": .object(catalogue)])
    }

    /// A value as command-line text.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): s
        case .number(let n): n.text
        case .bool(let b): b ? "true" : "false"
        default: JSONWriter(indent: 0).string(value)
        }
    }
}

/// Calls `POST /functions/get-artwork-download-url` (§7.6.2) on the backend's own function, as a guest, in a
/// fresh world with one published free artwork `free-art`. The body's `slug` is passed as the function reads it (an
/// absent slug reads as empty). Accepted is a response with URLs; a refusal names the input constraints the
/// function's error stands for (`ContractRefusals`). The state observed is what the function may change: the
/// catalogue's published flags.
struct DownloadURLContractSubject: ContractSubject {
    static let contracts = ["API-DOWNLOAD-URL"]

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        guard contract == "API-DOWNLOAD-URL" else {
            throw SubjectError("adapter gap: no endpoint for contract \(contract)")
        }
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-free", slug: "free-art")
        env.backend.addArtwork(sample.row, files: sample.files)
        let before = Self.state(env)
        let slug = input["slug"].map(OandsContractSubject.text) ?? ""
        do {
            let response = try env.backend.getArtworkDownloadURL(slug: slug, userID: nil)
            return ContractOutcome(
                accepted: !response.files.isEmpty, stateBefore: before, stateAfter: Self.state(env),
                message: "\(response.files.count) URLs", violated: response.files.isEmpty ? [] : nil)
        } catch {
            return ContractOutcome(
                accepted: false, stateBefore: before, stateAfter: Self.state(env), message: "\(error)",
                violated: ContractRefusals.downloadURL(error))
        }
    }

    static func state(_ env: AppEnvironment) -> JSONValue {
        var catalogue: [String: JSONValue] = [:]
        for row in env.backend.catalogue { catalogue[row.slug] = .bool(row.isPublished) }
        return .object(catalogue)
    }
}
