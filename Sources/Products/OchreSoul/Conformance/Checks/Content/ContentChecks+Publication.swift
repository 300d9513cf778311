import Conformance
import OchreSoul

/// Publication: no skipped step, no invalid bundle, no service-role key, re-publish, the admin functions.
extension ContentChecks {
    /// Neither the workflow nor the admin publish function publishes without an approved review.
    static func noSkip(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-PUBLICATION-NO-SKIP",
            covers: [
                "MOD-CONTENT-MUST-3", "MOD-CONTENT-MUSTNOT-2", "CLI-ARTWORK-PUBLISH", "FEAT-ADMIN-001", "FEAT-CULT-001",
            ],
            title:
                "publication cannot skip Validated or Approved; the admin publish function refuses an unapproved review"
        ) { context throws(RuleFailure) in
            // The states publication cannot skip, as the spec lists them; each is held below. Dropping one only
            // permits a skip, which an implementation may still refuse.
            let required = Set(try context.list("RULE-PUBLICATION-NO-SKIP", "requiredStates"))
            guard required.isSubset(of: ["Validated", "Approved"]) else {
                throw RuleFailure(
                    "RULE-PUBLICATION-NO-SKIP requiredStates \(required.sorted()) are not all states this check knows (Validated, Approved)"
                )
            }
            var workflow = PublicationWorkflow(slug: "skip-art")
            try? workflow.generated(checksum: "abc")
            try expect(
                required.isEmpty
                    || refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "r", checksum: "abc") }
                        == "publish.invalid_state" && workflow.state == .generated,
                "a publish from Generated (skipping Validated and Approved) is refused as an invalid state",
                proves: "MOD-CONTENT-MUSTNOT-2")
            if required.contains("Validated") {
                try expectEqual(
                    refusal { () throws(PublicationRefusal) in try workflow.requestReview(reviewID: "r") },
                    "request-review.invalid_state", "the refusal of a review request before validation")
            }
            let env = AppEnvironment()
            let draft = SampleArtwork.make(id: "art-skip", slug: "skip-art", published: false)
            env.backend.addArtwork(draft.row, files: draft.files)
            let admin = c.adminServer(env.backend)
            if required.contains("Approved") {
                try expectError(
                    RemoteError.rejected("review_not_approved"),
                    "the admin publish function refuses a review that is not approved (review_not_approved): no publish without cultural review approval",
                    proves: "MOD-CONTENT-MUST-3", "MOD-CONTENT-MUSTNOT-2", "FEAT-ADMIN-001", "FEAT-CULT-001"
                ) { () throws(RemoteError) in
                    try admin.publish(
                        slug: "skip-art", reviewID: "review-not-approved", version: 1, checksum: draft.row.checksum,
                        adminToken: "admin-session")
                }
            }
            try expect(
                env.backend.catalogue.first { $0.slug == "skip-art" }?.isPublished == false,
                "the unreviewed artwork stays invisible", proves: "MOD-CONTENT-MUSTNOT-2")
            let cli = OandsCLI(fileSystem: env.fileSystem, admin: admin)
            let result = cli.run([
                "artwork", "publish", "--slug", "skip-art", "--review-id", "none", "--version", "1", "--admin-token",
                "admin-session",
            ])
            try expect(
                result.exitCode != OandsCLI.ok && result.stdout.isEmpty
                    && env.backend.catalogue.first { $0.slug == "skip-art" }?.isPublished == false,
                "oands artwork publish refuses an artwork whose review is missing, and prints no published row",
                proves: "CLI-ARTWORK-PUBLISH")
            try expect(
                cli.run(["artwork", "upload", "--bundle", "x", "--slug", "skip-art", "--service-role-key", "k"])
                    .exitCode != 0, "oands accepted a service-role key")
        }
    }

    /// MOD-CONTENT-MUSTNOT-1 (§7.5 validator block): an invalid bundle is never published; the artwork stays a draft,
    /// through the CLI and through the admin publish function.
    static let publishNoInvalid = RuleCheck.expecting(
        "MOD-CONTENT-MUSTNOT-1", covers: ["EC-09"],
        title: "an invalid bundle fails validation, cannot be reviewed or published, and the artwork stays a draft"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-inv", slug: "inv-art", published: false)
        env.backend.addArtwork(sample.row, files: sample.files)
        let bad = corrupted(sample)
        guard let cli = staged(bad, slug: "inv-art", directory: "work/inv", in: env) else {
            throw RuleFailure("set-up failed")
        }
        let validation = cli.run(["bundle", "validate", "work/inv"])
        try expect(
            validation.exitCode != OandsCLI.ok && validation.stdout.contains("structure.checksum_mismatch")
                && cli.workflows["inv-art"]?.state == .validationFailed,
            "an invalid bundle fails validation, the operator getting the actionable error structure.checksum_mismatch",
            proves: "EC-09")
        try expect(
            cli.run(["artwork", "request-review", "--slug", "inv-art", "--reviewer", "cultural-review"]).exitCode
                != OandsCLI.ok, "an invalid bundle went to review")
        let publish = cli.run([
            "artwork", "publish", "--slug", "inv-art", "--review-id", "review-x", "--version", "1", "--admin-token",
            "admin-session",
        ])
        try expect(publish.exitCode != OandsCLI.ok, "oands refuses to publish the invalid bundle", proves: "EC-09")
        // The admin function itself refuses the invalid bundle even with an approved review on record.
        env.backend.approvedReviews["review-x"] = "inv-art"
        env.backend.bundles["inv-art@1"] = bad
        try expectError(
            RemoteError.rejected("validator_errors"),
            "the admin publish function re-validates and refuses the invalid bundle even with an approved review",
            proves: "EC-09"
        ) { () throws(RemoteError) in
            try env.backend.publish(
                slug: "inv-art", reviewID: "review-x", version: 1, checksum: SHA256.hex(bad["regions.bin.br"] ?? []),
                adminToken: "admin-session")
        }
        try expect(
            env.backend.catalogue.first { $0.slug == "inv-art" }?.isPublished == false,
            "the artwork with the invalid bundle stays a draft", proves: "EC-09")
    }

    /// MOD-CONTENT-MUSTNOT-3: the tooling never accepts a service-role credential, never echoes one, and its
    /// privileged calls go through the admin session.
    static let noServiceRole = RuleCheck.expecting(
        "MOD-CONTENT-MUSTNOT-3", covers: ["CLI-ARTWORK-UPLOAD", "MOD-CONTENT-MUST-4"],
        title:
            "oands refuses every service-role flag without echoing the secret or calling the backend; uploads use the admin session"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-key", slug: "key-art")
        guard let cli = staged(sample.files, slug: "key-art", directory: "work/key", in: env) else {
            throw RuleFailure("set-up failed")
        }
        // The bundle is approved and the admin session given, so only the credential flag can stop the upload.
        guard var workflow = cli.workflows["key-art"], let checksum = workflow.bundleChecksum else {
            throw RuleFailure("set-up failed")
        }
        try? workflow.validated(ValidationReport(entries: []), checksum: checksum)
        try? workflow.requestReview(reviewID: "review-key")
        try? workflow.reviewerApproves()
        cli.workflows["key-art"] = workflow
        let base = ["artwork", "upload", "--bundle", "work/key", "--slug", "key-art", "--admin-token", "admin-session"]
        let secret = "sr-secret-0042"
        for flag in ["--service-role-key", "--service-key", "--service-role"] {
            for args in [[flag, secret], ["\(flag)=\(secret)"]] {
                let result = cli.run(base + args)
                try expect(result.exitCode == OandsCLI.usage && result.stderr.contains(flag), "oands accepted \(flag)")
                try expect(!(result.stdout + result.stderr).contains(secret), "oands echoed the service-role secret")
            }
        }
        try expect((env.backend.calls[.adminUpload] ?? 0) == 0, "a refused command reached the backend")
        let upload = cli.run([
            "artwork", "upload", "--bundle", "work/key", "--slug", "key-art", "--admin-token", "admin-session",
        ])
        try expect(
            upload.exitCode == OandsCLI.ok && (env.backend.calls[.adminUpload] ?? 0) == 1
                && upload.stdout.contains("artwork-bundles/key-art/v1/regions.bin.br"),
            "the approved upload goes through the admin upload function with the admin session and prints the uploaded storage paths",
            proves: ["CLI-ARTWORK-UPLOAD", "MOD-CONTENT-MUST-4"])
        try expect(
            !(upload.stdout + upload.stderr).contains("admin-session"), "oands never prints the admin credential",
            proves: "CLI-ARTWORK-UPLOAD")
    }

    /// RULE-REPUBLISH: re-publishing an unpublished artwork needs the review still approved and the checksum matching.
    static let republish = RuleCheck.observing(
        "RULE-REPUBLISH", covers: [],
        title: "re-publish succeeds only while the review is still approved and the bundle checksum still matches"
    ) { context throws(RuleFailure) in
        // Both conditions are requirements: while the spec requires one, breaking it refuses the re-publish.
        let reviewApproved = try context.bool("RULE-REPUBLISH", "reviewApproved")
        let checksumMatches = try context.bool("RULE-REPUBLISH", "checksumMatches")
        guard var workflow = published(slug: "re-art", checksum: "c1", reviewID: "review-1") else {
            throw RuleFailure("set-up failed")
        }
        try? workflow.unpublish(reason: "seasonal rotation")
        try expect(workflow.state == .unpublished, "unpublish failed")
        try expect(
            !checksumMatches
                || refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-1", checksum: "c2")
                }
                    == "publish.checksum_mismatch" && workflow.state == .unpublished,
            "re-publish with a different checksum is refused as a checksum mismatch")
        try expect(
            refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-1", checksum: "c1") }
                == nil && workflow.state == .published, "a valid re-publish was refused")
        try? workflow.unpublish(reason: "cultural concern")
        workflow.revokeReview()
        try expect(
            !reviewApproved
                || refusal { () throws(PublicationRefusal) in try workflow.publish(reviewID: "review-1", checksum: "c1")
                }
                    == "publish.review_not_approved" && workflow.state == .unpublished,
            "re-publish under a review no longer approved is refused as not approved")
    }

    /// FEAT-ADMIN-001 / FEAT-API-005 / FEAT-DATA-006 / FEAT-CONT-002: admin functions refuse role failures, unapproved
    /// reviews and missing bundles without writing, log each call's coarse outcome, and succeed once corrected.
    static func adminFunctions(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-API-005", covers: ["FEAT-API-005", "FEAT-ADMIN-001", "FEAT-DATA-006", "FEAT-CONT-002", "API-ADMIN"],
            proves: [.success, .recovery, .observability],
            title:
                "admin functions: refused calls write nothing and are logged coarsely; corrected calls store the bundle and publish the catalogue row"
        ) { () throws(RuleFailure) in
            let env = AppEnvironment()
            let admin = c.adminServer(env.backend)
            let sample = SampleArtwork.make(id: "art-admin", slug: "admin-art", published: false)
            env.backend.catalogue.append(sample.row)
            func call(_ body: () throws(RemoteError) -> Void) -> RemoteError? { RemoteCall.error(body) }
            try expect(
                call { () throws(RemoteError) in
                    _ = try admin.upload(slug: "admin-art", version: 1, files: sample.files, adminToken: "service-role")
                } == .unauthorised && env.backend.bundles["admin-art@1"] == nil,
                "the admin upload function refuses a non-admin token (role failure) and stores nothing",
                proves: ["API-ADMIN", "FEAT-API-005", "FEAT-ADMIN-001"])
            try expect(
                call { () throws(RemoteError) in
                    try admin.publish(
                        slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum,
                        adminToken: "admin-session")
                } == .rejected("review_not_approved"),
                "the admin publish function refuses a review that is not approved (review_not_approved)",
                proves: ["API-ADMIN", "FEAT-API-005", "FEAT-ADMIN-001"])
            env.backend.approvedReviews["review-9"] = "admin-art"
            try expect(
                call { () throws(RemoteError) in
                    try admin.publish(
                        slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum,
                        adminToken: "admin-session")
                } == .rejected("missing_bundle"),
                "the admin publish function refuses a publish with no uploaded bundle (missing_bundle)",
                proves: ["API-ADMIN", "FEAT-API-005"])
            try expect(
                env.backend.catalogue.first { $0.slug == "admin-art" }?.isPublished == false,
                "refused publishes leave the artwork a draft", proves: ["FEAT-API-005", "FEAT-DATA-006"])
            let paths =
                (try? admin.upload(slug: "admin-art", version: 1, files: sample.files, adminToken: "admin-session"))
                ?? []
            try expect(
                paths.contains("artwork-bundles/admin-art/v1/regions.bin.br")
                    && env.backend.bundles["admin-art@1"] == sample.files,
                "the admin upload stores the bundle and returns its storage paths",
                proves: ["API-ADMIN", "FEAT-CONT-002", "FEAT-DATA-006", "FEAT-ADMIN-001"])
            try expect(
                call { () throws(RemoteError) in
                    try admin.publish(
                        slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum,
                        adminToken: "admin-session")
                } == nil && env.backend.catalogue.first { $0.slug == "admin-art" }?.isPublished == true,
                "with the review approved and the bundle uploaded, the admin publish makes the catalogue row visible",
                proves: ["API-ADMIN", "FEAT-API-005", "FEAT-ADMIN-001", "FEAT-DATA-006", "FEAT-CONT-002"])
            let log = env.backend.functionLog.map { "\($0.function):\($0.outcome)" }
            let expected = [
                "admin-upload:role_failure", "admin-publish:review_not_approved", "admin-publish:missing_bundle",
                "admin-upload:ok", "admin-publish:ok",
            ]
            try expectEqual(
                log, expected, "the function log (each call's coarse outcome, in order)", proves: "FEAT-API-005")
            try expect(
                !log.contains { $0.contains("admin-session") || $0.contains("service-role") },
                "no token reaches the function log", proves: "FEAT-API-005")
        }
    }
}
