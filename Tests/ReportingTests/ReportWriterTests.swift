import Foundation
import Testing

@testable import Reporting

@Suite struct ReportWriterTests {
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "reporting-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("reports are written whole into the folder, replacing old ones, leaving no temporary files")
    func writesAtomically() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/Reports/demo"
        let writer = ReportWriter()
        try writer.write([RenderedReport(fileName: "coverage.json", contents: "old")], into: folder)
        let paths = try writer.write(
            [
                RenderedReport(fileName: "coverage.json", contents: "{}\n"),
                RenderedReport(fileName: "coverage.md", contents: "# x\n"),
            ], into: folder)
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["coverage.json", "coverage.md"])
        #expect(try String(contentsOfFile: folder + "/coverage.json", encoding: .utf8) == "{}\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["coverage.json", "coverage.md"])
    }

    @Test("the writer refuses a folder inside Spec/, so a run never modifies its inputs")
    func refusesSpecFolder() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: ReportWriter.Failure.insideSpecFolder(root + "/Spec/demo")) {
            try ReportWriter().write(
                [RenderedReport(fileName: "coverage.json", contents: "{}")], into: root + "/Spec/demo")
        }
        #expect(throws: ReportWriter.Failure.self) {
            try ReportWriter().write(
                [RenderedReport(fileName: "x.json", contents: "{}")], into: root + "/Reports/../Spec")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/Spec"))
    }

    @Test("file names with a path separator are refused")
    func refusesPaths() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: ReportWriter.Failure.invalidFileName("../x.json")) {
            try ReportWriter().write([RenderedReport(fileName: "../x.json", contents: "{}")], into: root)
        }
    }
}
