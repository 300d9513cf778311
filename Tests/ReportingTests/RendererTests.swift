import Foundation
import SpecConformTestSupport
import SpecModel
import SpecOutput
import Testing
import Traceability

@testable import Reporting

@Suite struct RendererTests {
    @Test(
        "every format matches its golden file",
        arguments: ["coverage.json", "coverage.md", "junit.xml", "coverage.html", "coverage-summary.md"])
    func golden(fileName: String) throws {
        let renderer = try #require(ReportRenderers.standard.first { $0.fileName == fileName })
        GoldenFile.check(renderer.render(ReportFixture.report, context: ReportFixture.context), against: fileName)
    }

    @Test("two renders of the same report are byte-identical")
    func deterministic() {
        let first = ReportRenderers.render(ReportFixture.report, context: ReportFixture.context)
        let second = ReportRenderers.render(ReportFixture.report, context: ReportFixture.context)
        #expect(first == second)
        #expect(
            first.map(\.fileName) == [
                "coverage.json", "coverage.md", "junit.xml", "coverage.html", "coverage-summary.md",
            ])
    }

    @Test("without a date no format prints one")
    func noDate() {
        for report in ReportRenderers.render(ReportFixture.report, context: RenderContext(version: "0.1.0")) {
            #expect(!report.contents.contains("2025-01-31"), "\(report.fileName)")
        }
    }

    @Test("coverage.json reads back into the same report")
    func jsonRoundTrip() throws {
        let text = JSONReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(CoverageReport.decode(text, file: "coverage.json").value == ReportFixture.report)
    }

    @Test("the Mermaid diagram marks uncovered and failing transitions and colours their states")
    func mermaidMarks() {
        let machine = ReportFixture.report.machines[0]
        let text = MermaidDiagram(machine).text
        #expect(text.hasPrefix("stateDiagram-v2\n"))
        #expect(text.contains("Busy --> Done : done ✗ uncovered"))
        #expect(text.contains("Busy --> s2 : mismatch [retriesLeft == 0] ✗ FAILING"))
        #expect(text.contains("Idle --> Busy : start\n"))
        #expect(text.contains("state \"Download Failed\" as s2"))
        #expect(text.contains("class Done uncovered"))
        #expect(text.contains("class s2 failing"))
    }

    @Test("HTML and JUnit escape the special characters of titles; Markdown cells escape pipes and line breaks")
    func escaping() {
        #expect(MarkdownEscape.cell("a|b\nc") == "a\\|b c")
        let html = HTMLReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(!html.contains("Link <account>"))
        #expect(html.contains("Link &lt;account&gt; &amp; &quot;sync&quot;"))
        #expect(!html.contains("http://") && !html.contains("https://"), "no network references")
        let junit = JUnitReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(junit.contains("Checksum &lt;fails&gt; twice"))
    }

    @Test("JUnit fails the failing gate and the IDs it fails on, skips waived and out-of-scope ones")
    func junitOutcomes() {
        let junit = JUnitReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(junit.contains("tests=\"13\" failures=\"7\" errors=\"1\" skipped=\"2\""))
        #expect(
            junit.contains(
                "<testcase classname=\"demo.gate\" name=\"release gate\">\n      <failure message=\"release gate failed: 5 reasons\""
            ))
        #expect(junit.contains("<testcase classname=\"demo.coverage.feature\" name=\"FEAT-ID-001\"/>"))
        #expect(
            junit.contains(
                "name=\"FEAT-ID-002\">\n      <failure message=\"partial: lacks a recovery path and its events checked\""
            ))
    }

    @Test("the report renderer registry lists every format, each its own type with its own file")
    func registryListsEveryFormat() {
        let registry = ReportRenderers.registry
        #expect(registry.formats == ["json", "md", "junit", "html", "md-summary"])
        #expect(
            registry.renderers.map(\.fileName) == [
                "coverage.json", "coverage.md", "junit.xml", "coverage.html", "coverage-summary.md",
            ])
        #expect(Set(registry.renderers.map { "\(type(of: $0))" }).count == registry.formats.count)
        for format in registry.formats { #expect(registry.renderer(format)?.format == format) }
        #expect(registry.renderer("pdf") == nil)
    }

    @Test("the coverage JUnit is well-formed XML 1.0 when titles and messages carry control characters")
    func junitWithControlCharacters() throws {
        var report = ReportFixture.report
        for i in report.entries.indices { report.entries[i].title = "bell\u{07} escape\u{1B} nul\u{00} tab\t <&>" }
        report.checks[3].message = "vertical tab\u{0B} form feed\u{0C} \u{FFFF}"
        let junit = try #require(ReportRenderers.registry.renderer("junit")).render(
            report, context: ReportFixture.context)
        #expect(WellFormedXML.problem(in: junit) == nil)
        #expect(junit.contains("vertical tab\u{FFFD} form feed\u{FFFD} \u{FFFD}"))
        #expect(junit.contains("bell\u{FFFD} escape\u{FFFD} nul\u{FFFD} tab\t &lt;&amp;&gt;"))
        #expect(!junit.contains("&#"))
        let html = HTMLReportRenderer().render(report, context: ReportFixture.context)
        #expect(!html.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
    }
}
