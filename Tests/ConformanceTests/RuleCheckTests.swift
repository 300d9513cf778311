import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// Rule checks give `rule` evidence for their rule and covered IDs, plus what they declare they prove.
@Suite struct RuleCheckTests {
    func run(_ check: RuleCheck) throws -> CheckResult {
        var rules = RuleCheckRegistry()
        rules.register(product: "toy", check)
        let runner = ConformanceRunner(subjects: SubjectRegistry(), rules: rules)
        let result = runner.run(try ToyFixture.bundle(), scenarios: [])
        return try #require(result.checks.first { $0.id == "rule:\(check.ruleID)" })
    }

    @Test("a passing rule check proves rule, and the declared kinds for the covered IDs its assertions name")
    func provesDeclaredKinds() throws {
        let result = try run(
            RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], proves: [.recovery], title: "t") {
                try expect(true, "the credit is refunded", proves: "TOY-FEAT-002")
            })
        #expect(result.status == .passed)
        #expect(
            Set(result.evidence) == [
                Evidence(id: "TOY-RULE-01", kind: .rule), Evidence(id: "TOY-FEAT-002", kind: .rule),
                Evidence(id: "TOY-FEAT-002", kind: .recovery),
            ])
    }

    @Test("a failing rule check fails with its message and still names what it exercised")
    func failingRule() throws {
        let result = try run(
            RuleCheck(ruleID: "TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "t") { .fail("credit went to -1") })
        #expect(result.status == .failed)
        #expect(result.message == "credit went to -1")
        #expect(result.evidence.map(\.id).contains("TOY-FEAT-002"))
    }
}
