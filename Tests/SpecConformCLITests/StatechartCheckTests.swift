import Foundation
import SpecConformTestSupport
import Testing

/// `check` and `paths` on a statechart (the toy project plus `chart`, a shop whose cart and sound regions run in
/// parallel under a parent `cancel`), run through its flat machine of configurations: a correct subject passes; a
/// subject whose parent transition wins over the child's fails, naming the configuration.
@Suite struct StatechartCheckTests {
    static let chart = """
        {"kind": "machine", "version": 1, "product": "toy", "id": "chart", "initial": "Shop",
         "states": {
           "Shop": {"type": "parallel", "on": {"cancel": [{"target": "Cancelled"}]}, "states": {
             "Cart": {"initial": "Browsing", "states": {
               "Browsing": {"on": {"pay": [{"target": "Paying"}]}},
               "Paying": {"on": {"cancel": [{"target": "Browsing"}], "ok": [{"target": "Paid"}]}},
               "Paid": {}}},
             "Sound": {"initial": "Quiet", "states": {
               "Quiet": {"on": {"mute": [{"target": "Muted"}]}},
               "Muted": {"on": {"mute": [{"target": "Quiet"}]}}}}}},
           "Cancelled": {"type": "final"}}}
        """

    /// The toy project with the statechart and two subjects: the toy vending machine and the shop (`options`).
    static func project(chartOptions: [String]) throws -> String {
        let subjects = SubjectFixture.file([
            SubjectFixture.entry(id: "toy-python"),
            SubjectFixture.entry(
                id: "toy-chart", script: PackagePaths.fixture("subjects/toy_chart.py"), options: chartOptions),
        ])
        let root = try SubjectFixture.toyProject(subjects: subjects)
        try chart.write(toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
        return root
    }

    @Test("check passes a statechart's correct subject, covering every state at every level")
    func correctSubjectPasses() throws {
        _ = try SubjectFixture.python3()
        let root = try Self.project(chartOptions: [])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .ok, "\(check.transcript)")
        let coverage = try String(contentsOfFile: root + "/Reports/toy/coverage.json", encoding: .utf8)
        for state in ["Shop", "Cart", "Browsing", "Paying", "Paid", "Sound", "Quiet", "Muted", "Cancelled"] {
            #expect(coverage.contains("\"\(state)\""), "\(state) is missing from the coverage report")
        }
        #expect(!coverage.contains(#""status": "uncovered""#), "\(coverage)")
    }

    @Test(
        "check fails a subject whose parent transition wins over the child's, naming the configuration (negative control)"
    )
    func parentWinsFails() throws {
        _ = try SubjectFixture.python3()
        let root = try Self.project(chartOptions: ["--parent-wins"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .failure, "\(check.transcript)")
        let junit = try String(contentsOfFile: root + "/Reports/toy/junit.xml", encoding: .utf8)
        #expect(junit.contains("expected state Browsing + Quiet, observed state Cancelled"), "\(junit)")
        // The statechart transition no passing check took stays uncovered, and the gate says so by its own ID.
        #expect(junit.contains("transitions Paying --cancel#0--&gt; Browsing not covered"), "\(junit)")
    }

    @Test(
        "a statechart's start is checked: its entry emit is due at the reset (negative control: a subject without it)")
    func startEmitsAreChecked() throws {
        _ = try SubjectFixture.python3()
        for (options, passes) in [(["--opens"], true), ([], false)] {
            let root = try Self.project(chartOptions: options)
            defer { try? FileManager.default.removeItem(atPath: root) }
            let opening = Self.chart.replacingOccurrences(
                of: #""Shop": {"type": "parallel","#,
                with: #""Shop": {"type": "parallel", "onEntry": {"emits": ["shop_opened"]},"#)
            try opening.write(toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
            let eventsPath = root + "/Spec/toy/events.json"
            let events = try String(contentsOfFile: eventsPath, encoding: .utf8).replacingOccurrences(
                of: #""events": ["#,
                with: #""events": [{"name": "shop_opened", "traces": ["TOY-FEAT-001"], "schema": {"type": "object"}}, "#
            )
            try events.write(toFile: eventsPath, atomically: true, encoding: .utf8)
            let check = CLIRun(["check", "--quiet"], in: root)
            let junit = (try? String(contentsOfFile: root + "/Reports/toy/junit.xml", encoding: .utf8)) ?? ""
            if passes {
                #expect(check.status == .ok, "\(check.transcript)")
            } else {
                #expect(check.status == .failure, "\(check.transcript)")
                #expect(
                    junit.contains("expected events [shop_opened] when &apos;chart&apos; starts")
                        || junit.contains("expected events [shop_opened] when 'chart' starts"), "\(junit)")
                #expect(
                    junit.contains("expected event &apos;shop_opened&apos;, observed nothing")
                        || junit.contains("expected event 'shop_opened', observed nothing"), "\(junit)")
            }
        }
    }

    @Test("paths plans the statechart's configurations and names the transitions each step takes")
    func pathsPlans() throws {
        let root = try Self.project(chartOptions: [])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = CLIRun(["paths", "--product", "toy", "--machine", "chart"], in: root)
        #expect(paths.status == .ok, "\(paths.transcript)")
        #expect(paths.out.contains("(takes Paying.cancel#0)"), "\(paths.out)")
        #expect(paths.out.contains("Paying + Quiet"), "\(paths.out)")
    }
}
