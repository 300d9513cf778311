import SpecModel

/// Assignments whose value no run ever reads: from the transition on, every run assigns the field again (with
/// something other than a counter step) before any guard, assignment, output or payload value reads it, proved over
/// the machine's abstract configurations (``DefUseProof``). Dropping such an assignment or changing its value cannot
/// change anything a run does.
package enum DeadAssignments {
    /// Per transition, the fields it assigns that no run reads afterwards; empty when the proof is out of reach (the
    /// machine reads event data, or the configuration bound stops the abstract search).
    package static func of(_ machine: CompiledMachine, limits: PlannerLimits = PlannerLimits()) -> [TransitionID:
        [String]]
    {
        let analysis = DefUseAnalysis(machine)
        guard
            let proof = DefUseProof.search(
                machine, analysis: analysis, abstraction: CounterAbstraction(machine: machine),
                maxConfigurations: limits.maxConfigurations)
        else { return [:] }
        var result: [TransitionID: [String]] = [:]
        for (index, assigned) in analysis.assigned.enumerated() {
            for (slot, _) in assigned where !proof.read.contains(Int64(slot) << 32 | Int64(index + 1)) {
                result[analysis.transitionIDs[index], default: []].append(analysis.slotNames[slot])
            }
        }
        return result
    }
}
