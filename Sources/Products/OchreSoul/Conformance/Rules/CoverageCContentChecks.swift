import Conformance
import OchreSoul

/// Rule checks of the Content pipeline module (§7.2, §7.3.4, §7.5 validator block, §7.6.3).
enum CoverageCContentChecks {
    static let all: [RuleCheck] = [validateBundles, publishNoInvalid, noServiceRole, warningSignOff, republish, materialRevision]

    /// A bundle written to `directory` in the CLI's file system, with its workflow in Generated.
    static func staged(_ files: [String: [UInt8]], slug: String, directory: String, in env: AppEnvironment) -> OandsCLI? {
        for (name, bytes) in files { try? env.fileSystem.write(directory + "/" + name, bytes) }
        guard let payload = files["regions.bin.br"] else { return nil }
        var workflow = PublicationWorkflow(slug: slug)
        guard (try? workflow.generated(checksum: SHA256.hex(payload))) != nil else { return nil }
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: env.backend)
        cli.workflows[slug] = workflow
        return cli
    }

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
            try workflow.validated(ValidationReport(entries: [ValidationEntry(.pass, "structure.files", "ok")]), checksum: checksum)
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

    /// MOD-CONTENT-MUST-1: `oands bundle validate` accepts a sound bundle and rejects missing files, a damaged
    /// payload and inconsistent metadata with a non-zero exit and an error entry each.
    static let validateBundles = RuleCheck.expecting(
        "MOD-CONTENT-MUST-1", covers: ["FEAT-CONT-003", "CLI-BUNDLE-VALIDATE"],
        title: "the validator passes a sound bundle and rejects missing files, a damaged payload and inconsistent metadata"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-val", slug: "val-art")
        guard let cli = staged(sample.files, slug: "val-art", directory: "work/good", in: env) else { throw RuleFailure("set-up failed") }
        let good = cli.run(["bundle", "validate", "work/good"])
        try expect(good.exitCode == OandsCLI.ok && !good.stdout.contains("\"error\""), "a sound bundle failed validation: \(good.stderr)")
        try expect(cli.workflows["val-art"]?.state == .validated, "a sound bundle did not reach Validated")
        var missing = sample.files
        missing.removeValue(forKey: "preview.webp")
        var badVersion = sample.files
        badVersion["version.txt"] = Array("7\n".utf8)
        let cases: [(String, [String: [UInt8]], String)] = [
            ("missing", missing, "structure.missing_file"), ("damaged", corrupted(sample), "structure.checksum_mismatch"),
            ("version", badVersion, "metadata.version_mismatch"),
        ]
        for (name, files, code) in cases {
            for (file, bytes) in files { try? env.fileSystem.write("work/\(name)/\(file)", bytes) }
            let result = cli.run(["bundle", "validate", "work/\(name)"])
            try expect(result.exitCode != OandsCLI.ok && result.stdout.contains(code), "the \(name) bundle was not rejected with \(code)")
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
        guard let cli = staged(bad, slug: "inv-art", directory: "work/inv", in: env) else { throw RuleFailure("set-up failed") }
        try expect(cli.run(["bundle", "validate", "work/inv"]).exitCode != OandsCLI.ok, "the invalid bundle passed validation")
        try expect(cli.workflows["inv-art"]?.state == .validationFailed, "the invalid bundle did not reach ValidationFailed")
        try expect(cli.run(["artwork", "request-review", "--slug", "inv-art", "--reviewer", "cultural-review"]).exitCode != OandsCLI.ok, "an invalid bundle went to review")
        let publish = cli.run(["artwork", "publish", "--slug", "inv-art", "--review-id", "review-x", "--version", "1", "--admin-token", "admin-session"])
        try expect(publish.exitCode != OandsCLI.ok, "oands published an invalid bundle")
        // The admin function itself refuses the invalid bundle even with an approved review on record.
        env.backend.approvedReviews["review-x"] = "inv-art"
        env.backend.bundles["inv-art@1"] = bad
        let refused = RuleCheckSupport.error { () throws(RemoteError) in
            try env.backend.publish(slug: "inv-art", reviewID: "review-x", version: 1, checksum: SHA256.hex(bad["regions.bin.br"] ?? []), adminToken: "admin-session")
        }
        try expect(refused != nil, "the admin publish function published an invalid bundle")
        try expect(env.backend.catalogue.first { $0.slug == "inv-art" }?.isPublished == false, "the invalid artwork left draft")
    }

    /// MOD-CONTENT-MUSTNOT-3: the tooling never accepts a service-role credential, never echoes one, and its
    /// privileged calls go through the admin session.
    static let noServiceRole = RuleCheck.expecting(
        "MOD-CONTENT-MUSTNOT-3", covers: ["CLI-ARTWORK-UPLOAD"],
        title: "oands refuses every service-role flag without echoing the secret or calling the backend; uploads use the admin session"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-key", slug: "key-art")
        guard let cli = staged(sample.files, slug: "key-art", directory: "work/key", in: env) else { throw RuleFailure("set-up failed") }
        // The bundle is approved and the admin session given, so only the credential flag can stop the upload.
        guard var workflow = cli.workflows["key-art"], let checksum = workflow.bundleChecksum else { throw RuleFailure("set-up failed") }
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
        let upload = cli.run(["artwork", "upload", "--bundle", "work/key", "--slug", "key-art", "--admin-token", "admin-session"])
        try expect(upload.exitCode == OandsCLI.ok && (env.backend.calls[.adminUpload] ?? 0) == 1, "an approved upload with the admin session failed: \(upload.stderr)")
        try expect(!(upload.stdout + upload.stderr).contains("admin-session"), "oands printed the admin credential")
    }

    /// RULE-WARNING-SIGN-OFF / MOD-CONTENT-MUST-2: warnings proceed only with a recorded sign-off, errors block, and
    /// the report with its warnings and errors is recorded on the publication record.
    static let warningSignOff = RuleCheck.expecting(
        "RULE-WARNING-SIGN-OFF", covers: ["MOD-CONTENT-MUST-2"],
        title: "validator warnings need a recorded sign-off, errors block publish, and both are recorded"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        // A single region uses one of four colours: three unused-colour warnings, no errors.
        let warned = SampleArtwork.make(id: "art-warn", slug: "warn-art", columns: 1, rows: 1)
        guard let cli = staged(warned.files, slug: "warn-art", directory: "work/warn", in: env) else { throw RuleFailure("set-up failed") }
        let unsigned = cli.run(["bundle", "validate", "work/warn"])
        try expect(unsigned.exitCode == OandsCLI.ok && unsigned.stdout.contains("\"warn\""), "the validator did not report the warnings")
        try expect(cli.workflows["warn-art"]?.state == .generated, "warnings proceeded without a sign-off")
        let signed = cli.run(["bundle", "validate", "work/warn", "--sign-off", "Lead Artist"])
        guard let record = cli.workflows["warn-art"] else { throw RuleFailure("no publication record") }
        try expect(signed.exitCode == OandsCLI.ok && record.state == .validated, "signed-off warnings did not proceed")
        try expect(record.warningSignOff == "Lead Artist" && (record.report?.warnings ?? []).filter({ $0.code == "palette.unused_colour" }).count == 3, "the sign-off or the warnings were not recorded")

        var errored = PublicationWorkflow(slug: "err-art")
        let report = ValidationReport(entries: [ValidationEntry(.error, "geometry.tiny_region", "region 3 is too small"), ValidationEntry(.warn, "palette.unused_colour", "colour 4 unused")])
        try? errored.generated(checksum: "c1")
        try? errored.signOffWarnings(by: "Lead Artist")
        try? errored.validated(report, checksum: "c1")
        try expect(errored.state == .validationFailed && errored.report?.errors.count == 1 && errored.report?.warnings.count == 1, "errors were not recorded as a validation failure")
        try expect((try? errored.requestReview(reviewID: "r")) == nil && (try? errored.publish(reviewID: "r", checksum: "c1")) == nil, "a bundle with errors moved towards publish despite a sign-off")
    }

    /// RULE-REPUBLISH: re-publishing an unpublished artwork needs the review still approved and the checksum matching.
    static let republish = RuleCheck.expecting(
        "RULE-REPUBLISH", covers: [],
        title: "re-publish succeeds only while the review is still approved and the bundle checksum still matches"
    ) { () throws(RuleFailure) in
        guard var workflow = published(slug: "re-art", checksum: "c1", reviewID: "review-1") else { throw RuleFailure("set-up failed") }
        try? workflow.unpublish(reason: "seasonal rotation")
        try expect(workflow.state == .unpublished, "unpublish failed")
        try expect((try? workflow.publish(reviewID: "review-1", checksum: "c2")) == nil && workflow.state == .unpublished, "re-publish accepted a different checksum")
        try expect((try? workflow.publish(reviewID: "review-1", checksum: "c1")) != nil && workflow.state == .published, "a valid re-publish was refused")
        try? workflow.unpublish(reason: "cultural concern")
        workflow.revokeReview()
        try expect((try? workflow.publish(reviewID: "review-1", checksum: "c1")) == nil && workflow.state == .unpublished, "re-publish accepted a review no longer approved")
    }

    /// RULE-MATERIAL-REVISION: a material revision goes back through Generated → Validated → ReviewRequested (and a
    /// fresh approval) before it can publish again.
    static let materialRevision = RuleCheck.expecting(
        "RULE-MATERIAL-REVISION", covers: ["FEAT-CONT-002", "FEAT-CULT-001"],
        title: "a materially revised artwork must pass Generated, Validated and ReviewRequested again before it publishes"
    ) { () throws(RuleFailure) in
        guard var workflow = published(slug: "rev-art", checksum: "c1", reviewID: "review-1") else { throw RuleFailure("set-up failed") }
        try? workflow.unpublish(reason: "material revision")
        try? workflow.generated(checksum: "c2")
        try expect(workflow.state == .generated && !workflow.reviewApproved, "the revision did not return to Generated without its old approval")
        for (label, attempt) in [("the old review", ("review-1", "c2")), ("the old bundle", ("review-1", "c1"))] {
            try expect((try? workflow.publish(reviewID: attempt.0, checksum: attempt.1)) == nil, "the revision published from Generated with \(label)")
        }
        try expect((try? workflow.requestReview(reviewID: "review-2")) == nil, "the revision skipped Validated")
        try? workflow.validated(ValidationReport(entries: [ValidationEntry(.pass, "structure.files", "ok")]), checksum: "c2")
        try expect(workflow.state == .validated && (try? workflow.publish(reviewID: "review-1", checksum: "c2")) == nil, "the revision published from Validated")
        try? workflow.requestReview(reviewID: "review-2")
        try expect(workflow.state == .reviewRequested && (try? workflow.publish(reviewID: "review-2", checksum: "c2")) == nil, "the revision published without a fresh approval")
        try? workflow.reviewerApproves()
        try? workflow.uploaded(checksum: "c2")
        try? workflow.previewed()
        try expect((try? workflow.publish(reviewID: "review-1", checksum: "c2")) == nil, "the revision published under the old review")
        try expect((try? workflow.publish(reviewID: "review-2", checksum: "c2")) != nil && workflow.state == .published, "the re-reviewed revision could not publish")
    }
}
