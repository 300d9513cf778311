import SpecModel
import StateMachine

/// `drop-assignment` and `change-assignment` mutants the engine proves equivalent from the spec alone, over the
/// machine's abstract configurations:
/// - a **dead assignment**: no run reads the value the assignment writes before the field is assigned again
///   (``DeadAssignments``), so dropping it or changing its value cannot change any step. An assignment some run may
///   read, at any value, is never inferred equivalent.
/// - a **redundant assignment** (`drop-assignment` only): every run that takes the transition finds the field already
///   holding the constant assigned (``RedundantAssignments``: its last write is always the initial context or an
///   assignment of that constant), so dropping it leaves every value as it was. Changing its value is never inferred
///   equivalent, nor a drop where some run may reach the transition after a counter step or another value.
enum AssignmentEquivalence {
    static let operators: Set<String> = ["drop-assignment", "change-assignment"]

    /// Mutant ID → reason for every assignment mutant of `mutants` proved equivalent in `bundle`.
    static func resolve(_ mutants: [MutantInfo], in bundle: SpecBundle) -> [String: String] {
        let candidates = mutants.filter { operators.contains($0.operatorName) }
        guard !candidates.isEmpty else { return [:] }
        // "machine/From.event#n/field" of each dead and each redundant assignment.
        var dead: Set<String> = []
        var redundant: Set<String> = []
        for machine in bundle.machines where candidates.contains(where: { $0.element.hasPrefix(machine.id + "/") }) {
            guard case .success(let compiled) = CompiledMachine.compile(machine) else { continue }
            for (transition, fields) in DeadAssignments.of(compiled) {
                for field in fields { dead.insert("\(transition.description)/\(field)") }
            }
            for (transition, fields) in RedundantAssignments.of(compiled) {
                for field in fields { redundant.insert("\(transition.description)/\(field)") }
            }
        }
        var reasons: [String: String] = [:]
        for mutant in candidates {
            // The mutant's ID is "operator:machine/From.event#n/field" plus a variant for change-assignment.
            let rest = mutant.id.dropFirst(mutant.operatorName.count + mutant.element.count + 2)
            let field = String(rest.prefix { !"+-!=".contains($0) })
            let key = "\(mutant.element)/\(field)"
            if dead.contains(key) {
                reasons[mutant.id] =
                    "inferred by the engine: no run reads the value \(mutant.element) assigns to \(field) before it is "
                    + "assigned again (proved over every abstract configuration), so no step can tell the mutant apart"
            } else if mutant.operatorName == "drop-assignment", redundant.contains(key) {
                reasons[mutant.id] =
                    "inferred by the engine: every run that takes \(mutant.element) finds \(field) already holding "
                    + "\(mutant.original) (its last write is always the initial context or the same constant, proved "
                    + "over every abstract configuration), so dropping the assignment leaves every value as it was"
            }
        }
        return reasons
    }
}
