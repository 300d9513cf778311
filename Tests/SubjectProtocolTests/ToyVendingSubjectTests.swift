import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// The toy product verified through `toy_vending.py`: a conforming subject process passes every check, with one
/// process for the whole run.
@Suite struct ToyVendingSubjectTests {
    @Test("a conforming subject process passes every check of the toy product, through one process")
    func conforms() throws {
        let run = try SubjectRun.toy()
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(
            run.notPassed == [],
            "\(run.run.checks.filter { $0.status != .passed }.map { "\($0.id): \($0.message ?? "") \($0.divergence.map { "\($0)" } ?? "")" })"
        )
        #expect(run.run.checks.count >= 16)
        #expect(try run.check("rule:TOY-RULE-01").status == .passed)
        #expect(try run.check("value:credit:1").status == .passed)
        #expect(
            run.summary == [
                "toy-python \"toy vending (Python)\" (python3 \(SubjectFixture.toyVending)): 1 machine, 2 payload properties, 1 rule, 1 process started, 0 restarts"
            ])
    }
}
