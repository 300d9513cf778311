import Conformance
import OchreSoul

/// An artwork taken through every publication step, with the `oands` that published it.
enum PublicationFixtures {
    /// An artwork published through every publication step (validated, reviewed, approved, uploaded,
    /// previewed), with its catalogue row and storage objects in the backend and its record in `oands`.
    static func publishedRecord(_ c: OchreSoulComponents) -> (AppEnvironment, OandsCLI, String)? {
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-unpub", slug: "unpub")
        env.backend.addArtwork(sample.row, files: sample.files)
        let checksum = sample.row.checksum
        var record = PublicationWorkflow(slug: sample.row.slug)
        do {
            try record.generated(checksum: checksum)
            try record.validated(
                ValidationReport(entries: [ValidationEntry(.pass, "bundle.structure", "bundle structure is valid")]),
                checksum: checksum)
            try record.requestReview(reviewID: "review-1")
            try record.reviewerApproves()
            try record.uploaded(checksum: checksum)
            try record.previewed()
            try record.publish(reviewID: "review-1", checksum: checksum)
        } catch {
            return nil
        }
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: c.adminServer(env.backend))
        cli.workflows[sample.row.slug] = record
        return (env, cli, sample.row.slug)
    }
}
