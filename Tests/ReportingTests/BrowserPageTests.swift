import Foundation
import SpecConformTestSupport
import Testing

@testable import Reporting

/// The `chromium` on `PATH`, if any.
enum ChromiumOnPath {
    static let path: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/chromium"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()
}

/// `coverage.html` opened in headless Chromium by `Tests/Browser/page_check.py`, when Chromium is on `PATH` (CI
/// installs it and also runs the script on every bundled product's report): no horizontal page scroll at 1400 and
/// 390 px, no console error, columns that sort by keyboard and click, a status filter over every table, a folded row
/// revealed by its anchor; and the negative controls, a broken page and the page without its script, which the
/// script must fail.
@Suite(.enabled(if: ChromiumOnPath.path != nil, "no chromium on PATH: Tests/Browser/page_check.py not run here"))
struct BrowserPageTests {
    static let script = PackagePaths.root + "/Tests/Browser/page_check.py"

    /// Runs the script with `arguments`; returns its exit status and standard error.
    func pageCheck(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try SubjectFixture.python3())
        process.arguments = [Self.script, "--browser", ChromiumOnPath.path ?? "chromium"] + arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the report page has no horizontal scroll at 1400 and 390 px, no console error, and its anchors reveal rows")
    func reportPage() throws {
        let folder = try SubjectFixture.temporaryFolder("specconform-browser")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/coverage.html"
        try HTMLReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
            .write(toFile: page, atomically: true, encoding: .utf8)
        let result = try pageCheck(["--tables", "--anchors", "--labels=warn", page])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("negative control: the same page without its script does not sort or filter, and the check says so")
    func pageWithoutScript() throws {
        let folder = try SubjectFixture.temporaryFolder("specconform-browser")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/coverage.html"
        let html = HTMLReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let scriptless = html.replacingOccurrences(of: HTMLAssets.script, with: "")
        #expect(scriptless != html)
        try scriptless.write(toFile: page, atomically: true, encoding: .utf8)
        let result = try pageCheck(["--tables", "--widths", "1400", page])
        #expect(result.status == 1)
        #expect(result.errors.contains("Enter on the ID heading did not sort"), "\(result.errors)")
        #expect(result.errors.contains("the status filter shows"), "\(result.errors)")
    }

    /// Writes the fixture report's page, changed by `edit`, to a temporary folder; runs the check with `arguments`.
    func editedPage(_ arguments: [String], _ edit: (String) -> String) throws -> (status: Int32, errors: String) {
        let folder = try SubjectFixture.temporaryFolder("specconform-browser")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/coverage.html"
        let html = HTMLReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let edited = edit(html)
        #expect(edited != html, "the edit changed the page")
        try edited.write(toFile: page, atomically: true, encoding: .utf8)
        return try pageCheck(arguments + ["--widths", "1400", page])
    }

    @Test("negative control: a row anchor whose row is not visibly highlighted fails --anchors")
    func anchorWithoutHighlight() throws {
        let result = try editedPage(["--anchors"]) {
            $0.replacingOccurrences(of: "tr:target td, tr.highlight td { background: #fff8c5; }", with: "")
        }
        #expect(result.status == 1)
        #expect(result.errors.contains("is not highlighted: its background"), "\(result.errors)")
    }

    @Test("negative control: an in-page link that names no element fails --anchors")
    func danglingLink() throws {
        let result = try editedPage(["--anchors"]) {
            $0.replacingOccurrences(
                of: "<section id=\"missing\">", with: "<p><a href=\"#FR-GONE\">gone</a></p><section id=\"missing\">")
        }
        #expect(result.status == 1)
        #expect(result.errors.contains("1 in-page link names no element: #FR-GONE"), "\(result.errors)")
    }

    @Test("negative control: a page with a wide element, a console error and overlapping labels fails every check")
    func brokenPage() throws {
        let result = try pageCheck(["--labels=fail", PackagePaths.root + "/Tests/Browser/fixtures/broken-page.html"])
        #expect(result.status == 1)
        for expected in ["horizontal page overflow", "console error: planted console error", "overlapping labels"] {
            #expect(result.errors.contains(expected), "\(expected): \(result.errors)")
        }
    }
}
