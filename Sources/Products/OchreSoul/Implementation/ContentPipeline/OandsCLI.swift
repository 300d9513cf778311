import Foundation

/// Result of one `oands` invocation.
package struct OandsResult: Equatable, Sendable {
    package let exitCode: Int32
    package let stdout: String
    package let stderr: String
    /// Coarse failure code of a non-zero exit (e.g. "invalid_source"), `nil` on success. It is what the error signal
    /// records, never a path, a title, review notes or a token.
    package var reason: String? = nil
}

/// The authoring CLI contract of §7.6.3 (`oands` is the document's placeholder name), run in-process over an
/// in-memory file system. Non-zero exit with actionable errors; never a partial final bundle; refusals for
/// preview, review and publish; never accepts or prints a service-role credential. Every failed command is recorded
/// as one coarse error signal (area "content", reason "<command>_<code>", e.g. "generate_invalid_source") through
/// `crashes` (MOD-OBSERVABILITY-MUST-3): never a path, a title, review notes or a credential.
package final class OandsCLI {
    /// Exit codes (sysexits style).
    package static let ok: Int32 = 0, failure: Int32 = 1, usage: Int32 = 64, dataError: Int32 = 65
    /// Flags that would carry a service-role credential; refused outright.
    static let forbiddenFlags: Set<String> = ["--service-role-key", "--service-key", "--service-role"]

    private let fileSystem: FakeFileSystem
    private let admin: AdminAPI
    /// Where failures are recorded coarsely (the tooling's error reporting); `nil` records nothing.
    package var crashes: CrashReporter?
    /// Publication records by slug (the admin backend's view in production).
    package var workflows: [String: PublicationWorkflow] = [:]
    /// Bundle directory last validated per slug.
    package private(set) var bundleDirectories: [String: String] = [:]

    /// Creates the CLI.
    package init(fileSystem: FakeFileSystem, admin: AdminAPI, crashes: CrashReporter? = nil) {
        self.fileSystem = fileSystem
        self.admin = admin
        self.crashes = crashes
    }

    /// Runs one command; a non-zero exit is recorded as one coarse error signal.
    package func run(_ arguments: [String]) -> OandsResult {
        let result = dispatch(arguments)
        if result.exitCode != OandsCLI.ok {
            let command =
                arguments.count >= 2 && !arguments[1].hasPrefix("--")
                ? arguments[1].replacingOccurrences(of: "-", with: "_") : "oands"
            record(
                OandsCLI.knownCommands.contains(command)
                    ? command + "_" + (result.reason ?? "failed") : "oands_" + (result.reason ?? "failed"))
        }
        return result
    }

    /// Records one coarse content-pipeline failure.
    func record(_ reason: String) { crashes?.record(area: "content", reason: reason) }

    static let knownCommands: Set<String> = [
        "generate", "validate", "upload", "preview", "request_review", "publish", "unpublish",
    ]

    private func dispatch(_ arguments: [String]) -> OandsResult {
        if let bad = arguments.first(where: { arg in
            OandsCLI.forbiddenFlags.contains(where: { arg == $0 || arg.hasPrefix($0 + "=") })
        }) {
            let flag = bad.split(separator: "=").first.map(String.init) ?? bad
            return fail(
                OandsCLI.usage,
                "error: \(flag) is not accepted; oands uses an admin session (--admin-token), never a service-role key",
                reason: "credential_refused")
        }
        guard arguments.count >= 2 else {
            return fail(OandsCLI.usage, "usage: oands <bundle|artwork> <command> [options]")
        }
        let options = OandsCLI.parse(Array(arguments.dropFirst(2)))
        switch (arguments[0], arguments[1]) {
        case ("bundle", "generate"): return generate(options)
        case ("bundle", "validate"): return validate(options)
        case ("artwork", "upload"): return upload(options)
        case ("artwork", "preview"): return preview(options)
        case ("artwork", "request-review"): return requestReview(options)
        case ("artwork", "publish"): return publish(options)
        case ("artwork", "unpublish"): return unpublish(options)
        default:
            return fail(
                OandsCLI.usage, "error: unknown command '\(arguments[0]) \(arguments[1])'", reason: "unknown_command")
        }
    }

    static func parse(_ args: [String]) -> [String: String] {
        var out: [String: String] = [:]
        var i = 0
        while i < args.count {
            let key = args[i]
            if key.hasPrefix("--") {
                if i + 1 < args.count, !args[i + 1].hasPrefix("--") {
                    out[String(key.dropFirst(2))] = args[i + 1]
                    i += 2
                    continue
                }
                out[String(key.dropFirst(2))] = ""
            } else {
                out["_", default: ""] = key
            }
            i += 1
        }
        return out
    }

    func fail(_ code: Int32, _ message: String, reason: String? = nil) -> OandsResult {
        let fallback = code == OandsCLI.usage ? "usage" : (code == OandsCLI.dataError ? "unreadable_input" : "refused")
        return OandsResult(exitCode: code, stdout: "", stderr: message + "\n", reason: reason ?? fallback)
    }
    /// A refused workflow step: its actionable message, and the last part of its code as the coarse reason.
    func refused(_ refusal: PublicationRefusal) -> OandsResult {
        let reason = refusal.code.split(separator: ".").last.map(String.init) ?? "refused"
        return fail(OandsCLI.failure, "error[\(refusal.code)]: \(refusal.message)", reason: reason)
    }

    func done(_ message: String) -> OandsResult {
        OandsResult(exitCode: OandsCLI.ok, stdout: message + "\n", stderr: "")
    }

    private func missing(_ options: [String: String], _ keys: [String]) -> OandsResult? {
        // A value of only spaces says nothing (an unpublish "reason" of "   " is no reason): it counts as missing.
        let absent = keys.filter { (options[$0] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return absent.isEmpty
            ? nil
            : fail(
                OandsCLI.usage, "error: missing required option(s): " + absent.map { "--" + $0 }.joined(separator: ", ")
            )
    }

    private func decode<T: Decodable>(_ type: T.Type, _ path: String) -> T? {
        fileSystem.read(path).flatMap { try? JSONDecoder().decode(T.self, from: Data($0)) }
    }

    private func generate(_ o: [String: String]) -> OandsResult {
        if let m = missing(o, ["vector", "metadata", "palette", "out"]) { return m }
        guard let vector = decode(SourceVector.self, o["vector"] ?? "") else {
            return fail(OandsCLI.dataError, "error: cannot read vector file \(o["vector"] ?? "")")
        }
        guard let metadata = decode(SourceMetadata.self, o["metadata"] ?? "") else {
            return fail(OandsCLI.dataError, "error: cannot read metadata file \(o["metadata"] ?? "")")
        }
        guard let palette = decode([SourceSwatch].self, o["palette"] ?? "") else {
            return fail(OandsCLI.dataError, "error: cannot read palette file \(o["palette"] ?? "")")
        }
        // The bundle of an artwork in review, approved, uploaded or published is the one those steps vouch for: a
        // new generation must not overwrite it (a material revision of a published artwork unpublishes it first).
        if let workflow = workflows[metadata.slug], !workflow.acceptsGeneration {
            return fail(
                OandsCLI.failure,
                "error[generate.invalid_state]: \(metadata.slug) is \(workflow.state.rawValue); its bundle cannot be regenerated now",
                reason: "invalid_state")
        }
        switch BundleGenerator().generate(
            vector: vector, metadata: metadata, palette: palette, outputDirectory: o["out"] ?? "",
            fileSystem: fileSystem)
        {
        case .failure(let f):
            let wrote = f.entries.contains { $0.code == "output.write_failed" }
            return fail(
                OandsCLI.failure, f.entries.map { "error[\($0.code)]: \($0.message)" }.joined(separator: "\n"),
                reason: wrote ? "write_failed" : "invalid_source")
        case .success(let names):
            if let payload = fileSystem.read((o["out"] ?? "") + "/regions.bin.br") {
                var wf = workflows[metadata.slug] ?? PublicationWorkflow(slug: metadata.slug)
                try? wf.generated(checksum: SHA256.hex(payload))
                workflows[metadata.slug] = wf
                // Publish checks the bytes of the bundle the workflow's checksum describes: the one generated here,
                // until a validation names another directory.
                bundleDirectories[metadata.slug] = o["out"] ?? ""
            }
            return done(names.joined(separator: "\n"))
        }
    }

    private func bundleFiles(_ directory: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in fileSystem.list(directory) {
            files[String(path.dropFirst(directory.count + 1))] = fileSystem.read(path)
        }
        return files
    }

    private func validate(_ o: [String: String]) -> OandsResult {
        guard let dir = o["_"] ?? o["bundle"], !dir.isEmpty else {
            return fail(OandsCLI.usage, "error: missing bundle directory")
        }
        let files = bundleFiles(dir)
        let report = BundleValidator().validate(files: files)
        var note = ""
        if let manifest = files["manifest.json"].flatMap(BundleManifest.decode), let payload = files["regions.bin.br"] {
            bundleDirectories[manifest.slug] = dir
            var wf = workflows[manifest.slug] ?? PublicationWorkflow(slug: manifest.slug)
            if wf.state == .generated {
                let checksum = SHA256.hex(payload)
                do { try wf.validated(report, checksum: checksum) } catch {
                    // The warnings this run reported are the ones --sign-off accepts.
                    if error.code == "validate.signoff_required", let signer = o["sign-off"], !signer.isEmpty {
                        do {
                            try wf.signOffWarnings(by: signer)
                            try wf.validated(report, checksum: checksum)
                        } catch { note = "note[\(error.code)]: \(error.message)\n" }
                    } else {
                        note = "note[\(error.code)]: \(error.message); re-run with --sign-off <name>\n"
                    }
                }
            }
            workflows[manifest.slug] = wf
        }
        guard report.hasErrors else {
            return OandsResult(exitCode: OandsCLI.ok, stdout: report.json + "\n", stderr: note)
        }
        return OandsResult(
            exitCode: OandsCLI.failure, stdout: report.json + "\n",
            stderr: "error: \(report.errors.count) validator error(s) block publish\n", reason: "validator_errors")
    }

    private func workflow(_ slug: String) -> PublicationWorkflow { workflows[slug] ?? PublicationWorkflow(slug: slug) }

    private func upload(_ o: [String: String]) -> OandsResult {
        if let m = missing(o, ["bundle", "slug", "admin-token"]) { return m }
        let slug = o["slug"] ?? ""
        let dir = o["bundle"] ?? ""
        var wf = workflow(slug)
        guard wf.state == .approved else {
            return fail(
                OandsCLI.failure,
                "error: upload refused: \(slug) is \(wf.state.rawValue); only approved bundles upload",
                reason: "not_approved")
        }
        let files = bundleFiles(dir)
        guard let manifest = files["manifest.json"].flatMap(BundleManifest.decode),
            let payload = files["regions.bin.br"]
        else { return fail(OandsCLI.dataError, "error: \(dir) is not a bundle") }
        let paths: [String]
        do {
            paths = try admin.upload(
                slug: slug, version: manifest.version, files: files, adminToken: o["admin-token"] ?? "")
        } catch {
            return fail(
                OandsCLI.failure, "error: upload aborted (\(error)); nothing was published",
                reason: FunctionLogEntry.outcome(of: error))
        }
        let checksum = SHA256.hex(payload)
        do { try wf.uploaded(checksum: checksum) } catch { return refused(error) }
        workflows[slug] = wf
        return done((paths + ["checksum \(checksum) confirmed"]).joined(separator: "\n"))
    }

    private func preview(_ o: [String: String]) -> OandsResult {
        if let m = missing(o, ["slug"]) { return m }
        let slug = o["slug"] ?? ""
        var wf = workflow(slug)
        do { try wf.previewed() } catch { return refused(error) }
        workflows[slug] = wf
        return done("preview: internal://preview/\(slug)")
    }

    private func requestReview(_ o: [String: String]) -> OandsResult {
        if let m = missing(o, ["slug", "reviewer"]) { return m }
        let slug = o["slug"] ?? ""
        var wf = workflow(slug)
        let reviewID = "review-\(slug)-\(SHA256.hex(Array((wf.bundleChecksum ?? slug).utf8)).prefix(8))"
        do { try wf.requestReview(reviewID: reviewID) } catch { return refused(error) }
        workflows[slug] = wf
        return done("review requested: \(reviewID) for \(o["reviewer"] ?? "")")
    }

    private func publish(_ o: [String: String]) -> OandsResult {
        if let m = missing(o, ["slug", "review-id", "version", "admin-token"]) { return m }
        let slug = o["slug"] ?? ""
        var wf = workflow(slug)
        guard let version = Int(o["version"] ?? "") else {
            return fail(OandsCLI.usage, "error: --version must be an integer")
        }
        // A bundle version is a whole number from 1 (the manifest's version; CLRX v1 bundles start at 1).
        guard version >= 1 else { return fail(OandsCLI.usage, "error: --version must be at least 1") }
        let checksum = bundleDirectories[slug].flatMap { fileSystem.read($0 + "/regions.bin.br") }.map(SHA256.hex) ?? ""
        do { try wf.publish(reviewID: o["review-id"], checksum: checksum) } catch { return refused(error) }
        do {
            try admin.publish(
                slug: slug, reviewID: o["review-id"] ?? "", version: version, checksum: checksum,
                adminToken: o["admin-token"] ?? "")
        } catch {
            return fail(
                OandsCLI.failure, "error: admin publish failed (\(error)); artwork stays unpublished",
                reason: FunctionLogEntry.outcome(of: error))
        }
        workflows[slug] = wf
        return done("published \(slug) v\(version): visible in the catalogue")
    }

    private func unpublish(_ o: [String: String]) -> OandsResult {
        if let m = missing(o, ["slug", "reason", "admin-token"]) { return m }
        let slug = o["slug"] ?? ""
        var wf = workflow(slug)
        do { try wf.unpublish(reason: o["reason"] ?? "") } catch { return refused(error) }
        do {
            try admin.unpublish(slug: slug, reason: o["reason"] ?? "", adminToken: o["admin-token"] ?? "")
        } catch {
            // The artwork stays published; the failure reason is recorded and no storage object is deleted.
            var kept = workflow(slug)
            kept.recordFailure("unpublish failed: \(FunctionLogEntry.outcome(of: error))")
            workflows[slug] = kept
            return fail(
                OandsCLI.failure, "error: unpublish failed (\(error)); reason recorded",
                reason: FunctionLogEntry.outcome(of: error))
        }
        workflows[slug] = wf
        return done("is_published = false for \(slug); storage objects kept")
    }
}
