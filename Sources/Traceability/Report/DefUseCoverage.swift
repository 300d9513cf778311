import SpecModel

/// How much of one machine's data flow the passing checks exercised: its def-use pairs (``DefUsePair``, the `uses`
/// criterion) covered, proved infeasible, and missing with why.
package struct DefUseCoverage: Hashable, Sendable {
    /// Pairs a passing check exercised.
    package var covered: Int
    /// Pairs the planner proved no run exercises (not in ``total``).
    package var infeasible: Int
    /// Pairs neither covered nor proved infeasible, each with why, sorted.
    package var missing: [MissingDefUse]

    package init(covered: Int, infeasible: Int, missing: [MissingDefUse]) {
        self.covered = covered
        self.infeasible = infeasible
        self.missing = missing.sorted { $0.pair < $1.pair }
    }

    /// Covered of total: `total` is covered plus missing (the infeasible pairs left out).
    package var count: CoverageFraction { CoverageFraction(covered: covered, total: covered + missing.count) }
}

/// A def-use pair no passing check exercised and the planner did not prove infeasible, and why (a planner limit,
/// guards reading event data, only failing checks reaching it, no subject for the machine).
package struct MissingDefUse: Hashable, Sendable {
    package var pair: DefUsePair
    package var reason: String

    package init(pair: DefUsePair, reason: String) {
        self.pair = pair
        self.reason = reason
    }
}
