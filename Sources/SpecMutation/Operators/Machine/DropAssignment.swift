import SpecModel

/// `drop-assignment`: removes one assignment of a transition. The field keeps the value it had, so only a check that
/// takes the transition and then reads the field (a guard, an output, a payload value, another assignment) sees the
/// implementation still change it.
struct DropAssignment: MutationOperator {
    var name: String { "drop-assignment" }
    var summary: String { "remove one assignment of a transition (the field keeps its value)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            machine.transitions.flatMap { t in
                t.transition.assignments.map { assignment in
                    let id = t.id
                    let field = assignment.field
                    let info = MachineMutations.assignmentInfo(
                        name, t, assignment, variant: "",
                        description:
                            "drop the assignment \(field) := \(assignment.expression.value) of \(MachineMutations.arrow(t))",
                        replacement: "(no assignment)")
                    return MachineMutations.mutant(info, machine: machine.id) { machine in
                        MachineMutations.edit(id, in: &machine) { transition in
                            transition.assignments.removeAll { $0.field == field }
                        }
                    }
                }
            }
        }
    }
}
