import SpecModel

/// `shift-invariant-constant`: one integer constant of an invariant's condition moved by one each way
/// (`card.given.expiresIn < 21600` becomes `< 21601` and `< 21599`), in `when`, `where`, `holds`, `by`, an order key
/// or `matchedBy` (a count's bounds are `invariant-bound`'s). The check generates inputs at `c - 1`, `c` and `c + 1`
/// of every constant an invariant compares a field with, so a suite that holds the boundary sees the shift; a shift
/// that only loosens what the invariant demands is proved equivalent by the engine (`InvariantWeakening`).
struct ShiftInvariantConstant: MutationOperator {
    var name: String { "shift-invariant-constant" }
    var summary: String { "move one integer constant of an invariant's condition by +1 and by -1" }

    /// The roles whose constants are shifted, as `OutputInvariant.expressions` names them.
    static func shifted(_ role: String) -> Bool {
        ["when", "where", "holds", "by", "matchedBy"].contains(role) || role.hasPrefix("keys/")
    }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for invariant in InvariantMutations.invariants(bundle) {
            for (role, source, _) in invariant.expressions where Self.shifted(role) {
                for constant in ShiftGuardConstant.integerConstants(in: source.value) {
                    for delta in [1, -1] {
                        let value = constant.value + delta
                        let replaced = ShiftGuardConstant.replacing(constant, in: source.value, by: value)
                        let located = Located(replaced, origin: source.origin)
                        result.append(
                            InvariantMutations.mutant(
                                name, invariant: invariant,
                                variant: "/\(role)@\(constant.offset)\(delta > 0 ? "+1" : "-1")",
                                path: role.split(separator: "/").map(String.init), locator: locator,
                                description:
                                    "shift \(constant.value) to \(value) in \(role) of \(invariant.id): \(replaced)",
                                original: source.value, replacement: replaced
                            ) { Self.set(role, of: &$0, to: located) })
                    }
                }
            }
        }
        return result
    }

    /// Puts `expression` in the place `role` names.
    static func set(_ role: String, of invariant: inout OutputInvariant, to expression: Located<String>) {
        switch role {
        case "when": invariant.when = expression
        case "where": invariant.filter = expression
        case "holds": invariant.holds = expression
        case "by": invariant.by = expression
        case "matchedBy": invariant.matchedBy = expression
        default:
            let parts = role.split(separator: "/")
            guard parts.count == 3, let index = Int(parts[1]), invariant.keys.indices.contains(index) else { return }
            invariant.keys[index].key = expression
        }
    }
}
