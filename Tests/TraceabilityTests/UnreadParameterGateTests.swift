import Conformance
import SpecModel
import Testing

@testable import Traceability

/// The report lists the rule parameters no check read; a gate with `failOnUnreadParameters` fails on them.
@Suite struct UnreadParameterGateTests {
    /// The fixture bundle with RULE-ONE given two parameters, one declared unread.
    static func bundle() throws -> SpecBundle {
        var bundle = try CoverageFixture.bundle()
        let index = try #require(bundle.rules.firstIndex { $0.id == "RULE-ONE" })
        bundle.rules[index].parameters = ["limit": .int(3), "wording": .string("words"), "window": .int(5)]
        bundle.rules[index].unread = ["wording": "prose"]
        return bundle
    }

    static func report(reads: [String]) throws -> CoverageReport {
        let check = CheckResult(
            id: "rule:RULE-ONE", kind: .rule, product: "demo", title: "one", status: .passed,
            evidence: [Evidence(id: "RULE-ONE", kind: .rule)], reads: reads)
        return CoverageEvaluator.evaluate(
            bundle: try bundle(), checks: [check], policy: try CoverageFixture.policy(), today: "2025-06-01")
    }

    @Test("the report lists the parameters no check read, the declared unread ones left out; coverage.json keeps them")
    func listed() throws {
        let report = try Self.report(reads: ["RULE-ONE/limit"])
        #expect(report.unreadParameters == ["RULE-ONE/window"])
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "0.1.0"))
        let back = try #require(CoverageReport.decode(text, file: "coverage.json").value)
        #expect(back.unreadParameters == ["RULE-ONE/window"])
        #expect(try Self.report(reads: ["RULE-ONE/limit", "RULE-ONE/window"]).unreadParameters.isEmpty)
    }

    @Test("negative control: a gate with failOnUnreadParameters fails on a parameter no check read")
    func gateFails() throws {
        let report = try Self.report(reads: ["RULE-ONE/limit"])
        var gate = GateSpec(product: "demo")
        #expect(!Gate.evaluate(report, gate, today: "2025-06-01").failures.contains { $0.kind == .unreadParameter })
        gate.failOnUnreadParameters = true
        let failures = Gate.evaluate(report, gate, today: "2025-06-01").failures.filter { $0.kind == .unreadParameter }
        #expect(failures.map(\.message) == ["rule parameter RULE-ONE/window is read by no check"])
        #expect(failures.map(\.subject) == ["RULE-ONE/window"])
    }
}
