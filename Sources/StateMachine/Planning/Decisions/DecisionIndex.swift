import SpecModel

/// Answers "which rule decides this combination" for a decision table without scanning its rules: per input, per
/// atom, the set of rules whose cell holds it (a bitset); a combination's rules are the intersection, and under
/// either hit policy the lowest one decides (under `unique` without overlaps it is the only one).
package struct DecisionIndex: Sendable {
    package let space: DecisionSpace
    private let words: Int
    /// Per input, per atom: the bitset of rules holding it.
    private let sets: [[[UInt64]]]

    package init(space: DecisionSpace) {
        self.space = space
        let rules = space.table.rules.count
        words = max(1, (rules + 63) / 64)
        var sets: [[[UInt64]]] = space.atoms.map {
            Array(repeating: Array(repeating: 0, count: max(1, (rules + 63) / 64)), count: $0.count)
        }
        for r in 0..<rules where !space.empty[r] {
            for (i, cell) in space.cells[r].enumerated() {
                for range in cell {
                    for a in range { sets[i][a][r >> 6] |= 1 << UInt64(r & 63) }
                }
            }
        }
        self.sets = sets
    }

    package init(_ table: DecisionTable) { self.init(space: DecisionSpace(table)) }

    /// The index of the rule deciding the coded combination `codes`, or nil when no rule matches.
    package func decidingRule(_ codes: [Int]) -> Int? {
        var atoms: [Int] = []
        atoms.reserveCapacity(codes.count)
        for (i, code) in codes.enumerated() {
            guard let atom = space.atom(of: code, input: i) else { return nil }
            atoms.append(atom)
        }
        for w in 0..<words {
            var bits = UInt64.max
            for (i, a) in atoms.enumerated() {
                bits &= sets[i][a][w]
                if bits == 0 { break }
            }
            if bits != 0 { return w * 64 + bits.trailingZeroBitCount }
        }
        return nil
    }

    /// Every rule matching `codes`, ascending.
    package func matchingRules(_ codes: [Int]) -> [Int] {
        var result: [Int] = []
        let atoms = codes.enumerated().compactMap { space.atom(of: $1, input: $0) }
        guard atoms.count == codes.count else { return [] }
        for w in 0..<words {
            var bits = UInt64.max
            for (i, a) in atoms.enumerated() { bits &= sets[i][a][w] }
            while bits != 0 {
                result.append(w * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }

    /// The table's output for `codes` under its hit policy: the deciding rule's `then`, else the default's; nil
    /// when neither (the table says nothing there). Under a policy that combines several rules, `rule` is the first
    /// that contributes (``outcome(_:)`` has them all).
    package func expected(_ codes: [Int]) -> (rule: Int?, output: JSONValue?) {
        let result = outcome(codes)
        return (result.rules.first, result.output)
    }

    /// The rules contributing to the table's result for `codes` and the result (``DecisionTable/outcome(matching:)``).
    package func outcome(_ codes: [Int]) -> (rules: [Int], output: JSONValue?) {
        switch space.table.hitPolicy {
        case .unique, .first:
            if let rule = decidingRule(codes) { return ([rule], space.table.rules[rule].then) }
            return ([], space.table.defaultOutput?.then)
        default: return space.table.outcome(matching: matchingRules(codes))
        }
    }
}
