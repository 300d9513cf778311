import Foundation
import Testing

/// Golden files under `__Golden__/`, next to this file. With `RECORD_GOLDEN=1` the actual text is written
/// and the test fails, so a recording run can never pass silently; otherwise the text must match exactly.
enum DiagnosticGolden {
    static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Golden__").appendingPathComponent(name)
    }

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = url(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            do {
                try Data(actual.utf8).write(to: file, options: .atomic)
                Issue.record("recorded \(name); run again without RECORD_GOLDEN to compare", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
        let want = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
        Issue.record(
            "\(name) differs at line \(firstDifference + 1):\n  expected: \(want)\n  actual:   \(got)",
            sourceLocation: sourceLocation)
    }
}
