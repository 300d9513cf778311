import SpecModel

extension Gate {
    /// Machines held whole: every state, transition, guard outcome and def-use pair of every machine in the report is
    /// covered, or (a guard outcome, a def-use pair) proved unreachable. A machine listed in the gate's `partialMachines` is exempt, for the
    /// reason written there; an entry naming a machine the report does not have fails, so a typo cannot exempt one.
    static func checkMachines(_ report: CoverageReport, _ gate: GateSpec) -> [GateFailure] {
        var failures: [GateFailure] = []
        let partial = Set(gate.partialMachines.map(\.machine))
        let known = Set(report.machines.map(\.id))
        for entry in gate.partialMachines where !known.contains(entry.machine) {
            failures.append(
                GateFailure(
                    kind: .machineNotWhole, subject: entry.machine,
                    message: "partialMachines names machine \(entry.machine), which the report does not have"))
        }
        for machine in report.machines where !partial.contains(machine.id) {
            var holes: [String] = []
            let states = machine.states.filter { $0.status != .covered }.map(\.name)
            if !states.isEmpty { holes.append("states \(states.joined(separator: ", ")) not covered") }
            let transitions = machine.transitions.filter { $0.status != .covered }
            if !transitions.isEmpty {
                holes.append(
                    "transitions "
                        + transitions.map { "\($0.from) --\($0.event)#\($0.ordinal)--> \($0.to)" }.joined(
                            separator: ", ") + " not covered")
            }
            var outcomes: [String] = []
            for t in machine.transitions where t.guardExpression != nil {
                for outcome in [false, true]
                where !t.guardOutcomes.contains(outcome) && !t.unreachableGuardOutcomes.contains(outcome) {
                    outcomes.append("[\(t.guardExpression ?? "")] \(outcome) at \(t.from) --\(t.event)#\(t.ordinal)-->")
                }
            }
            if !outcomes.isEmpty {
                holes.append(
                    "guard outcomes " + outcomes.joined(separator: ", ") + " neither covered nor proved unreachable")
            }
            if let missing = machine.defUses?.missing, !missing.isEmpty {
                let shown = missing.prefix(5).map { "\($0.pair)" }.joined(separator: "; ")
                let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
                holes.append("def-use pairs \(shown)\(more) neither covered nor proved infeasible")
            }
            guard !holes.isEmpty else { continue }
            failures.append(
                GateFailure(
                    kind: .machineNotWhole, subject: machine.id,
                    message: "machine \(machine.id) is not held whole: " + holes.joined(separator: "; ")))
        }
        return failures
    }
}
