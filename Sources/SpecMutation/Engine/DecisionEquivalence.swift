import SpecModel
import StateMachine

/// Decision-table mutants the engine proves equivalent: the mutated table gives the same output as the original in
/// every combination of its inputs (compared atom by atom over both tables' cuts, so every value is covered), e.g.
/// narrowing an explicit denial that the default denies too. Tables over more than ``bound`` atom combinations are
/// not compared (their mutants are run).
enum DecisionEquivalence {
    static let operators: Set<String> = ["decision-input", "decision-output", "decision-default"]
    static let bound = 100_000

    /// Mutant ID → reason for every decision mutant of `mutants` whose table behaves as the original's.
    static func resolve(_ mutants: [Mutant], in bundle: SpecBundle) -> [String: String] {
        var reasons: [String: String] = [:]
        for mutant in mutants where operators.contains(mutant.info.operatorName) {
            let mutated = mutant.apply(to: bundle)
            for original in bundle.decisionTables {
                guard let changed = mutated.decisionTables.first(where: { $0.id == original.id }), changed != original
                else { continue }
                if let compared = sameOutputs(original, changed) {
                    reasons[mutant.info.id] =
                        "inferred by the engine: \(original.id) gives the same output as before in every one of its \(compared) "
                        + "input regions (compared over both tables' cuts), so no implementation can tell the mutant apart"
                }
            }
        }
        return reasons
    }

    /// The number of regions compared when `a` and `b` decide every combination alike; nil when they differ somewhere
    /// or the comparison is past the bound.
    static func sameOutputs(_ a: DecisionTable, _ b: DecisionTable) -> Int? {
        guard a.inputs == b.inputs else { return nil }
        let (sa, sb) = (DecisionSpace(a), DecisionSpace(b))
        let (ia, ib) = (DecisionIndex(space: sa), DecisionIndex(space: sb))
        // Per input: the lower bounds of the common refinement of both tables' atoms.
        var starts: [[Int]] = []
        for i in a.inputs.indices {
            starts.append(Array(Set(sa.atoms[i].map(\.lowerBound) + sb.atoms[i].map(\.lowerBound))).sorted())
        }
        var total = 1
        for s in starts {
            let (product, overflow) = total.multipliedReportingOverflow(by: max(s.count, 1))
            guard !overflow, product <= bound else { return nil }
            total = product
        }
        guard starts.allSatisfy({ !$0.isEmpty }) else { return total }
        var position = Array(repeating: 0, count: starts.count)
        while true {
            // Coded values (an enum value's index, 0/1, the integer): each index finds the value's atom itself.
            let values = position.enumerated().map { starts[$0.offset][$0.element] }
            if ia.expected(values).output != ib.expected(values).output { return nil }
            var k = starts.count - 1
            while k >= 0 {
                position[k] += 1
                if position[k] < starts[k].count { break }
                position[k] = 0
                k -= 1
            }
            if k < 0 { return total }
        }
    }
}
