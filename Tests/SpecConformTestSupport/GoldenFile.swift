import Foundation
import Testing

/// Golden files: expected output kept under a test target's `__Golden__/` folder.
///
/// With `RECORD_GOLDEN=1` the actual text is written and the test fails, so a recording run can never pass
/// silently; otherwise the text must match byte for byte, and a mismatch names the first differing line.
package enum GoldenFile {
    /// Compares `actual` with `__Golden__/<name>` next to the calling test file.
    package static func check(
        _ actual: String, against name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Golden__")
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
                Issue.record(
                    "recorded \(name); run again without RECORD_GOLDEN to compare", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "<end>"
        let want = line < e.count ? String(e[line]) : "<end>"
        Issue.record(
            "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)",
            sourceLocation: sourceLocation)
    }
}

/// Paths inside the package, found from this file's location (tests run from any directory).
package enum PackagePaths {
    /// The package root (the folder holding `Package.swift`).
    package static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Tests/Fixtures/<name>`.
    package static func fixture(_ name: String) -> String { root + "/Tests/Fixtures/" + name }
}
