import Conformance
import OchreSoul
import SpecModel

/// Drives `publication` through `PublicationFlow` (the `oands` CLI, generator, validator, workflow, admin
/// functions). The state reported is `flow.phase.rawValue`; the output `warningsSignedOff` is whether the workflow
/// record holds a warning sign-off.
///
/// The validator's outcome is decided by the bundle, which exists before the stimulus arrives: an error is
/// produced by removing a required file from the generated bundle; a warning-only report (`validator.warned`)
/// is handed to the real `PublicationWorkflow`, whose warning and sign-off rules decide the state.
struct PublicationSubject: ConformanceSubject {
    static let machine = "publication"
    static let signer = "content-lead"

    private var flow: PublicationFlow?

    mutating func reset(context: JSONValue) throws {
        let ctx = ContextReader(context, machine: Self.machine)
        try ctx.require("hasWarnings", equals: false, because: "warnings come from validator.warned")
        try ctx.require("warningsSignedOff", equals: false, because: "sign-off comes from warnings.signed.off")
        try ctx.require("reviewApproved", equals: false, because: "approval comes from reviewer.approved")
        try ctx.require("checksumMatches", equals: true, because: "a mismatch comes from checksum.mismatch")
        flow = PublicationFlow()
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        guard let flow else { throw SubjectError("publication: not reset") }
        let directory = "out/\(flow.slug)"
        switch stimulus.event {
        case "generator.succeeded", "content.revised", "material.revision": flow.generate()
        case "generator.failed":
            _ = flow.cli.run([
                "bundle", "generate", "--vector", "src/missing-vector.json", "--metadata", "src/meta.json", "--palette",
                "src/palette.json", "--out", directory,
            ])
        case "validator.passed": flow.validate()
        case "validator.error":
            flow.env.fileSystem.remove(directory + "/version.txt")
            flow.validate()
        case "validator.warned":
            guard var workflow = flow.workflow, let checksum = workflow.bundleChecksum else { break }
            let report = ValidationReport(entries: [
                ValidationEntry(
                    .warn, "geometry.small_region", "region 2 is small; confirm snap assistance is acceptable"),
                ValidationEntry(.pass, "structure.files", "all required files present"),
            ])
            if (try? workflow.validated(report, checksum: checksum)) != nil || workflow.report != nil {
                flow.cli.workflows[flow.slug] = workflow
            }
        case "warnings.signed.off":
            guard var workflow = flow.workflow else { break }
            if (try? workflow.signOffWarnings(by: Self.signer)) != nil { flow.cli.workflows[flow.slug] = workflow }
        case "bundle.fixed":
            flow.fixBundle()
            flow.generate()
        case "review.requested": flow.requestReview()
        case "reviewer.rejected": flow.reviewerRejects()
        case "reviewer.approved": flow.reviewerApproves()
        case "upload.succeeded": flow.upload()
        case "upload.failed":
            flow.failUpload()
            flow.upload()
        case "preview.passed": flow.preview()
        case "publish.requested", "republish.requested": flow.publish()
        case "checksum.mismatch": flow.tamperBundle()
        case "unpublish.succeeded": flow.unpublish()
        case "unpublish.failed":
            flow.env.backend.inject(.server, on: .adminUnpublish)
            flow.unpublish()
        default:
            throw SubjectError(
                "adapter gap: publication stimulus '\(stimulus.event)' has no counterpart in the implementation")
        }
        return Observation(states: [Self.machine: flow.phase.rawValue], outputs: Self.outputs(flow))
    }

    func observeReset() -> Observation? {
        guard let flow else { return nil }
        return Observation(states: [Self.machine: flow.phase.rawValue], outputs: Self.outputs(flow))
    }

    /// What the workflow record shows: whether a warning sign-off is recorded (`warningsSignedOff`).
    private static func outputs(_ flow: PublicationFlow) -> [String: JSONValue] {
        ["warningsSignedOff": .bool(flow.workflow?.warningSignOff != nil)]
    }
}
