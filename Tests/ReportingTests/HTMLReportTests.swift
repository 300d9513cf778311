import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// `coverage.html` read back as a structure: the verdict first, the bars, and a diagram per machine coloured by
/// coverage.
@Suite struct HTMLReportTests {
    func page(_ report: CoverageReport = ReportFixture.report, context: RenderContext = ReportFixture.context) throws
        -> XMLTree
    {
        let html = HTMLReportRenderer().render(report, context: context)
        return try XMLTree.parse(html).get()
    }

    @Test("the page is well-formed XML and opens with the verdict: fail, with every reason grouped by kind")
    func verdictFirst() throws {
        let root = try page()
        let body = try #require(root.all("body").first)
        let sections = body.children.filter { $0.name == "section" }.map { $0.attributes["id"] ?? "" }
        #expect(sections.first == "verdict")
        #expect(sections == ["verdict", "missing", "coverage", "requirements", "failing-checks", "machines"])
        let verdict = try #require(root.element(id: "verdict"))
        #expect(verdict.classes == ["verdict", "fail"])
        #expect(verdict.all("h2").first?.text.contains("Fail: not ready to ship") == true)
        let headings = verdict.all("h3").map(\.text)
        #expect(
            headings == [
                "Checks that failed (1)", "Checks that could not run (subject errors) (1)", "Minimums missed (1)",
                "Required IDs not covered (1)", "Waivers expired (1)", "IDs failing (2)",
            ])
        let reasons = verdict.all("li").map(\.text)
        #expect(
            reasons.contains(
                "check scenario:JRN-F04 failed at step 3 (start → mismatch → mismatch): expected state DownloadFailed, observed state Downloading"
            ))
        #expect(reasons.contains("kind feature: 33.3% covered or waived, below the minimum 80.0%"))
        let missed = verdict.all("tr", classes: ["missed"])
        #expect(missed.count == 1 && missed[0].text.contains("33.3% (2 of 6)"))
    }

    @Test("a passing product without a gate says so and is judged by the checks only")
    func noGate() throws {
        var report = ReportFixture.report
        report.checks = report.checks.filter { $0.status == .passed }
        let root = try page(report, context: RenderContext(version: "0.1.0"))
        let verdict = try #require(root.element(id: "verdict"))
        #expect(verdict.classes == ["verdict", "pass"])
        #expect(verdict.all("p", classes: ["no-gate"]).first?.text.contains("No release gate configured") == true)
        #expect(verdict.all("h3").isEmpty)
    }

    @Test("what is missing lists the in-scope IDs not covered by kind, with what each lacks and whether it blocks")
    func missing() throws {
        let root = try page()
        let missing = try #require(root.element(id: "missing"))
        let items = missing.all("li")
        #expect(
            items.map { $0.all("code").first?.text ?? "" } == [
                "FEAT-DL-001", "FEAT-DL-002", "FEAT-ID-002", "FEAT-ZZ-999", "JRN-F04",
            ])
        #expect(items[0].text.contains("a check that exercises it failed"))
        let verify = items[1].text
        #expect(verify.contains("lacks a success path, a recovery path and its events checked"))
        #expect(verify.contains("waiver for FEAT-DL-002 (owner ana) expired on 2025-01-01"))
        #expect(items.allSatisfy { $0.classes.contains("blocking") })
    }

    @Test("a bar per ID kind, priority and module, each segment a status with its share of the in-scope IDs")
    func bars() throws {
        let root = try page()
        let coverage = try #require(root.element(id: "coverage"))
        let tables = coverage.all("table", classes: ["bars"])
        #expect(
            tables.map { $0.all("caption").first?.text ?? "" } == ["All IDs", "By ID kind", "By priority", "By module"])
        let rows = tables.map { $0.all("tr").map { $0.all("th").first?.text ?? "" } }
        #expect(rows == [["all"], ["feature", "journey"], ["P0", "P1"], ["MOD-DOWNLOAD", "MOD-IDENTITY"]])
        let all = try #require(tables[0].all("div", classes: ["bar"]).first)
        // 7 in scope: 1 covered, 1 waived, 1 partial, 1 uncovered, 1 orphaned, 2 failing.
        let segments = all.all("span").map {
            ($0.classes.subtracting(["seg"]).first ?? "", $0.attributes["style"] ?? "")
        }
        #expect(segments.map(\.0) == ["covered", "waived", "partial", "uncovered", "orphaned", "failing"])
        #expect(
            segments.map(\.1) == [
                "width:14.2%", "width:14.2%", "width:14.2%", "width:14.2%", "width:14.2%", "width:28.5%",
            ])
    }

    @Test(
        "one SVG per machine, transitions classed covered, uncovered and failing, the sneak path taken drawn, a legend")
    func machineDiagrams() throws {
        let root = try page()
        let machines = try #require(root.element(id: "machines"))
        let svgs = machines.all("svg")
        #expect(svgs.count == ReportFixture.report.machines.count)
        let svg = try #require(svgs.first)
        let edges = svg.all("g", classes: ["edge"])
        #expect(Set(edges.flatMap { $0.classes.subtracting(["edge"]) }) == ["covered", "uncovered", "failing"])
        let lines = svg.all("g", classes: ["line"]).map {
            ($0.all("text").first?.text ?? "", $0.classes.subtracting(["line"]).first ?? "")
        }
        #expect(lines.count == ReportFixture.report.machines[0].transitions.count)
        #expect(lines.contains { $0 == ("start", "covered") })
        #expect(lines.contains { $0 == ("done", "uncovered") })
        #expect(lines.contains { $0 == ("mismatch [retriesLeft == 0]", "failing") })
        #expect(edges.allSatisfy { $0.all("path").first?.attributes["marker-end"]?.hasPrefix("url(#d0-") == true })
        #expect(svg.all("g", classes: ["sneak-taken"]).count == 1)
        #expect(svg.all("g", classes: ["sneak-refused"]).count == 2)
        let states = svg.all("g", classes: ["state"])
        #expect(states.map { $0.all("text").first?.text ?? "" } == ["Idle", "Busy", "Download Failed", "Done"])
        #expect(states.filter { $0.classes.contains("final") }.count == 2)
        let legend = try #require(machines.all("p", classes: ["legend"]).first)
        #expect(
            Set(legend.all("span").flatMap(\.classes)).isSuperset(of: [
                "key-edge", "covered", "uncovered", "failing", "sneak-taken", "key-badge", "sneak-refused",
            ]))
    }

    @Test(
        "a state the sneak checks reached carries a badge of the events it refused; a taken sneak path is drawn as taken"
    )
    func sneakBadges() throws {
        let root = try page()
        let svg = try #require(root.element(id: "machines")?.all("svg").first)
        let badges = svg.all("g", classes: ["sneak-refused"])
        let byState = Dictionary(
            badges.map { (String(($0.all("title").first?.text ?? "").prefix { $0 != ":" }), $0) },
            uniquingKeysWith: { a, _ in a })
        #expect(byState.keys.sorted() == ["Busy", "Idle"], "the final states were sent no sneak path: no badge")
        #expect(byState["Idle"]?.all("text").first?.text == "⊘ 3/3")
        #expect(byState["Idle"]?.classes == ["sneak-refused"])
        #expect(
            byState["Idle"]?.all("title").first?.text
                == "Idle: 3 of 3 unhandled events sent were refused: the implementation refused every event this state does not handle"
        )
        #expect(byState["Busy"]?.all("text").first?.text == "⊘ 2/3")
        #expect(byState["Busy"]?.classes == ["sneak-refused", "incomplete"])
        #expect(
            byState["Busy"]?.all("title").first?.text
                == "Busy: 2 of 3 unhandled events sent were refused; sneak paths taken: start")
        let taken = svg.all("g", classes: ["sneak-taken"])
        #expect(taken.map { $0.all("text").first?.text ?? "" } == ["✗ start"])
        #expect(taken.allSatisfy { !$0.classes.contains("sneak-refused") })
        let legend = try #require(root.element(id: "machines")?.all("p", classes: ["legend"]).first)
        #expect(legend.all("span", classes: ["key-badge", "sneak-refused"]).count == 1)
    }

    @Test(
        "the uncovered status chip is visible: its text contrasts 4.5:1 with its background, its border 3:1 with the page"
    )
    func uncoveredChipContrast() throws {
        let chip = try #require(CSSColours.rule(".status.uncovered", in: HTMLAssets.style))
        let span = try #require(CSSColours.rule("span.status.uncovered", in: HTMLAssets.style))
        let text = try #require(CSSColours.colour("color", in: chip))
        let background = try #require(CSSColours.colour("background", in: chip))
        let border = try #require(CSSColours.colour("border", in: span))
        #expect(CSSColours.contrast(text, background) >= 4.5)
        #expect(CSSColours.contrast(border, "#ffffff") >= 3)
        // The measure tells the old chip (a background a shade off the page's white, no border) from a visible one.
        #expect(CSSColours.contrast("#f6f8fa", "#ffffff") < 1.1)
    }

    @Test("evidence is written in words, with the checks that gave it as a tooltip")
    func evidenceInWords() throws {
        let root = try page()
        let row = try #require(
            root.all("tr").first { $0.attributes["data-status"] != nil && $0.all("code").first?.text == "FEAT-ID-001" })
        let evidence = row.all("span")
        #expect(
            evidence.map(\.text) == [
                "success path run by 1 check", "recovery path run by 1 check", "events emitted and valid by 1 check",
            ])
        #expect(evidence[1].attributes["title"] == "path:access:2")
    }

    @Test("the page loads nothing from elsewhere: its only links are to its own rows")
    func selfContained() throws {
        let root = try page()
        let ids = Set(root.descendants.compactMap { $0.attributes["id"] })
        for element in root.descendants {
            #expect(element.attributes["src"] == nil, "\(element.name)")
            if let href = element.attributes["href"] {
                #expect(href.hasPrefix("#") && ids.contains(String(href.dropFirst())), "\(element.name) \(href)")
            }
        }
        #expect(root.all("link").isEmpty)
    }
}
