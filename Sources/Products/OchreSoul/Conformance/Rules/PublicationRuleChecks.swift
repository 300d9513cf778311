import Conformance
import OchreSoul

/// Rule checks of the content pipeline.
enum PublicationRuleChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { [noSkip(c)] }

    /// Neither the workflow nor the admin publish function publishes without an approved review.
    static func noSkip(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-PUBLICATION-NO-SKIP",
            covers: ["FEAT-CULT-001", "MOD-CONTENT-MUST-3", "MOD-CONTENT-MUSTNOT-2", "CLI-ARTWORK-PUBLISH", "JRN-P05", "FEAT-ADMIN-001", "MOD-CONTENT-MUST-4"],
            title: "publication cannot skip Validated or Approved; the admin publish function refuses an unapproved review"
        ) { () throws(RuleFailure) in
            var workflow = PublicationWorkflow(slug: "skip-art")
            try? workflow.generated(checksum: "abc")
            try expect((try? workflow.publish(reviewID: "r", checksum: "abc")) == nil && workflow.state == .generated, "publish from Generated was accepted")
            try expect((try? workflow.requestReview(reviewID: "r")) == nil, "review requested before validation")
            let env = AppEnvironment()
            let draft = SampleArtwork.make(id: "art-skip", slug: "skip-art", published: false)
            env.backend.addArtwork(draft.row, files: draft.files)
            let admin = c.adminServer(env.backend)
            var refused = false
            do {
                try admin.publish(slug: "skip-art", reviewID: "review-not-approved", version: 1, checksum: draft.row.checksum, adminToken: "admin-session")
            } catch {
                refused = true
            }
            try expect(refused, "the admin publish function accepted a review that is not approved")
            try expect(env.backend.catalogue.first { $0.slug == "skip-art" }?.isPublished == false, "an unreviewed artwork became visible")
            let cli = OandsCLI(fileSystem: env.fileSystem, admin: admin)
            let result = cli.run(["artwork", "publish", "--slug", "skip-art", "--review-id", "none", "--version", "1", "--admin-token", "admin-session"])
            try expect(result.exitCode != 0, "oands artwork publish succeeded without a review")
            try expect(cli.run(["artwork", "upload", "--bundle", "x", "--slug", "skip-art", "--service-role-key", "k"]).exitCode != 0, "oands accepted a service-role key")
        }
    }
}
