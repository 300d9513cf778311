import Conformance
import SpecModel
import Testing

@testable import SpecMutation
@testable import SwapGraphConformance

/// Data-flow coverage (issue 30, item 1): `check` plans a path from each assignment to the reads it reaches, so a
/// spec that drops an assignment the implementation makes is told apart from it.
@Suite struct TaskDataFlowTests {
    /// The task machine's checks on `bundle`, with the reference subjects.
    static func taskChecks(_ bundle: SpecBundle) -> [CheckResult] {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        SwapGraphVerification.register(subjects: &subjects, rules: &rules)
        var runner = ConformanceRunner(subjects: subjects, rules: rules)
        runner.selection = CheckSelection(machines: ["task"], rules: false)
        return runner.run(bundle, scenarios: []).checks
    }

    @Test("negative control: othersInProgress's assignment dropped from planned --other_started--> is killed by check")
    func droppedAssignmentKilled() throws {
        let bundle = try MachineHarness.bundle()
        #expect(Self.taskChecks(bundle).allSatisfy { $0.status == .passed })
        let id = "drop-assignment:task/planned.other_started#0/othersInProgress"
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["drop-assignment"]).first { $0.info.id == id })
        let failed = Self.taskChecks(mutant.apply(to: bundle)).filter { $0.status == .failed }
        // The mutant keeps othersInProgress at 0 where the implementation counts the other task: a later read of
        // the count (the WIP guard, or the count itself) tells them apart.
        #expect(!failed.isEmpty)
        #expect(failed.contains { $0.divergence?.pathSoFar.contains("other_started") == true })
    }
}
