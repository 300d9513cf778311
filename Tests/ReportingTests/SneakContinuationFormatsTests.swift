import Conformance
import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// An unhandled event refused as the spec says, after which the planned continuation diverged: every format marks the
/// continuation's step that diverged, and none draws the refused event as a sneak path taken.
@Suite struct SneakContinuationFormatsTests {
    static let continuation = SneakContinuation(
        state: "Busy", event: "start", step: "done", expected: "state Done", observed: "state Idle")

    /// The fixture report, its sneak path taken in Busy replaced by a refused `start` whose continuation diverged at
    /// `done`.
    static var report: CoverageReport {
        var report = ReportFixture.report
        report.machines[0].sneakPaths?.taken = []
        report.machines[0].sneakPaths?.diverged = [continuation]
        return report
    }

    @Test("the diagram marks the diverging step (start ✓, then done ✗), never ✗ start")
    func diagram() throws {
        let html = HTMLReportRenderer().render(Self.report, context: ReportFixture.context)
        let root = try XMLTree.parse(html).get()
        let svg = try #require(root.element(id: "machines")?.all("svg").first)
        let lines = svg.all("g", classes: ["sneak-taken"])
        #expect(lines.map { $0.all("text").first?.text ?? "" } == ["start ✓, then done ✗"])
        #expect(lines.allSatisfy { $0.classes.contains("diverged") })
        #expect(
            lines.first?.all("title").first?.text
                == "Busy: start was refused without a trace, but the planned continuation then diverged at done: expected state Done, observed state Idle (something hidden changed)"
        )
        #expect(!html.contains("✗ start"))
        let badge = svg.all("g", classes: ["sneak-refused"]).first {
            $0.all("title").first?.text.hasPrefix("Busy") == true
        }
        #expect(
            badge?.all("title").first?.text
                == "Busy: 2 of 3 unhandled events sent were refused; refused without a trace, but the planned continuation then diverged: done after start"
        )
        #expect(!html.contains("sneak path taken: Busy reacted to start"))
        #expect(
            html.contains(
                "<li class=\"failing\">Busy: start was refused without a trace, but the planned continuation then diverged at done"
            ))
    }

    @Test("coverage.md lists the continuation's step with expected and observed, not a sneak path taken")
    func markdown() {
        let md = MarkdownReportRenderer().render(Self.report, context: ReportFixture.context)
        #expect(!md.contains("Sneak paths taken"))
        #expect(md.contains("- `Busy` --`start`--> refused; then `done` ✗: expected state Done, observed state Idle\n"))
    }

    @Test("coverage.json keeps the continuation and reads it back")
    func json() {
        let text = JSONWriter().string(Self.report.jsonValue(generatorVersion: "0.1.0", date: "2025-01-01"))
        #expect(text.contains("\"diverged\""))
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.machines[0].sneakPaths?.diverged == [Self.continuation])
    }
}
