import Conformance
import Foundation
import OchreSoul

/// Review: warning sign-off, material revisions and cultural review.
extension ContentChecks {
    /// RULE-WARNING-SIGN-OFF / MOD-CONTENT-MUST-2: warnings proceed only with a recorded sign-off, errors block, and
    /// the report with its warnings and errors is recorded on the publication record.
    static let warningSignOff = RuleCheck.observing(
        "RULE-WARNING-SIGN-OFF", covers: ["MOD-CONTENT-MUST-2"],
        title: "validator warnings need a recorded sign-off, errors block publish, and both are recorded"
    ) { context throws(RuleFailure) in
        let needSignOff = try context.bool("RULE-WARNING-SIGN-OFF", "warningsNeedSignOff")
        let errorsBlock = try context.bool("RULE-WARNING-SIGN-OFF", "errorsBlock")
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
        try expect(
            (cli.workflows["warn-art"]?.state == .generated) == needSignOff, "warnings proceeded without a sign-off")
        let signed = cli.run(["bundle", "validate", "work/warn", "--sign-off", "Lead Artist"])
        guard let record = cli.workflows["warn-art"] else { throw RuleFailure("no publication record") }
        try expect(signed.exitCode == OandsCLI.ok && record.state == .validated, "signed-off warnings did not proceed")
        try expect(
            record.warningSignOff == "Lead Artist"
                && (record.report?.warnings ?? []).filter({ $0.code == "palette.unused_colour" }).count == 3,
            "the publication record keeps the validator's warnings and who signed them off",
            proves: "MOD-CONTENT-MUST-2")

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
                && errored.report?.warnings.count == 1,
            "a report with errors is recorded, errors and warnings, as a validation failure",
            proves: "MOD-CONTENT-MUST-2")
        try expect(
            (refusal { () throws(PublicationRefusal) in try errored.requestReview(reviewID: "r") }
                == "review.validator_errors"
                && refusal { () throws(PublicationRefusal) in try errored.publish(reviewID: "r", checksum: "c1") }
                    == "publish.invalid_state")
                == errorsBlock,
            "despite a sign-off, a bundle with validator errors is refused review (validator errors) and publish")
    }

    /// RULE-MATERIAL-REVISION: a material revision goes back through Generated → Validated → ReviewRequested (and a
    /// fresh approval) before it can publish again.
    static let materialRevision = RuleCheck.observing(
        "RULE-MATERIAL-REVISION", covers: ["FEAT-CONT-002", "FEAT-CULT-001"],
        title:
            "a materially revised artwork must pass Generated, Validated and ReviewRequested again before it publishes"
    ) { context throws(RuleFailure) in
        let path = try context.list("RULE-MATERIAL-REVISION", "path")
        var visited: [PublicationState] = []
        guard var workflow = published(slug: "rev-art", checksum: "c1", reviewID: "review-1") else {
            throw RuleFailure("set-up failed")
        }
        try? workflow.unpublish(reason: "material revision")
        try? workflow.generated(checksum: "c2")
        visited.append(workflow.state)
        try expect(
            workflow.state == .generated && !workflow.reviewApproved,
            "a material revision returns the artwork to Generated without its old approval", proves: "FEAT-CULT-001")
        for (label, attempt) in [("the old review", ("review-1", "c2")), ("the old bundle", ("review-1", "c1"))] {
            try expectEqual(
                refusal { () throws(PublicationRefusal) in
                    try workflow.publish(reviewID: attempt.0, checksum: attempt.1)
                },
                "publish.invalid_state", "the refusal of a publish from Generated with \(label)")
        }
        try expectEqual(
            refusal { () throws(PublicationRefusal) in try workflow.requestReview(reviewID: "review-2") },
            "request-review.invalid_state", "the refusal of a review request that skips Validated")
        try? workflow.validated(
            ValidationReport(entries: [ValidationEntry(.pass, "structure.files", "ok")]), checksum: "c2")
        visited.append(workflow.state)
        try expect(
            workflow.state == .validated
                && refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-1", checksum: "c2")
                }
                    == "publish.invalid_state",
            "the revision is refused publish from Validated")
        try? workflow.requestReview(reviewID: "review-2")
        visited.append(workflow.state)
        // The states the revision passed, as the spec names them (`ReviewRequested` is `reviewRequested`).
        try expectEqual(
            visited.map { "\($0)".lowercased() }, path.map { $0.lowercased() },
            "the states a material revision passes again before it can publish", proves: "FEAT-CONT-002")
        try expect(
            workflow.state == .reviewRequested
                && refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-2", checksum: "c2")
                }
                    == "publish.invalid_state",
            "under review again, the revision cannot publish before a fresh approval", proves: "FEAT-CULT-001")
        try? workflow.reviewerApproves()
        try? workflow.uploaded(checksum: "c2")
        try? workflow.previewed()
        try expectEqual(
            refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-1", checksum: "c2") },
            "publish.review_missing", "the refusal of a publish of the revision under its old review",
            proves: "FEAT-CULT-001")
        try expect(
            refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-2", checksum: "c2") }
                == nil && workflow.state == .published,
            "the re-generated, re-validated and re-approved revision publishes",
            proves: ["FEAT-CONT-002", "FEAT-CULT-001"])
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
                "a request for changes without notes is refused; the artwork stays under review",
                proves: "FEAT-CULT-001")
            let rejected = cli.review(slug: slug, decision: .requestChanges(notes: notes))
            try expect(
                rejected.exitCode == OandsCLI.ok && rejected.stdout.contains(notes)
                    && cli.workflows[slug]?.reviewerNotes == notes
                    && cli.workflows[slug]?.state == .changesRequested,
                "the reviewer's request for changes, with notes, reaches the operator and moves the artwork to ChangesRequested",
                proves: "FEAT-CULT-001")
            let early = cli.run([
                "artwork", "publish", "--slug", slug, "--review-id", cli.workflows[slug]?.reviewID ?? "none",
                "--version", "1", "--admin-token", "admin-session",
            ])
            try expect(
                early.exitCode != OandsCLI.ok && !env.backend.catalogue.contains { $0.slug == slug && $0.isPublished },
                "while changes are requested the draft cannot publish and stays unpublished", proves: "FEAT-CULT-001")

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
                "the revision, once approved, publishes", proves: ["FEAT-CULT-001"],
                detail: "the approved revision did not publish: \(published.stderr)")

            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-CULT-001"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "content", reason: "review_notes_required"),
                    (area: "content", reason: "review_changes_requested"),
                    (area: "content", reason: "publish_invalid_state"),
                ], proves: ["FEAT-CULT-001"])
            let recorded =
                ObservedFlow.signals(env, since: mark).flatMap { [$0.area, $0.reason] }
                + env.backend.functionLog.flatMap { [$0.function, $0.outcome] }
                + ObservedFlow.events(env, since: mark).flatMap { $0.payload.values.map(\.description) }
            try expect(
                !recorded.isEmpty
                    && !recorded.contains {
                        $0.localizedCaseInsensitiveContains("emu") || $0.localizedCaseInsensitiveContains("elders")
                    }, "the sensitive review notes reach no error signal, analytics event or function log",
                proves: ["MOD-OBSERVABILITY-MUSTNOT-2", "FEAT-CULT-001"])
        }
    }
}
