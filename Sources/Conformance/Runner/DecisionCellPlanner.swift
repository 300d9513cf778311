import SpecModel
import StateMachine

/// The combinations of a decision table to ask its subject: every one while the table has at most
/// ``exhaustiveBound`` combinations; past it a sample that still meets every rule's edges and every undecided region.
struct DecisionCellPlan: Sendable {
    /// Coded combinations, in the order asked.
    var cells: [[Int]]
    /// Whether `cells` is a sample (the table has more than ``DecisionCellPlanner/exhaustiveBound`` combinations).
    var sampled: Bool
    /// Whether some region no rule decides was not found (the analysis stopped at its limits), so not asked.
    var gapRegionsLeftOut = false
}

enum DecisionCellPlanner {
    /// A table with at most this many combinations (the product of its inputs' domain sizes) is asked every one.
    static let exhaustiveBound = 100_000
    /// Past this many corners per rule, a rule's corners are its lowest and highest one plus each edge value alone.
    static let cornerLimit = 64

    static func plan(_ space: DecisionSpace) -> DecisionCellPlan {
        let table = space.table
        guard !space.isVoid else { return DecisionCellPlan(cells: [], sampled: false) }
        if table.domainSize <= exhaustiveBound { return DecisionCellPlan(cells: every(table), sampled: false) }
        let analysis = DecisionAnalysis(space: space, defaultRegions: true)
        var seen = Set<[Int]>()
        var cells: [[Int]] = []
        func add(_ codes: [Int]) {
            if seen.insert(codes).inserted { cells.append(codes) }
        }
        for (r, rule) in table.rules.enumerated() where !space.empty[r] {
            let intervals = table.inputs.map { rule.cell($0.name).intervals(in: $0) }
            // Edges: both ends of every interval of every cell.
            let edges: [[Int]] = intervals.map { list in
                Array(Set(list.flatMap { [$0.lowerBound, $0.upperBound] })).sorted()
            }
            let base = edges.map { $0[0] }
            let corners = edges.reduce(1) { DecisionSpace.multiplying($0, $1.count) }
            if corners <= cornerLimit {
                for corner in product(edges) { add(corner) }
            } else {
                add(base)
                add(edges.map { $0[$0.count - 1] })
                for (i, values) in edges.enumerated() {
                    for v in values {
                        var c = base
                        c[i] = v
                        add(c)
                    }
                }
            }
            // Boundaries: one past each integer bound, on both sides.
            for (i, input) in table.inputs.enumerated() where input.type == .integer {
                for v in edges[i] {
                    for w in [v - 1, v + 1] where (input.minimum...input.maximum).contains(w) {
                        var c = base
                        c[i] = w
                        add(c)
                    }
                }
            }
        }
        for gap in analysis.gaps { add(gap.example) }
        return DecisionCellPlan(
            cells: cells, sampled: true, gapRegionsLeftOut: analysis.gapsTruncated || analysis.incomplete)
    }

    /// Every combination, the last input varying fastest.
    static func every(_ table: DecisionTable) -> [[Int]] {
        product(table.inputs.map { Array($0.codedRange) })
    }

    static func product(_ lists: [[Int]]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for list in lists {
            var next: [[Int]] = []
            next.reserveCapacity(result.count * list.count)
            for prefix in result {
                for v in list { next.append(prefix + [v]) }
            }
            result = next
        }
        return result
    }
}
