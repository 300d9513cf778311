import Conformance
import Foundation
import OchreSoul

/// Review: warning sign-off, material revisions and cultural review.
extension ContentChecks {
    /// RULE-WARNING-SIGN-OFF / MOD-CONTENT-MUST-2: warnings proceed only with a recorded sign-off, errors block, and
    /// the report with its warnings and errors is recorded on the publication record.
    static let warningSignOff = RuleCheck.expecting(
        "RULE-WARNING-SIGN-OFF", covers: ["MOD-CONTENT-MUST-2"],
        title: "validator warnings need a recorded sign-off, errors block publish, and both are recorded"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        // A single region uses one of four colours: three unused-colour warnings, no errors.
        let warned = SampleArtwork.make(id: "art-warn", slug: "warn-art", columns: 1, rows: 1)
        guard let cli = staged(warned.files, slug: "warn-art", directory: "work/warn", in: env) else {
            throw RuleFailure("set-up failed")
        }
        let unsigned = cli.run(["bundle", "validate", "work/warn"])
        try expect(
            unsigned.exitCode == OandsCLI.ok && unsigned.stdout.contains("\"warn\""),
            "the validator did not report the warnings")
        try expect(cli.workflows["warn-art"]?.state == .generated, "warnings proceeded without a sign-off")
        let signed = cli.run(["bundle", "validate", "work/warn", "--sign-off", "Lead Artist"])
        guard let record = cli.workflows["warn-art"] else { throw RuleFailure("no publication record") }
        try expect(signed.exitCode == OandsCLI.ok && record.state == .validated, "signed-off warnings did not proceed")
        try expect(
            record.warningSignOff == "Lead Artist"
                && (record.report?.warnings ?? []).filter({ $0.code == "palette.unused_colour" }).count == 3,
            "the sign-off or the warnings were not recorded")

        var errored = PublicationWorkflow(slug: "err-art")
        let report = ValidationReport(entries: [
            ValidationEntry(.error, "geometry.tiny_region", "region 3 is too small"),
            ValidationEntry(.warn, "palette.unused_colour", "colour 4 unused"),
        ])
        try? errored.generated(checksum: "c1")
        try? errored.validated(report, checksum: "c1")
        // A sign-off of the reported warnings must not carry a bundle with errors any further.
        try? errored.signOffWarnings(by: "Lead Artist")
        try expect(
            errored.state == .validationFailed && errored.report?.errors.count == 1
                && errored.report?.warnings.count == 1, "errors were not recorded as a validation failure")
        try expect(
            (try? errored.requestReview(reviewID: "r")) == nil
                && (try? errored.publish(reviewID: "r", checksum: "c1")) == nil,
            "a bundle with errors moved towards publish despite a sign-off")
    }

    /// RULE-MATERIAL-REVISION: a material revision goes back through Generated → Validated → ReviewRequested (and a
    /// fresh approval) before it can publish again.
    static let materialRevision = RuleCheck.expecting(
        "RULE-MATERIAL-REVISION", covers: ["FEAT-CONT-002", "FEAT-CULT-001"],
        title:
            "a materially revised artwork must pass Generated, Validated and ReviewRequested again before it publishes"
    ) { () throws(RuleFailure) in
        guard var workflow = published(slug: "rev-art", checksum: "c1", reviewID: "review-1") else {
            throw RuleFailure("set-up failed")
        }
        try? workflow.unpublish(reason: "material revision")
        try? workflow.generated(checksum: "c2")
        try expect(
            workflow.state == .generated && !workflow.reviewApproved,
            "the revision did not return to Generated without its old approval")
        for (label, attempt) in [("the old review", ("review-1", "c2")), ("the old bundle", ("review-1", "c1"))] {
            try expect(
                (try? workflow.publish(reviewID: attempt.0, checksum: attempt.1)) == nil,
                "the revision published from Generated with \(label)")
        }
        try expect((try? workflow.requestReview(reviewID: "review-2")) == nil, "the revision skipped Validated")
        try? workflow.validated(
            ValidationReport(entries: [ValidationEntry(.pass, "structure.files", "ok")]), checksum: "c2")
        try expect(
            workflow.state == .validated && (try? workflow.publish(reviewID: "review-1", checksum: "c2")) == nil,
            "the revision published from Validated")
        try? workflow.requestReview(reviewID: "review-2")
        try expect(
            workflow.state == .reviewRequested && (try? workflow.publish(reviewID: "review-2", checksum: "c2")) == nil,
            "the revision published without a fresh approval")
        try? workflow.reviewerApproves()
        try? workflow.uploaded(checksum: "c2")
        try? workflow.previewed()
        try expect(
            (try? workflow.publish(reviewID: "review-1", checksum: "c2")) == nil,
            "the revision published under the old review")
        try expect(
            (try? workflow.publish(reviewID: "review-2", checksum: "c2")) != nil && workflow.state == .published,
            "the re-reviewed revision could not publish")
    }

