import Conformance
import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// The summary `coverage.md` opens with and `coverage-summary.md` holds alone (issue 33, item 4): it fits a
/// pull-request comment, gives the real reason an ID is not covered, groups failing checks by cause, says what changed
/// since the baseline, and is cut, with a count, when a report is too big for it.
@Suite struct MarkdownSummaryTests {
    static func summary(_ report: CoverageReport = ReportFixture.report, context: RenderContext = ReportFixture.context)
        -> String
    {
        MarkdownSummaryRenderer().render(report, context: context)
    }

    /// The text between `heading` and the next `## ` heading.
    static func section(_ heading: String, of text: String) -> String {
        text.components(separatedBy: heading + "\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
    }

    @Test("md-summary is a format of its own, written as coverage-summary.md")
    func registered() throws {
        let renderer = try #require(ReportRenderers.registry.renderer("md-summary"))
        #expect(renderer.fileName == "coverage-summary.md")
        #expect(renderer is MarkdownSummaryRenderer)
    }

    @Test("coverage.md opens with the summary, byte for byte coverage-summary.md's but for where a cut points")
    func coverageMarkdownOpensWithTheSummary() {
        let md = MarkdownReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let summary = Self.summary()
        #expect(md.hasPrefix(summary), "nothing was cut, so the two summaries are the same text")
        #expect(md.dropFirst(summary.count).hasPrefix("---\n\n## In full\n\n"))
    }

    @Test("the full table follows in <details> sections, one per ID kind, which GitHub shows folded")
    func foldedPerKind() {
        let md = MarkdownReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let full = Self.section("## Requirements", of: md)
        #expect(full.contains("<details>\n<summary>feature: 7 IDs, 1 covered of 6 in scope</summary>\n\n| ID |"))
        #expect(full.contains("<details>\n<summary>journey: 1 ID, 0 covered of 1 in scope</summary>\n\n| ID |"))
        #expect(md.components(separatedBy: "<details>").count == md.components(separatedBy: "</details>").count)
        #expect(!Self.summary().contains("<details>"), "the summary itself is never folded")
    }

    @Test("an ID partial by declaration gives the reason from its item, not 'lacks nothing the policy names'")
    func declaredPartialReason() {
        var entry = CoverageEntry(
            id: "FR-8.1.AC3", kind: "acceptance", title: "Push reminder", status: .partial,
            note: "not verified here: delivery by the push provider")
        entry.declaredPartial = true
        let report = CoverageReport(product: "demo", entries: [entry], checks: [])
        let summary = Self.summary(report, context: RenderContext(version: "0.1.0"))
        #expect(
            summary.contains(
                "- `FR-8.1.AC3` Push reminder — partial; not verified here: delivery by the push provider\n"))
        #expect(!summary.contains("nothing the policy names"))
        // Negative control: the same ID with no reason of its own lacks nothing the policy names, and says so.
        entry.declaredPartial = false
        entry.note = nil
        let plain = Self.summary(
            CoverageReport(product: "demo", entries: [entry], checks: []), context: RenderContext(version: "0.1.0"))
        #expect(plain.contains("— partial; lacks nothing the policy names"))
    }

