import SpecConformTestSupport
import Testing
import Traceability

@testable import Reporting

/// The table of IDs in `coverage.html`: what needs attention first, the settled IDs folded per kind, a link to each
/// row, sortable columns.
@Suite struct HTMLTableTests {
    func page(_ report: CoverageReport = ReportFixture.report) throws -> XMLTree {
        try XMLTree.parse(HTMLReportRenderer().render(report, context: ReportFixture.context)).get()
    }

    func rowIDs(_ table: XMLTree) -> [String] {
        table.all("tbody").flatMap { $0.all("tr") }.map { $0.all("code").first?.text ?? "" }
    }

    @Test("the IDs not covered, waived or out of scope come first; the others are folded per kind, closed")
    func compactDefault() throws {
        let section = try #require(try page().element(id: "requirements"))
        let first = try #require(section.element(id: "ids"))
        #expect(rowIDs(first) == ["FEAT-DL-001", "FEAT-DL-002", "FEAT-ID-002", "FEAT-ZZ-999", "JRN-F04"])
        let groups = section.all("details", classes: ["id-group"])
        #expect(groups.map { $0.attributes["data-kind"] ?? "" } == ["feature"])
        #expect(groups.allSatisfy { $0.attributes["open"] == nil })
        let summary = groups[0].all("summary").first?.text ?? ""
        #expect(summary.contains("feature") && summary.contains("1 covered, 1 out-of-scope, 1 waived"), "\(summary)")
        #expect(rowIDs(groups[0].all("table")[0]) == ["FEAT-DL-003", "FEAT-FAM-001", "FEAT-ID-001"])
        // Every ID once, in one of the tables.
        let all = section.all("table", classes: ["ids"]).flatMap(rowIDs)
        #expect(all.sorted() == ReportFixture.report.entries.map(\.id).sorted())
    }

    @Test("a product with every ID covered opens on the folded groups alone, and says so")
    func everythingSettled() throws {
        var report = ReportFixture.report
        report.entries = report.entries.filter { HTMLReportRenderer.settledStatuses.contains($0.status) }
        let section = try #require(try page(report).element(id: "requirements"))
        #expect(section.element(id: "ids") == nil)
        #expect(
            section.all("p", classes: ["meta"]).first?.text.contains("Every ID is covered, waived or out of scope")
                == true)
    }

    @Test("every row has an anchor named after its ID and a link to itself; what is missing links to the rows")
    func rowAnchors() throws {
        let root = try page()
        let rows = root.all("table", classes: ["ids"]).flatMap { $0.all("tr") }.filter {
            $0.attributes["data-status"] != nil
        }
        #expect(rows.count == ReportFixture.report.entries.count)
        for row in rows {
            let id = row.all("code").first?.text ?? ""
            #expect(row.attributes["id"] == id)
            #expect(row.all("a", classes: ["anchor"]).first?.attributes["href"] == "#" + id)
        }
        let missing = try #require(root.element(id: "missing"))
        let links = missing.all("a").map { $0.attributes["href"] ?? "" }
        #expect(links == ["#FEAT-DL-001", "#FEAT-DL-002", "#FEAT-ID-002", "#FEAT-ZZ-999", "#JRN-F04"])
    }

    @Test("an ID that cannot be its own anchor is escaped, never meets a page ID or another row's anchor")
    func escapedAnchors() {
        let ids = ["FR-8.1.AC3", "artwork_opened", "Sign up", "verdict", "id-verdict", "machine-x", "d0-covered", "é"]
        #expect(
            ids.map(HTMLRowAnchor.of) == [
                "FR-8.1.AC3", "artwork_opened", "id-Sign~20up", "id-verdict", "id-id-verdict", "id-machine-x",
                "id-d0-covered", "id-~c3~a9",
            ])
        #expect(HTMLRowAnchor.of("d7x-covered") == "d7x-covered", "only d, digits, dash is an SVG's prefix")
        // One-to-one: an ID that looks like another's escaped anchor is escaped in turn.
        #expect(HTMLRowAnchor.of("a b") == "id-a~20b" && HTMLRowAnchor.of("id-a~20b") == "id-id-a~7e20b")
    }

    @Test("every column heading is a button that sorts; status sorts worst first and evidence by its checks")
    func sortableColumns() throws {
        let table = try #require(try page().element(id: "ids"))
        let headers = table.all("th")
        #expect(
            headers.map { $0.all("button").first?.text ?? "" } == [
                "ID", "Title", "Kind", "Status", "Evidence", "Missing or note",
            ])
        #expect(headers.map { $0.attributes["data-type"] ?? "" } == ["id", "text", "text", "number", "number", "text"])
        let rows = table.all("tbody").flatMap { $0.all("tr") }
        let status = rows.map { ($0.attributes["data-status"] ?? "", $0.all("td")[3].attributes["data-sort"] ?? "") }
        #expect(status.contains { $0 == ("failing", "0") } && status.contains { $0 == ("orphaned", "4") })
        #expect(rows[0].all("td")[4].attributes["data-sort"] == "1", "FEAT-DL-001: success by one check")
        let failing = try #require(try page().element(id: "failing-checks")?.all("table", classes: ["sortable"]).first)
        #expect(failing.all("button").count == 4)
    }

    @Test("the script that sorts, filters and reveals rows is inline, and the tables sit in boxes that scroll")
    func inlineScript() throws {
        let root = try page()
        let scripts = root.all("script")
        #expect(!scripts.isEmpty && scripts.allSatisfy { $0.attributes["src"] == nil })
        let script = try #require(scripts.first { $0.text.contains("aria-sort") }, "the table script")
        #expect(script.text.contains("scrollIntoView"))
        let boxes = root.all("div", classes: ["table-box"])
        #expect(boxes.count >= 4)
        #expect(HTMLAssets.tableStyle.contains(".table-box { overflow: auto;"))
        #expect(HTMLAssets.tableStyle.contains("position: sticky"))
    }
}
