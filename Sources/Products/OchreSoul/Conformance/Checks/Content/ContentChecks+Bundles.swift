import Conformance
import Foundation
import OchreSoul

/// Bundles: authoring and the validator.
extension ContentChecks {
    /// FEAT-CONT-001: authored sources become a complete bundle; broken segmentation (a self-crossing outline,
    /// overlapping paths, an unknown palette reference, an open path) and an unreadable source fail with actionable
    /// errors, write nothing and keep the artwork a draft; the corrected source succeeds. Each failure is one coarse
    /// error signal and nothing else is emitted (assumptions in the feature's notes).
    static func authoring(_ c: OchreSoulComponents, wiring: Wiring = .reference) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-CONT-001", covers: ["FEAT-CONT-001"], proves: [.success, .recovery, .observability],
            title:
                "authoring sources generate a complete bundle; broken segmentation fails with actionable errors and no output, is recorded coarsely, and the corrected source succeeds"
        ) { context throws(RuleFailure) in
            let env = AppEnvironment()
            let cli = wiring.cli(env, c.adminServer(env.backend))
            let mark = ObservedFlow.mark(env)
            let good = generate(cli, env, slug: "auth-art", paths: paths(), dir: "src/good", out: "out/good")
            let written = env.fileSystem.list("out/good").map { String($0.dropFirst("out/good/".count)) }.sorted()
            try expect(
                good.exitCode == OandsCLI.ok && written == (BundleManifest.requiredFiles + ["line_art.svg"]).sorted(),
                "sound authoring sources generate a complete bundle (every required file and the line art)",
                proves: "FEAT-CONT-001")
            let report = BundleValidator().validate(
                files: Dictionary(
                    uniqueKeysWithValues: written.map { ($0, env.fileSystem.read("out/good/" + $0) ?? []) }))
            try expect(
                !report.hasErrors && cli.workflows["auth-art"]?.state == .generated,
                "the generated bundle validates and the artwork reaches Generated", proves: "FEAT-CONT-001")

            let broken: [(String, [SourcePath], String)] = [
                (
                    "bowtie",
                    paths([SourcePath(colour: 2, points: [[120, 120], [180, 180], [180, 120], [120, 180]])]),
                    "error[source.self_intersecting]: path 3 crosses itself"
                ),
                (
                    "overlap",
                    paths([SourcePath(colour: 2, points: [[50, 50], [150, 50], [150, 150], [50, 150]])]),
                    "error[source.overlapping_paths]: paths 0 and 3 overlap"
                ),
                (
                    "palette",
                    paths([SourcePath(colour: 9, points: [[120, 120], [180, 120], [180, 180], [120, 180]])]),
                    "error[source.unknown_colour]: path 3 uses colour 9"
                ),
                (
                    "open",
                    paths([SourcePath(colour: 2, closed: false, points: [[120, 120], [180, 120], [180, 180]])]),
                    "error[source.open_path]: path 3 is open"
                ),
            ]
            for (name, bad, message) in broken {
                let result = generate(cli, env, slug: "seg-art", paths: bad, dir: "src/\(name)", out: "out/\(name)")
                try expect(
                    result.exitCode == OandsCLI.failure && result.stderr.contains(message),
                    "broken segmentation (\(name)) fails with the actionable error '\(message)'",
                    proves: "FEAT-CONT-001")
                try expect(
                    env.fileSystem.list("out/\(name)").isEmpty && env.fileSystem.list("out/\(name).partial").isEmpty,
                    "the \(name) source writes no bundle, not even a partial one", proves: "FEAT-CONT-001")
            }
            try? env.fileSystem.write("src/garbled/vector.json", Array("{\"width\": 200, \"paths\": [".utf8))
            let garbled = cli.run([
                "bundle", "generate", "--vector", "src/garbled/vector.json", "--metadata", "src/good/meta.json",
                "--palette", "src/good/palette.json", "--out", "out/garbled",
            ])
            try expect(
                garbled.exitCode == OandsCLI.dataError && garbled.stderr.contains("src/garbled/vector.json")
                    && env.fileSystem.list("out/garbled").isEmpty,
                "an unreadable source is refused with a data error naming the file, and writes nothing",
                proves: "FEAT-CONT-001")
            try expect(
                cli.workflows["seg-art"] == nil, "failed generations keep the artwork a draft", proves: "FEAT-CONT-001")

            let fixed = generate(
                cli, env, slug: "seg-art",
                paths: paths([SourcePath(colour: 2, points: [[120, 120], [180, 120], [180, 180], [120, 180]])]),
                dir: "src/fixed", out: "out/fixed")
            try expect(
                fixed.exitCode == OandsCLI.ok && env.fileSystem.exists("out/fixed/regions.bin.br")
                    && cli.workflows["seg-art"]?.state == .generated,
                "the corrected source generates, and the artwork reaches Generated", proves: "FEAT-CONT-001")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-CONT-001"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                Array(repeating: (area: "content", reason: "generate_invalid_source"), count: 4) + [
                    (area: "content", reason: "generate_unreadable_input")
                ], proves: ["FEAT-CONT-001"])
        }
    }

    /// FEAT-CONT-003: a sound bundle validates; a bundle with validator errors blocks review and publish, then the
    /// fixed bundle validates, with warnings only after a recorded sign-off. Every blocked step is one coarse error
    /// signal; nothing else is emitted.
    static func bundleValidator(_ c: OchreSoulComponents, wiring: Wiring = .reference) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-CONT-003", covers: ["FEAT-CONT-003"], proves: [.success, .recovery, .observability],
            title:
                "validator errors block review and publish and are recorded coarsely; the fixed bundle validates, warnings only with a recorded sign-off"
        ) { context throws(RuleFailure) in
            let env = AppEnvironment()
            let cli = wiring.cli(env, c.adminServer(env.backend))
            let mark = ObservedFlow.mark(env)
            _ = generate(cli, env, slug: "ok-art", paths: paths(), dir: "src/ok", out: "out/ok")
            let ok = cli.run(["bundle", "validate", "out/ok"])
            try expect(
                ok.exitCode == OandsCLI.ok && cli.workflows["ok-art"]?.state == .validated,
                "a sound bundle validates and reaches Validated", proves: "FEAT-CONT-003")

            let tiny = SourcePath(colour: 2, points: [[150, 150], [150.1, 150], [150.1, 150.1]])
            _ = generate(cli, env, slug: "fix-art", paths: paths([tiny]), dir: "src/v1", out: "out/v1")
            let blocked = cli.run(["bundle", "validate", "out/v1"])
            try expect(
                blocked.exitCode == OandsCLI.failure && blocked.stdout.contains("geometry.tiny_region")
                    && cli.workflows["fix-art"]?.state == .validationFailed,
                "a validator error (a tiny region) fails validation with its code in the report",
                proves: "FEAT-CONT-003")
            let review = cli.run(["artwork", "request-review", "--slug", "fix-art", "--reviewer", "cultural-review"])
            let publish = cli.run([
                "artwork", "publish", "--slug", "fix-art", "--review-id", "none", "--version", "1", "--admin-token",
                "admin-session",
            ])
            try expect(
                review.exitCode != OandsCLI.ok && publish.exitCode != OandsCLI.ok
                    && cli.workflows["fix-art"]?.state == .validationFailed,
                "a bundle with validator errors is refused review and publish", proves: "FEAT-CONT-003")

            let unused = SourceSwatch(id: 3, number: 3, name: "Cream", hex: "#FAF0D2")
            _ = generate(
                cli, env, slug: "fix-art", paths: paths(), palette: palette + [unused], dir: "src/v2", out: "out/v2")
            let unsigned = cli.run(["bundle", "validate", "out/v2"])
            try expect(
                unsigned.exitCode == OandsCLI.ok && unsigned.stderr.contains("--sign-off")
                    && cli.workflows["fix-art"]?.state == .generated,
                "warnings alone do not proceed without a sign-off, and the operator is told to sign off",
                proves: "FEAT-CONT-003")
            let signed = cli.run(["bundle", "validate", "out/v2", "--sign-off", "Lead Artist"])
            try expect(
                signed.exitCode == OandsCLI.ok && cli.workflows["fix-art"]?.state == .validated
                    && cli.workflows["fix-art"]?.warningSignOff == "Lead Artist",
                "the fixed bundle validates once its warnings are signed off, and the sign-off is recorded",
                proves: "FEAT-CONT-003")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-CONT-003"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "content", reason: "validate_validator_errors"),
                    (area: "content", reason: "request_review_validator_errors"),
                    (area: "content", reason: "publish_invalid_state"),
                ], proves: ["FEAT-CONT-003"])
        }
    }

    /// MOD-CONTENT-MUST-1: `oands bundle validate` accepts a sound bundle and rejects missing files, a damaged
    /// payload and inconsistent metadata with a non-zero exit and an error entry each.
    static let validateBundles = RuleCheck.expecting(
        "MOD-CONTENT-MUST-1", covers: ["FEAT-CONT-003", "CLI-BUNDLE-VALIDATE"],
        title:
            "the validator passes a sound bundle and rejects missing files, a damaged payload and inconsistent metadata"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-val", slug: "val-art")
        guard let cli = staged(sample.files, slug: "val-art", directory: "work/good", in: env) else {
            throw RuleFailure("set-up failed")
        }
        let good = cli.run(["bundle", "validate", "work/good"])
        try expect(
            good.exitCode == OandsCLI.ok && !good.stdout.contains("\"error\"") && good.stdout.contains("\"pass\"")
                && cli.workflows["val-art"]?.state == .validated,
            "oands bundle validate passes a sound bundle with a machine-readable report of pass entries",
            proves: ["CLI-BUNDLE-VALIDATE", "FEAT-CONT-003"])
        var missing = sample.files
        missing.removeValue(forKey: "preview.webp")
        var badVersion = sample.files
        badVersion["version.txt"] = Array("7\n".utf8)
        let cases: [(String, [String: [UInt8]], String)] = [
            ("missing", missing, "structure.missing_file"),
            ("damaged", corrupted(sample), "structure.checksum_mismatch"),
            ("version", badVersion, "metadata.version_mismatch"),
        ]
        for (name, files, code) in cases {
            for (file, bytes) in files { try? env.fileSystem.write("work/\(name)/\(file)", bytes) }
            let result = cli.run(["bundle", "validate", "work/\(name)"])
            try expect(
                result.exitCode != OandsCLI.ok && result.stdout.contains(code),
                "oands bundle validate rejects the \(name) bundle with the error entry \(code)",
                proves: ["CLI-BUNDLE-VALIDATE", "FEAT-CONT-003"])
        }
    }
}