    @Test("failing checks are grouped by root cause and the checks that could not run by their message")
    func causes() {
        let summary = Self.summary(UnverifiedFormatsTests.report, context: RenderContext(version: "0.1.0"))
        let section = Self.section("## Failing and unverified checks by cause", of: summary)
        #expect(section.contains("**1 root cause of 1 failing check**"))
        #expect(
            section.contains(
                "- press: expected state Locked, observed state Open — 1 check: `path:lock:3`; first seen at step 1 (press) of path:lock:3"
            ))
        #expect(section.contains("**1 check could not run (subject errors)"))
        #expect(
            section.contains("- subject failed to apply 'pin.wrong': no reply within 5 s to apply #4 (subject lock)"))
        let passing = Self.summary(
            CoverageReport(product: "demo", entries: [], checks: []), context: RenderContext(version: "0.1.0"))
        #expect(!passing.contains("by cause"), "no section when every check passed")
    }

    @Test("a bar per ID kind: one cell per 5% covered of in scope, full only when all are covered")
    func bars() {
        var counts = StatusCounts()
        for _ in 0..<19 { counts.add(.covered) }
        counts.add(.partial)
        #expect(MarkdownSummary.bar(counts) == "`███████████████████░`")
        #expect(MarkdownSummary.notCovered(counts) == "1 partial")
        let summary = Self.summary()
        #expect(summary.contains("| `feature` | `███░░░░░░░░░░░░░░░░░` 16.6% | 1 of 6 |"))
    }

    @Test("with a baseline the summary says what changed since it: worse first, then better, new and gone")
    func changedSinceBaseline() {
        var entries = ReportFixture.report.entries.filter { $0.id != "JRN-F04" }
        entries.append(CoverageEntry(id: "FEAT-OLD-001", kind: "feature", status: .covered))
        for i in entries.indices where entries[i].id == "FEAT-DL-001" { entries[i].status = .covered }
        for i in entries.indices where entries[i].id == "FEAT-DL-002" { entries[i].status = .failing }
        var context = ReportFixture.context
        context.baseline = CoverageReport(product: "demo", entries: entries)
        let section = Self.section("## Changed since the baseline", of: Self.summary(context: context))
        #expect(section.contains("| `feature` | 42.8% (3 of 7) | 16.6% (1 of 6) |"))
        #expect(section.contains("| `journey` | — | 0.0% (0 of 1) |"))
        let order = [
            "**Worse (the gate's ratchet fails on each)**\n\n- `FEAT-DL-001` covered → failing",
            "**Better**\n\n- `FEAT-DL-002` failing → uncovered", "**New since the baseline**\n\n- `JRN-F04` failing",
            "**In the baseline, no longer reported**\n\n- `FEAT-OLD-001` was covered",
        ]
        let positions = order.map { section.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(section)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(!Self.summary().contains("since the baseline"), "no section without a baseline")
        var same = ReportFixture.context
        same.baseline = ReportFixture.report
        #expect(Self.summary(context: same).contains("No ID changed its status since the baseline."))
    }

    /// A report far too big for a comment: `count` uncovered IDs with long titles, as many failing checks with a
    /// cause each, and as many gate failures.
    static func huge(_ count: Int) -> (CoverageReport, RenderContext) {
        let title = String(repeating: "a long title ", count: 10)
        let entries = (0..<count).map { i in
            CoverageEntry(
                id: "FEAT-\(i)", kind: "feature", title: title, status: .uncovered, missing: [[.success], [.recovery]])
        }
        let checks = (0..<count).map { i in
            CheckSummary(
                id: "path:big:\(i)", kind: .path, title: "path \(i)", status: .failed, ids: [],
                divergence: Divergence(step: 0, pathSoFar: ["e\(i)"], expected: "state A\(i)", observed: "state B\(i)"))
        }
        let failures = (0..<count).map { i in
            GateFailure(kind: .mustCover, subject: "FEAT-\(i)", message: "FEAT-\(i) must be covered or waived")
        }
        let gate = GateResult(product: "big", failures: failures)
        return (
            CoverageReport(product: "big", entries: entries, checks: checks),
            RenderContext(version: "0.1.0", gate: gate)
        )
    }

    @Test("thousands of IDs not covered are cut below the limit, with the count of what was left out")
    func cutWithCount() throws {
        let (report, context) = Self.huge(3_000)
        // Negative control: without the cut the summary would not fit a comment.
        let uncut = MarkdownSummaryRenderer(limit: nil).render(report, context: context)
        #expect(uncut.utf8.count > MarkdownSummary.limit)
        let summary = Self.summary(report, context: context)
        #expect(summary.utf8.count < MarkdownSummary.limit)
        #expect(summary.count < 60_000)
        let missing = Self.section("## What is missing", of: summary)
        let listed = missing.components(separatedBy: "\n").filter { $0.hasPrefix("- `FEAT-") }.count
        let more = try #require(missing.components(separatedBy: "\n").first { $0.hasPrefix("- … and ") })
        #expect(listed > 0)
        #expect(more == "- … and \(3_000 - listed) more IDs not covered: see coverage.md")
        // Every list was cut with its own count, and each count adds up.
        // The verdict's reasons: a failed check each, and a gate failure each.
        let reasons = Self.section("## Verdict: ❌ fail", of: summary)
        let shownReasons = reasons.components(separatedBy: "\n").filter { $0.hasPrefix("- ") && !$0.hasPrefix("- …") }
        #expect(reasons.contains("- … and \(6_000 - shownReasons.count) more reasons: see coverage.md"))
        let causes = Self.section("## Failing and unverified checks by cause", of: summary)
        let shownCauses = causes.components(separatedBy: "\n").filter { $0.hasPrefix("- e") }.count
        #expect(causes.contains("- … and \(3_000 - shownCauses) more root causes: see coverage.md"))
        // In coverage.md the cut points below, where everything is listed.
        let md = MarkdownReportRenderer().render(report, context: context)
        #expect(md.contains("more IDs not covered: see the sections below"))
        #expect(md.contains("<summary>Every reason and minimum of the verdict</summary>"))
    }

    @Test("a report that fits is not cut")
    func noCutWhenItFits() {
        let (report, context) = Self.huge(20)
        let summary = Self.summary(report, context: context)
        #expect(summary == MarkdownSummaryRenderer(limit: nil).render(report, context: context))
        #expect(!summary.contains("- … and "))
    }

    @Test("a cut keeps whole items in order, stays within its allowance and counts the rest")
    func cutAlone() {
        let items = (1...10).map { "- item \($0)\n" }
        let cut = MarkdownCut(items, allowance: 60) { "- … and \($0) more\n" }
        #expect(cut.text.utf8.count <= 60)
        #expect(cut.text.hasPrefix("- item 1\n- item 2\n"))
        #expect(cut.text.hasSuffix("- … and \(cut.leftOut) more\n"))
        #expect(cut.text.components(separatedBy: "- item ").count - 1 == 10 - cut.leftOut)
        #expect(MarkdownCut(items, allowance: nil) { _ in "" }.text == items.joined())
    }
}