    /// FEAT-CULT-001 (JRN-A07): the reviewer's request for changes needs notes, reaches the operator, keeps the
    /// draft unpublished and blocks publish; the revised bundle is approved and publishes. The blocked steps are
    /// coarse error signals and the review notes reach no signal, event or function log (MOD-OBSERVABILITY-MUSTNOT-2).
    static func culturalReview(_ c: OchreSoulComponents, wiring: Wiring = .reference) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-CULT-001", covers: ["FEAT-CULT-001", "MOD-OBSERVABILITY-MUSTNOT-2"],
            proves: [.success, .recovery, .observability],
            title:
                "a review that requests changes with notes keeps the draft unpublished; the revision is approved and publishes; notes never reach signals or events"
        ) { context throws(RuleFailure) in
            let env = AppEnvironment()
            let cli = wiring.cli(env, c.adminServer(env.backend))
            let slug = "cult-art"
            let notes = "The emu dreaming motif is sacred: consult the Elders before showing it"
            let mark = ObservedFlow.mark(env)
            _ = generate(cli, env, slug: slug, paths: paths(), dir: "src/v1", out: "out/v1")
            _ = cli.run(["bundle", "validate", "out/v1"])
            _ = cli.run(["artwork", "request-review", "--slug", slug, "--reviewer", "cultural-review"])
            try expect(cli.workflows[slug]?.state == .reviewRequested, "set-up: the artwork is not under review")
            let silent = cli.review(slug: slug, decision: .requestChanges(notes: "  "))
            try expect(
                silent.exitCode != OandsCLI.ok && cli.workflows[slug]?.state == .reviewRequested,
                "changes were requested without notes")
            let rejected = cli.review(slug: slug, decision: .requestChanges(notes: notes))
            try expect(
                rejected.exitCode == OandsCLI.ok && rejected.stdout.contains(notes)
                    && cli.workflows[slug]?.reviewerNotes == notes, "the operator does not see the reviewer notes")
            try expect(
                cli.workflows[slug]?.state == .changesRequested, "the rejected artwork is not in ChangesRequested")
            let early = cli.run([
                "artwork", "publish", "--slug", slug, "--review-id", cli.workflows[slug]?.reviewID ?? "none",
                "--version", "1", "--admin-token", "admin-session",
            ])
            try expect(
                early.exitCode != OandsCLI.ok && !env.backend.catalogue.contains { $0.slug == slug && $0.isPublished },
                "the rejected draft published")

            _ = generate(cli, env, slug: slug, paths: paths(wide: 101), dir: "src/v2", out: "out/v2")
            _ = cli.run(["bundle", "validate", "out/v2"])
            _ = cli.run(["artwork", "request-review", "--slug", slug, "--reviewer", "cultural-review"])
            let approved = cli.review(slug: slug, decision: .approve)
            guard approved.exitCode == OandsCLI.ok, let reviewID = cli.workflows[slug]?.reviewID else {
                throw RuleFailure("the revision could not be approved: \(approved.stderr)")
            }
            env.backend.approvedReviews[reviewID] = slug
            _ = cli.run(["artwork", "upload", "--bundle", "out/v2", "--slug", slug, "--admin-token", "admin-session"])
            _ = cli.run(["artwork", "preview", "--slug", slug])
            let published = cli.run([
                "artwork", "publish", "--slug", slug, "--review-id", reviewID, "--version", "1", "--admin-token",
                "admin-session",
            ])
            try expect(
                published.exitCode == OandsCLI.ok
                    && env.backend.catalogue.contains { $0.slug == slug && $0.isPublished },
                "the approved revision did not publish: \(published.stderr)")

            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "content", reason: "review_notes_required"),
                    (area: "content", reason: "review_changes_requested"),
                    (area: "content", reason: "publish_invalid_state"),
                ])
            let recorded =
                ObservedFlow.signals(env, since: mark).flatMap { [$0.area, $0.reason] }
                + env.backend.functionLog.flatMap { [$0.function, $0.outcome] }
                + ObservedFlow.events(env, since: mark).flatMap { $0.payload.values.map(\.description) }
            try expect(
                !recorded.contains {
                    $0.localizedCaseInsensitiveContains("emu") || $0.localizedCaseInsensitiveContains("elders")
                }, "review notes reached a signal, event or log")
        }
    }
}
