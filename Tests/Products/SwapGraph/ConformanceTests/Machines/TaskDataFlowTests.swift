import Conformance
import SpecModel
import Testing

@testable import SpecMutation

/// Data-flow coverage (issue 30, item 1): `check` plans a path from each assignment to the reads it reaches, so a
/// spec that drops an assignment the implementation makes is told apart from it.
@Suite struct TaskDataFlowTests {
    @Test("negative control: othersInProgress's assignment dropped from planned --other_started--> is killed by check")
    func droppedAssignmentKilled() throws {
        let bundle = try MachineHarness.bundle()
        #expect(MachineHarness.checks(bundle, machines: ["task"]).allSatisfy { $0.status == .passed })
        let id = "drop-assignment:task/planned.other_started#0/othersInProgress"
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["drop-assignment"]).first { $0.info.id == id })
        let failed = MachineHarness.checks(mutant.apply(to: bundle), machines: ["task"]).filter { $0.status == .failed }
        // The mutant keeps othersInProgress at 0 where the implementation counts the other task: a later read of
        // the count (the WIP guard, or the count itself) tells them apart.
        #expect(!failed.isEmpty)
        #expect(failed.contains { $0.divergence?.pathSoFar.contains("other_started") == true })
    }

    @Test("negative control: openIssues kept where in_progress --resolve_issue--> counts it down is killed by check")
    func keptCountdownKilled() throws {
        let bundle = try MachineHarness.bundle()
        let id = "change-assignment:task/in_progress.resolve_issue#0/openIssues+1"
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["change-assignment"]).first { $0.info.id == id })
        #expect(mutant.info.replacement == "openIssues")
        let failed = MachineHarness.checks(mutant.apply(to: bundle), machines: ["task"]).filter { $0.status == .failed }
        // The self-loop taken again shows nothing (its output is the same); the acceptance guard further on reads the
        // count the mutant keeps at 1 where the implementation has counted it down to 0.
        #expect(failed.contains { $0.divergence?.pathSoFar.last == "accept" }, "\(failed.map(\.id))")
    }
}
