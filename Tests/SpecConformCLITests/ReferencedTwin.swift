import Foundation
import SpecConformTestSupport
import Testing

/// A project whose spec reads something in place and its native twin: `check` passes on both and writes the same
/// report bytes.
enum ReferencedTwin {
    /// Every report file of the toy product, by name.
    static func reports(_ root: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let folder = root + "/Reports/toy"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            out[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return out
    }

    /// Runs `check` on both projects and expects both to pass with byte-identical reports; then `also` (more
    /// comparisons); both projects are removed afterwards.
    static func expectIdenticalReports(
        native: String, referenced: String, also: (String, String) -> Void = { _, _ in }
    ) throws {
        defer {
            try? FileManager.default.removeItem(atPath: native)
            try? FileManager.default.removeItem(atPath: referenced)
        }
        let a = CLIRun(["check", "--quiet"], in: native)
        let b = CLIRun(["check", "--quiet"], in: referenced)
        #expect(a.status == .ok, "\(a.transcript)")
        #expect(b.status == .ok, "\(b.transcript)")
        let nativeReports = try reports(native)
        #expect(!nativeReports.isEmpty)
        #expect(nativeReports == (try reports(referenced)))
        also(native, referenced)
    }
}
