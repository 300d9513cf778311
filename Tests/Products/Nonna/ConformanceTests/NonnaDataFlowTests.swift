import Conformance
import SpecModel
import Testing

@testable import SpecMutation

/// Data-flow coverage (issue 30, item 1): the value an assignment gives a counter is read where a guard compares
/// it, on both sides of the constant, so a spec that changes the value is told apart from the implementation.
@Suite struct NonnaDataFlowTests {
    @Test("FR-1.3.S5 negative control: failures := 1 (or -1) after the 15-minute wait is killed by check")
    func changedResetKilled() throws {
        let bundle = try NonnaHarness.bundle()
        #expect(NonnaHarness.checks(bundle, machines: ["session"]).allSatisfy { $0.status == .passed })
        let mutants = MutationOperators.mutants(of: bundle, operators: ["change-assignment"]).filter {
            $0.info.id.hasPrefix("change-assignment:session/LoggedOut.after:15m#0/failures")
        }
        #expect(mutants.map(\.info.replacement) == ["1", "(-1)"])
        for mutant in mutants {
            let failed = NonnaHarness.checks(mutant.apply(to: bundle), machines: ["session"]).filter {
                $0.status == .failed
            }
            // One failure, the wait, then failures up to the blocking one: the mutant blocks one early or one late.
            #expect(!failed.isEmpty, "\(mutant.info.id) survived")
        }
    }
}
