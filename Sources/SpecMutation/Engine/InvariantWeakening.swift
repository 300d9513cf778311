import SpecModel
import StateMachine

/// `shift-invariant-constant` mutants the engine proves equivalent: the shift only loosens what the invariant
/// demands, so every output that meets the original invariant meets the mutant, and no implementation that conforms
/// to the spec can fail it (the direction `invariant-bound` does not even generate for a count's bound).
///
/// The shift loosens the invariant when it loosens a condition every element must meet (`holds` of `forAll`), or
/// tightens a condition that picks what counts (`when`; `where` of `forAll`, of a `count` bounded by `atMost` alone,
/// of an `everyOf` without `unlessAtLeast`, whose cap makes fewer qualifying elements demand more). The shifted
/// comparison must be reached through `&&` alone (`Expression.constantShift(to:)`), so the shift changes no other
/// operand's evaluation except to cut it short. Anything else is run: an `==`, a comparison under `||` or `!`, a key
/// of `orderedBy` or `unique`, a tightened `holds`, a loosened `where`.
enum InvariantWeakening {
    static let operators: Set<String> = ["shift-invariant-constant"]

    /// What a condition does in its invariant.
    enum Role {
        /// Every element it applies to must meet it: loosening it loosens the invariant.
        case demand
        /// It picks the inputs or elements that count: tightening it loosens the invariant.
        case filter
    }

    /// The role of the expression named `role` (as `OutputInvariant.expressions` names it) in `invariant`; nil when
    /// a shift of it can move what the invariant demands either way.
    static func role(of role: String, in invariant: OutputInvariant) -> Role? {
        switch (role, invariant.quantifier) {
        case ("when", _): return .filter
        case ("holds", .forAll): return .demand
        case ("where", .forAll): return .filter
        case ("where", .count) where invariant.atLeast == nil && invariant.equals == nil: return .filter
        case ("where", .everyOf) where invariant.unlessAtLeast == nil: return .filter
        default: return nil
        }
    }

    /// Mutant ID → reason for every mutant of `mutants` that only loosens its invariant.
    static func resolve(_ mutants: [Mutant], in bundle: SpecBundle) -> [String: String] {
        var reasons: [String: String] = [:]
        let originals = InvariantMutations.invariants(bundle)
        for mutant in mutants where operators.contains(mutant.info.operatorName) {
            guard let original = originals.first(where: { $0.id == mutant.info.element }),
                let changed = InvariantMutations.invariants(mutant.apply(to: bundle)).first(where: {
                    $0.id == original.id
                })
            else { continue }
            for (before, after) in zip(original.expressions, changed.expressions)
            where before.source.value != after.source.value {
                guard let kind = role(of: before.role, in: original),
                    case .success(let a) = Expression.parse(before.source.value),
                    case .success(let b) = Expression.parse(after.source.value),
                    let shift = a.constantShift(to: b),
                    (kind == .demand) == (shift == .looser)
                else { continue }
                let how =
                    kind == .demand
                    ? "loosens a condition every element must meet" : "tightens a condition that picks what counts"
                reasons[mutant.info.id] =
                    "inferred by the engine: \(before.role) of \(original.id) becoming \(after.source.value) \(how), so "
                    + "every output that meets the original invariant meets the mutant; no implementation that conforms "
                    + "to the spec can fail it"
            }
        }
        return reasons
    }
}
