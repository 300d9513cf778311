import SpecModel

/// `change-unit` mutants the engine proves equivalent from the spec alone: a limit whose value is **0** allows the
/// same quantities in every unit of its dimension (`more than 0 seconds` and `more than 0 milliseconds` both allow
/// exactly the positive durations), so writing it in another unit cannot change what an implementation must do.
/// Any other value is a different quantity in another unit and is never inferred equivalent.
enum UnitEquivalence {
    static let operatorName = "change-unit"

    /// Mutant ID → reason for every `change-unit` mutant of `mutants` whose limit is 0 in `bundle`.
    static func resolve(_ mutants: [MutantInfo], in bundle: SpecBundle) -> [String: String] {
        let zero = Set(bundle.limits.filter { $0.value == 0 }.map(\.id))
        var reasons: [String: String] = [:]
        for mutant in mutants where mutant.operatorName == operatorName && zero.contains(mutant.element) {
            reasons[mutant.id] =
                "inferred by the engine: \(mutant.element) is 0, and 0 is the same quantity in every unit of its "
                + "dimension, so the limit allows the same values in \(mutant.replacement)"
        }
        return reasons
    }
}
