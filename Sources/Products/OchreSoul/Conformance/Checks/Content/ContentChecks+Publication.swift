import Conformance
import OchreSoul

/// Publication: no skipped step, no invalid bundle, no service-role key, re-publish, the admin functions.
extension ContentChecks {
    /// Neither the workflow nor the admin publish function publishes without an approved review.
    static func noSkip(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-PUBLICATION-NO-SKIP",
            covers: [
                "FEAT-CULT-001", "MOD-CONTENT-MUST-3", "MOD-CONTENT-MUSTNOT-2", "CLI-ARTWORK-PUBLISH", "JRN-P05",
                "FEAT-ADMIN-001", "MOD-CONTENT-MUST-4",
            ],
            title:
                "publication cannot skip Validated or Approved; the admin publish function refuses an unapproved review"
        ) { () throws(RuleFailure) in
            var workflow = PublicationWorkflow(slug: "skip-art")
            try? workflow.generated(checksum: "abc")
            try expect(
                (try? workflow.publish(reviewID: "r", checksum: "abc")) == nil && workflow.state == .generated,
                "publish from Generated was accepted")
            try expect((try? workflow.requestReview(reviewID: "r")) == nil, "review requested before validation")
            let env = AppEnvironment()
            let draft = SampleArtwork.make(id: "art-skip", slug: "skip-art", published: false)
            env.backend.addArtwork(draft.row, files: draft.files)
            let admin = c.adminServer(env.backend)
            var refused = false
            do {
                try admin.publish(
                    slug: "skip-art", reviewID: "review-not-approved", version: 1, checksum: draft.row.checksum,
                    adminToken: "admin-session")
            } catch {
                refused = true
            }
            try expect(refused, "the admin publish function accepted a review that is not approved")
            try expect(
                env.backend.catalogue.first { $0.slug == "skip-art" }?.isPublished == false,
                "an unreviewed artwork became visible")
            let cli = OandsCLI(fileSystem: env.fileSystem, admin: admin)
            let result = cli.run([
                "artwork", "publish", "--slug", "skip-art", "--review-id", "none", "--version", "1", "--admin-token",
                "admin-session",
            ])
            try expect(result.exitCode != 0, "oands artwork publish succeeded without a review")
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
        try expect(
            cli.run(["bundle", "validate", "work/inv"]).exitCode != OandsCLI.ok, "the invalid bundle passed validation")
        try expect(
            cli.workflows["inv-art"]?.state == .validationFailed, "the invalid bundle did not reach ValidationFailed")
        try expect(
            cli.run(["artwork", "request-review", "--slug", "inv-art", "--reviewer", "cultural-review"]).exitCode
                != OandsCLI.ok, "an invalid bundle went to review")
        let publish = cli.run([
            "artwork", "publish", "--slug", "inv-art", "--review-id", "review-x", "--version", "1", "--admin-token",
            "admin-session",
        ])
        try expect(publish.exitCode != OandsCLI.ok, "oands published an invalid bundle")
        // The admin function itself refuses the invalid bundle even with an approved review on record.
        env.backend.approvedReviews["review-x"] = "inv-art"
        env.backend.bundles["inv-art@1"] = bad
        let refused = RemoteCall.error { () throws(RemoteError) in
            try env.backend.publish(
                slug: "inv-art", reviewID: "review-x", version: 1, checksum: SHA256.hex(bad["regions.bin.br"] ?? []),
                adminToken: "admin-session")
        }
        try expect(refused != nil, "the admin publish function published an invalid bundle")
        try expect(
            env.backend.catalogue.first { $0.slug == "inv-art" }?.isPublished == false, "the invalid artwork left draft"
        )
    }

    /// MOD-CONTENT-MUSTNOT-3: the tooling never accepts a service-role credential, never echoes one, and its
    /// privileged calls go through the admin session.
    static let noServiceRole = RuleCheck.expecting(
        "MOD-CONTENT-MUSTNOT-3", covers: ["CLI-ARTWORK-UPLOAD"],
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
            upload.exitCode == OandsCLI.ok && (env.backend.calls[.adminUpload] ?? 0) == 1,
            "an approved upload with the admin session failed: \(upload.stderr)")
        try expect(!(upload.stdout + upload.stderr).contains("admin-session"), "oands printed the admin credential")
    }

    /// RULE-REPUBLISH: re-publishing an unpublished artwork needs the review still approved and the checksum matching.
    static let republish = RuleCheck.expecting(
        "RULE-REPUBLISH", covers: [],
        title: "re-publish succeeds only while the review is still approved and the bundle checksum still matches"
    ) { () throws(RuleFailure) in
        guard var workflow = published(slug: "re-art", checksum: "c1", reviewID: "review-1") else {
            throw RuleFailure("set-up failed")
        }
        try? workflow.unpublish(reason: "seasonal rotation")
        try expect(workflow.state == .unpublished, "unpublish failed")
        try expect(
            (try? workflow.publish(reviewID: "review-1", checksum: "c2")) == nil && workflow.state == .unpublished,
            "re-publish accepted a different checksum")
        try expect(
            (try? workflow.publish(reviewID: "review-1", checksum: "c1")) != nil && workflow.state == .published,
            "a valid re-publish was refused")
        try? workflow.unpublish(reason: "cultural concern")
        workflow.revokeReview()
        try expect(
            (try? workflow.publish(reviewID: "review-1", checksum: "c1")) == nil && workflow.state == .unpublished,
            "re-publish accepted a review no longer approved")
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
                } == .unauthorised, "upload accepted a non-admin token")
            try expect(env.backend.bundles["admin-art@1"] == nil, "a refused upload stored objects")
            try expect(
                call { () throws(RemoteError) in
                    try admin.publish(
                        slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum,
                        adminToken: "admin-session")
                } == .rejected("review_not_approved"), "publish without an approved review was not refused")
            env.backend.approvedReviews["review-9"] = "admin-art"
            try expect(
                call { () throws(RemoteError) in
                    try admin.publish(
                        slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum,
                        adminToken: "admin-session")
                } == .rejected("missing_bundle"), "publish without an uploaded bundle was not refused")
            try expect(
                env.backend.catalogue.first { $0.slug == "admin-art" }?.isPublished == false,
                "a refused publish made the artwork visible")
            let paths =
                (try? admin.upload(slug: "admin-art", version: 1, files: sample.files, adminToken: "admin-session"))
                ?? []
            try expect(
                paths.contains("artwork-bundles/admin-art/v1/regions.bin.br"),
                "the retried upload returned no storage paths")
            try expect(
                call { () throws(RemoteError) in
                    try admin.publish(
                        slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum,
                        adminToken: "admin-session")
                } == nil, "the corrected publish failed")
            try expect(
                env.backend.catalogue.first { $0.slug == "admin-art" }?.isPublished == true,
                "the published row is not visible")
            let log = env.backend.functionLog.map { "\($0.function):\($0.outcome)" }
            let expected = [
                "admin-upload:role_failure", "admin-publish:review_not_approved", "admin-publish:missing_bundle",
                "admin-upload:ok", "admin-publish:ok",
            ]
            try expect(log == expected, "function log \(log) is not the coarse outcome of each call")
            try expect(
                !log.contains { $0.contains("admin-session") || $0.contains("service-role") },
                "a token reached the function log")
        }
    }
}
