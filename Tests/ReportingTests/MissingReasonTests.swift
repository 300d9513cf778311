import SpecModel
import Testing
import Traceability

@testable import Reporting

/// Every renderer that lists what is missing gives the same reason the Markdown summary gives
/// (``StatusText/reason(_:)``): an ID partial by declaration shows its item's own reason, never
/// "lacks nothing the policy names" (issue 33).
@Suite struct MissingReasonTests {
    static let reason = "not verified here: delivery by the push provider"

    static func report(declared: Bool) -> CoverageReport {
        var entry = CoverageEntry(
            id: "FR-8.1.AC3", kind: "acceptance", title: "Push reminder", status: .partial,
            note: declared ? reason : nil)
        entry.declaredPartial = declared
        return CoverageReport(product: "demo", entries: [entry], checks: [])
    }

    static func render(_ renderer: some ReportRenderer, declared: Bool) -> String {
        renderer.render(report(declared: declared), context: RenderContext(version: "0.1.0"))
    }

    @Test("coverage.html's What is missing gives the item's reason")
    func html() {
        let html = Self.render(HTMLReportRenderer(), declared: true)
        #expect(html.contains("<span class=\"status partial\">partial</span>: \(Self.reason)"))
        #expect(!html.contains("nothing the policy names"))
        // Negative control: with no reason of its own, the ID lacks nothing the policy names, and says so.
        let plain = Self.render(HTMLReportRenderer(), declared: false)
        #expect(plain.contains("<span class=\"status partial\">partial</span>: lacks nothing the policy names"))
    }

    @Test("junit.xml's skipped case text gives the item's reason")
    func junit() {
        let xml = Self.render(JUnitReportRenderer(), declared: true)
        #expect(xml.contains("Push reminder\n\(Self.reason)\nevidence:"))
        #expect(!xml.contains("nothing the policy names"))
        let plain = Self.render(JUnitReportRenderer(), declared: false)
        #expect(plain.contains("Push reminder\nlacks nothing the policy names\nevidence:"))
    }

    @Test("coverage.json's verdict gives the reason beside lacks")
    func json() {
        let json = Self.render(JSONReportRenderer(), declared: true)
        #expect(json.contains("\"reason\": \"\(Self.reason)\""))
        #expect(json.contains("\"lacks\": \"nothing the policy names\""), "lacks keeps its meaning: evidence only")
        let plain = Self.render(JSONReportRenderer(), declared: false)
        #expect(plain.contains("\"reason\": \"lacks nothing the policy names\""))
    }
}
