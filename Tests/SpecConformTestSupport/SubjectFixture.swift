import Foundation
import Testing

/// The subject-process fixtures (`Tests/Fixtures/subjects/*.py`): Python 3 standard-library scripts speaking the
/// subject protocol, and temporary projects that declare them in a `subjects.json`.
package enum SubjectFixture {
    /// The toy vending machine subject, with planted faults by option.
    package static let toyVending = PackagePaths.fixture("subjects/toy_vending.py")
    /// The kit subject: a decision table, a contract, a limit, an output, payload values and a rule.
    package static let kit = PackagePaths.fixture("subjects/kit_subject.py")

    /// The path of `python3` on `PATH`. Tests of subject processes need it: without it they fail, loudly, and never
    /// skip (CI checks for it first).
    package static func python3(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/python3"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        Issue.record(
            "python3 is not on PATH: the subject protocol's tests drive Python 3 subject processes (Tests/Fixtures/subjects); install Python 3",
            sourceLocation: sourceLocation)
        throw MissingPython()
    }

    /// python3 is missing.
    package struct MissingPython: Error {}

    /// A fresh temporary folder.
    package static func temporaryFolder(_ prefix: String = "specconform-subjects") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A copy of the toy project (`Tests/Fixtures/toy`) in a temporary folder, with `subjects` as
    /// `Traceability/toy/subjects.json` (none when nil); returns the project's root.
    package static func toyProject(subjects: String?) throws -> String {
        let root = try temporaryFolder("specconform-toy")
        for folder in ["Spec", "Traceability"] {
            try FileManager.default.copyItem(
                atPath: PackagePaths.fixture("toy") + "/" + folder, toPath: root + "/" + folder)
        }
        if let subjects {
            try subjects.write(toFile: root + "/Traceability/toy/subjects.json", atomically: true, encoding: .utf8)
        }
        return root
    }

    /// One subject entry of a `subjects.json`: `python3` running `script` with `options`; `runSeconds` and
    /// `restarts` only when given (else the defaults).
    package static func entry(
        id: String = "toy-python", script: String = toyVending, options: [String] = [], serves: String = "\"*\"",
        replySeconds: Double = 5,
        startSeconds: Double = 10, runSeconds: Double? = nil, restarts: Int? = nil
    ) -> String {
        let arguments = ([script] + options).map { "\"\($0)\"" }.joined(separator: ", ")
        let run = runSeconds.map { ", \"runSeconds\": \($0)" } ?? ""
        let restarts = restarts.map { ", \"restarts\": \($0)" } ?? ""
        return """
            {"id": "\(id)", "command": "python3", "arguments": [\(arguments)],
             "environment": {"PYTHONDONTWRITEBYTECODE": "1"},
             "timeouts": {"startSeconds": \(startSeconds), "replySeconds": \(replySeconds)\(run)}\(restarts), "serves": \(serves)}
            """
    }

    /// A `subjects.json` of `product` with `entries`.
    package static func file(product: String = "toy", _ entries: [String]) -> String {
        """
        {"kind": "subjects", "version": 1, "product": "\(product)",
         "subjects": [\(entries.joined(separator: ",\n"))]}
        """
    }
}
