import Foundation
import SpecConformTestSupport
import Testing

/// A statechart the flattener cannot turn into a flat machine of configurations (here one whose timers leave more than
/// 2000 configurations with different times left: a region restarting a 1 s timer beside a 3000 s one) is refused by
/// `check` with a located diagnostic rather than checked in part; lint reads statecharts without flat-machine rules
/// misreading them.
@Suite struct StatechartRefusalTests {
    static let chart = """
        {"kind": "machine", "version": 1, "product": "toy", "id": "chart", "initial": "Shop",
         "states": {
           "Shop": {"type": "parallel", "on": {"cancel": [{"target": "Cancelled"}]}, "states": {
             "Cart": {"initial": "Browsing", "states": {"Browsing": {"on": {"pay": [{"target": "Paid"}]}, "after": {"3000s": [{"target": "Paid"}]}}, "Paid": {}}},
             "Clock": {"initial": "Tick", "states": {"Tick": {"after": {"1s": [{"target": "Tick"}]}}}}}},
           "Cancelled": {"type": "final"}}}
        """

    @Test("check refuses a statechart it cannot flatten: machine.statechart-not-planned, located, exit 65")
    func checkRefuses() throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.chart.write(toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .invalidInput, "\(check.transcript)")
        #expect(check.err.contains("chart.json:1:"), "\(check.err)")
        #expect(check.err.contains("machine.statechart-not-planned"), "\(check.err)")
        #expect(
            check.err.contains("cannot be flattened into configurations: more than 2000 configurations are reachable"),
            "\(check.err)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Reports/toy/coverage.json"))
    }

    @Test("lint reports the statechart's load errors, located, and no flat-machine rule misreads it")
    func lintLocatesLoadErrors() throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.chart.write(toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
        let clean = CLIRun(["lint"], in: root)
        #expect(!clean.out.contains("lint.undefined-target") && !clean.err.contains("lint.undefined-target"))
        try Self.chart.replacingOccurrences(of: #""target": "Paid""#, with: #""target": "Payd""#).write(
            toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput, "\(lint.transcript)")
        #expect(lint.err.contains("chart.json:4:"), "\(lint.err)")
        #expect(lint.err.contains("spec.unknown-target") && lint.err.contains("did you mean \"Paid\"?"), "\(lint.err)")
    }
}
