import SpecModel
import StateMachine

/// `change-assignment`: gives one assignment another value: an integer constant or a step `x ± k` moved by +1 and by
/// -1 (`failures := 0` becomes `1` and `-1`, `count := count + 1` becomes `count + 2` and `count`), a boolean constant
/// negated, a string constant replaced by each other string the machine gives the field, a bare field `y` replaced by
/// each other field holding the same type. Anything else is left alone. Only a check that reads the field after the
/// transition, where the two values decide differently, sees it.
struct ChangeAssignment: MutationOperator {
    var name: String { "change-assignment" }
    var summary: String {
        "give one assignment another value (a constant or a step by +1 and -1, a boolean negated, another string or field)"
    }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            machine.transitions.flatMap { t in
                t.transition.assignments.flatMap { assignment in
                    Self.replacements(of: assignment, in: machine).map { variant, replacement in
                        let id = t.id
                        let field = assignment.field
                        let info = MachineMutations.assignmentInfo(
                            name, t, assignment, variant: variant,
                            description:
                                "assign \(field) := \(replacement) instead of \(assignment.expression.value) in \(MachineMutations.arrow(t))",
                            replacement: replacement)
                        return MachineMutations.mutant(info, machine: machine.id) { machine in
                            MachineMutations.edit(id, in: &machine) { transition in
                                guard let index = transition.assignments.firstIndex(where: { $0.field == field })
                                else { return }
                                transition.assignments[index].expression.value = replacement
                            }
                        }
                    }
                }
            }
        }
    }

    /// The other values of `assignment`, each with its variant (`+1`, `-1`, `!`, `='text'`, `=field`), in a stable order.
    static func replacements(of assignment: Assignment, in machine: Machine) -> [(variant: String, source: String)] {
        switch AssignedValue(assignment.expression.value) {
        case .integer(let value):
            return [("+1", literal(value + 1)), ("-1", literal(value - 1))]
        case .boolean(let value):
            return [("!", value ? "false" : "true")]
        case .step(let field, let offset) where field == assignment.field || machine.context[field]?.intValue != nil:
            return [
                ("+1", AssignedValue.stepSource(field: field, offset: offset + 1)),
                ("-1", AssignedValue.stepSource(field: field, offset: offset - 1)),
            ]
        case .step(let field, _):
            let kind = machine.context[field]?.typeName
            return machine.context.keys.sorted()
                .filter {
                    $0 != field && $0 != assignment.field && kind != nil && machine.context[$0]?.typeName == kind
                }
                .map { ("=\($0)", $0) }
        case .string(let value):
            return otherStrings(of: assignment.field, in: machine).filter { $0 != value }.map {
                (
                    "='\($0)'",
                    "'" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
                        + "'"
                )
            }
        case .other:
            return []
        }
    }

    /// `3`, `(-1)`: a negative constant in parentheses, as `shift-guard-constant` writes it.
    private static func literal(_ value: Int) -> String { value < 0 ? "(\(value))" : String(value) }

    /// Every string the machine gives `field` (its initial value and its constant assignments), sorted.
    private static func otherStrings(of field: String, in machine: Machine) -> [String] {
        var values = Set<String>()
        if let initial = machine.context[field]?.stringValue { values.insert(initial) }
        for t in machine.transitions {
            for assignment in t.transition.assignments where assignment.field == field {
                if case .string(let value) = AssignedValue(assignment.expression.value) { values.insert(value) }
            }
        }
        return values.sorted()
    }
}
