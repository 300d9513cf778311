import SpecModel

/// One kind of change to a spec: it lists every mutant it can make of a bundle.
///
/// Operators work on the decoded model, never on files. A later spec kind (a decision table's cell, a limit's
/// value) adds one operator here: its mutants carry their own edit, scope and reach, so the runner, the reports
/// and `mutation.json` need no change.
package protocol MutationOperator: Sendable {
    /// The stable name, used in mutant IDs, `--operators` and `mutation.json` (`drop-transition`).
    var name: String { get }
    /// What the operator does, in one line (help and docs).
    var summary: String { get }
    /// Every mutant of `bundle`, in a stable order.
    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant]
}

/// Every operator, in the order reports list them.
package enum MutationOperators {
    /// The registry: machine operators, then event-schema operators, then decision-table operators, then output
    /// invariant operators.
    package static let registry: [any MutationOperator] = [
        DropTransition(), AddTransition(), RetargetTransition(), FlipGuard(), ShiftGuardConstant(), DropEmit(),
        MoveInitialState(), ShiftDelay(), DropAssignment(), ChangeAssignment(), FlipRefusal(), SwapTransitions(),
        RetargetLevel(), DropRegion(), ChangeHistoryDepth(), DropEventless(),
        RequireProperty(), DropEnumValue(), ChangeType(), TightenBound(), ShiftLimit(), ChangeUnit(), ShiftParameter(),
        DropListValue(),
        DecisionOutputMutation(), DecisionInputMutation(), DecisionDefaultMutation(), SequenceMutations(),
        InvariantBound(), InvariantOrder(), InvariantNegate(), OutputDrop(),
        ShiftConstraint(), ToggleRequired(), ShiftInvariantConstant(),
    ]

    /// Every operator's name, in registry order.
    package static var names: [String] { registry.map(\.name) }

    /// The operator named `name`.
    package static func named(_ name: String) -> (any MutationOperator)? { registry.first { $0.name == name } }

    /// Every mutant of `bundle` made by `operators` (every operator when empty), sorted by ID; IDs are unique.
    package static func mutants(of bundle: SpecBundle, operators: [String] = [], locator: SpecLocator = SpecLocator())
        -> [Mutant]
    {
        let chosen = operators.isEmpty ? registry : registry.filter { operators.contains($0.name) }
        var seen = Set<String>()
        var result: [Mutant] = []
        for op in chosen {
            for mutant in op.mutants(of: bundle, locator: locator) where seen.insert(mutant.info.id).inserted {
                result.append(mutant)
            }
        }
        return result.sorted { $0.info.id < $1.info.id }
    }
}
