import Testing

@testable import EventSchema

/// `EventLogReport.merge`: counts add up, and the kept violations are the first `limit` by line, whatever order the
/// parts arrive in.
@Suite struct EventLogReportMergeTests {
    func part(lines: [Int]) -> EventLogReport {
        var report = EventLogReport()
        report.events = lines.count
        report.invalid = lines.count
        report.violationCount = lines.count
        report.byEvent["e"] = .init(events: lines.count, invalid: lines.count)
        report.violations = lines.map {
            .init(line: $0, offset: 0, event: "e", code: "schema.const", message: "m\($0)")
        }
        return report
    }

    @Test("a later part's violations are appended up to the limit; every one is counted")
    func laterPart() {
        var report = EventLogReport()
        report.merge(part(lines: [1, 4]), limit: 3)
        report.merge(part(lines: [7, 9]), limit: 3)
        #expect(report.violations.map(\.line) == [1, 4, 7])
        #expect(report.violationCount == 4 && report.events == 4 && report.byEvent["e"]?.invalid == 4)
    }

    @Test("an earlier part (out of order) is sorted in, and pushes later violations past the limit")
    func earlierPart() {
        var report = EventLogReport()
        report.merge(part(lines: [7, 9]), limit: 3)
        report.merge(part(lines: [1, 4]), limit: 3)
        #expect(report.violations.map(\.line) == [1, 4, 7])
    }

    @Test("a part whose own violations are out of order is sorted; a limit of 0 keeps none but counts all")
    func unsortedPartAndNoLimit() {
        var report = EventLogReport()
        report.merge(part(lines: [5, 2]), limit: 10)
        #expect(report.violations.map(\.line) == [2, 5])
        var none = EventLogReport()
        none.merge(part(lines: [3]), limit: 0)
        #expect(none.violations.isEmpty && none.violationCount == 1)
    }
}
