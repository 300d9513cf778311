import Foundation
import Testing

/// Compares text with `__Golden__/<name>`; with `RECORD_GOLDEN=1` writes the file and fails, so a recording run can
/// never pass silently.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Golden__")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record("recorded \(name); run again without RECORD_GOLDEN to compare", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
            let got = line < a.count ? String(a[line]) : "<end>"
            let want = line < e.count ? String(e[line]) : "<end>"
            Issue.record("\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)", sourceLocation: sourceLocation)
        }
    }
}
