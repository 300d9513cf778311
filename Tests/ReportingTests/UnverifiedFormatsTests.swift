import Conformance
import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// An ID a subject error left `unverified` is told apart from a `failing` one in every format: its own status, its
/// own count, its own reason ("subject error"), an `<error>` in JUnit, and the checks that could not run named.
@Suite struct UnverifiedFormatsTests {
    /// One covered feature, one unverified (its check could not run) and one failing (its check answered wrongly).
    static var report: CoverageReport {
        var unverified = CoverageEntry(id: "FEAT-B-001", kind: "feature", title: "Unlock", status: .unverified)
        unverified.erroredChecks = ["path:lock:2"]
        let failing = CoverageEntry(
            id: "FEAT-C-001", kind: "feature", title: "Lock", status: .failing, failingChecks: ["path:lock:3"])
        return CoverageReport(
            product: "demo",
            entries: [CoverageEntry(id: "FEAT-A-001", kind: "feature", status: .covered), unverified, failing],
            checks: [
                CheckSummary(id: "path:lock:1", kind: .path, title: "one", status: .passed, ids: ["FEAT-A-001"]),
                CheckSummary(
                    id: "path:lock:2", kind: .path, title: "two", status: .error, ids: ["FEAT-B-001"],
                    message: "subject failed to apply 'pin.wrong': no reply within 5 s to apply #4 (subject lock)"),
                CheckSummary(
                    id: "path:lock:3", kind: .path, title: "three", status: .failed, ids: ["FEAT-C-001"],
                    divergence: Divergence(
                        step: 0, pathSoFar: ["press"], expected: "state Locked", observed: "state Open")),
            ])
    }

    static var gate: GateResult { Gate.evaluate(report, GateSpec(product: "demo"), today: "2025-01-01") }

    static func render(_ renderer: any ReportRenderer) -> String {
        renderer.render(report, context: RenderContext(version: "0.1.0", gate: gate))
    }

    @Test(
        "JUnit: the check that could not run and the unverified ID are errors; the failed check and the failing ID failures"
    )
    func junit() throws {
        let junit = try XMLTree.parse(Self.render(JUnitReportRenderer())).get()
        func outcome(_ name: String) -> String? {
            junit.all("testcase").first { $0.attributes["name"] == name }?.children.first?.name
        }
        #expect(outcome("path:lock:2") == "error")
        #expect(outcome("FEAT-B-001") == "error")
        #expect(outcome("path:lock:3") == "failure")
        #expect(outcome("FEAT-C-001") == "failure")
        let suite = try #require(junit.all("testsuite").first)
        #expect(suite.attributes["errors"] == "2")
    }

    @Test("the gate's reason is subject error for the unverified ID and failing for the failing one")
    func gateReasons() {
        let kinds = Dictionary(Self.gate.failures.map { ($0.subject, $0.kind) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["FEAT-B-001"] == .subjectError)
        #expect(kinds["FEAT-C-001"] == .failing)
    }

    @Test("Markdown: its own badge, count column and heading, and the checks that could not run")
    func markdown() {
        let md = Self.render(MarkdownReportRenderer())
        #expect(md.contains("| Failing | Unverified | Waived |"), "a column of its own")
        #expect(md.contains("1 of 3 checks failed and 1 could not run (subject errors)"))
        #expect(md.contains("**Checks that could not run (subject errors)**"))
        #expect(md.contains("**IDs unverified (subject errors)**"))
        #expect(
            md.contains(
                "FEAT-B-001 is unverified (subject error): a check that exercises it could not run (path:lock:2)"))
        #expect(md.contains("⚠️ unverified"))
        #expect(md.contains("could not run (subject errors): path:lock:2"))
        #expect(
            md.contains(
                "- `FEAT-B-001` Unlock — unverified; lacks an answered run of the check that could not run; **blocks the release**"
            ), "what is missing lists it")
    }

    @Test("HTML: its own status class, bar segment and filter option")
    func html() {
        let html = Self.render(HTMLReportRenderer())
        #expect(html.contains("<td class=\"status unverified\" data-sort=\"1\">unverified</td>"), "sorts after failing")
        #expect(html.contains("<span class=\"seg unverified\""))
        #expect(html.contains("<option value=\"unverified\">unverified</option>"))
        #expect(html.contains("<td class=\"status unverified\">error</td>"), "the check that could not run")
        #expect(HTMLAssets.style.contains(".status.unverified"))
    }

    @Test("coverage.json: the status, its count, the errored checks and the verdict's errors")
    func json() throws {
        let json = Self.render(JSONReportRenderer())
        let root = try #require(JSONParser().parse(json).root)
        #expect(root["summary"]?["unverified"]?.value == .int(1))
        #expect(root["verdict"]?["checks"]?["errors"]?.value == .int(1))
        let ids = root["ids"]?.items ?? []
        let entry = try #require(ids.first { $0["id"]?.string == "FEAT-B-001" })
        #expect(entry["status"]?.string == "unverified")
        #expect(entry["erroredChecks"]?.items?.compactMap(\.string) == ["path:lock:2"])
        let kinds = root["verdict"]?["reasons"]?.items?.compactMap { $0["kind"]?.string } ?? []
        #expect(kinds.contains("errored-check") && kinds.contains("subject-error"))
    }
}
