import SpecModel

/// A decision table coded over its inputs' *atoms*: per input, the elementary intervals the rules' cell bounds cut
/// the domain into. Every rule's cell is a union of whole atoms, so two combinations in the same atoms are matched
/// by the same rules, and the analysis splits atoms, never single values.
///
/// Values are coded as integers: an enum value by its index, `false` 0 and `true` 1, an integer as itself.
package struct DecisionSpace: Sendable {
    package let table: DecisionTable
    /// Per input: its atoms, sorted; empty when the input's domain is.
    package let atoms: [[ClosedRange<Int>]]
    /// Per rule, per input: the rule's cell as sorted disjoint ranges of atom indexes (empty: matches nothing).
    package let cells: [[[ClosedRange<Int>]]]
    /// Per rule: whether some cell matches no value (the rule can never match).
    package let empty: [Bool]
    /// Per rule: the first input from which on every cell matches every value (`inputs.count` when the last does not).
    let fullFrom: [Int]
    /// Per input: the number of values in atoms `0..<k`, for `k` in `0...atoms.count`.
    private let prefixSizes: [[Int]]

    package init(_ table: DecisionTable) {
        self.table = table
        let inputs = table.inputs
        let coded: [[[ClosedRange<Int>]]] = table.rules.map { rule in
            inputs.map { rule.cell($0.name).intervals(in: $0) }
        }
        var atoms: [[ClosedRange<Int>]] = []
        for (i, input) in inputs.enumerated() {
            guard input.domainSize > 0 else {
                atoms.append([])
                continue
            }
            let domain = input.codedRange
            var cuts = Set<Int>([domain.lowerBound])
            for rule in coded {
                for range in rule[i] {
                    cuts.insert(range.lowerBound)
                    if range.upperBound < domain.upperBound { cuts.insert(range.upperBound + 1) }
                }
            }
            let sorted = cuts.sorted()
            atoms.append(
                sorted.indices.map { k in sorted[k]...(k + 1 < sorted.count ? sorted[k + 1] - 1 : domain.upperBound) })
        }
        self.atoms = atoms
        var cells: [[[ClosedRange<Int>]]] = []
        var empty: [Bool] = []
        var fullFrom: [Int] = []
        for rule in coded {
            var ruleCells: [[ClosedRange<Int>]] = []
            for (i, ranges) in rule.enumerated() {
                ruleCells.append(
                    ranges.map { Self.atomIndex(atoms[i], $0.lowerBound)...Self.atomIndex(atoms[i], $0.upperBound) })
            }
            cells.append(ruleCells)
            empty.append(ruleCells.contains { $0.isEmpty })
            var from = inputs.count
            while from > 0, ruleCells[from - 1] == [0...(atoms[from - 1].count - 1)] { from -= 1 }
            fullFrom.append(from)
        }
        self.cells = cells
        self.empty = empty
        self.fullFrom = fullFrom
        prefixSizes = atoms.map { list in
            var sums = [0]
            var sum = 0
            for atom in list {
                sum = Self.adding(sum, atom.count)
                sums.append(sum)
            }
            return sums
        }
    }

    /// The index of the atom holding coded value `value` (which must be in the domain).
    package func atom(of value: Int, input: Int) -> Int? {
        guard let first = atoms[input].first, let last = atoms[input].last,
            (first.lowerBound...last.upperBound).contains(value)
        else { return nil }
        return Self.atomIndex(atoms[input], value)
    }

    static func atomIndex(_ atoms: [ClosedRange<Int>], _ value: Int) -> Int {
        var lo = 0
        var hi = atoms.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if atoms[mid].lowerBound <= value { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The number of values in `ranges` of atoms of `input` (saturating).
    func size(_ ranges: [ClosedRange<Int>], input: Int) -> Int {
        ranges.reduce(0) { Self.adding($0, prefixSizes[input][$1.upperBound + 1] - prefixSizes[input][$1.lowerBound]) }
    }

    /// The number of values of `input`.
    func size(input: Int) -> Int { prefixSizes[input].last ?? 0 }

    /// Whether any input has an empty domain (then the table has no combination at all).
    package var isVoid: Bool { atoms.contains { $0.isEmpty } }

    package static func adding(_ a: Int, _ b: Int) -> Int {
        let (s, o) = a.addingReportingOverflow(b)
        return o ? Int.max : s
    }

    package static func multiplying(_ a: Int, _ b: Int) -> Int {
        let (p, o) = a.multipliedReportingOverflow(by: b)
        return o ? Int.max : p
    }

    /// One combination as `role=owner, own=true, count=3`, from coded values.
    package func describe(_ codes: [Int]) -> String {
        zip(table.inputs, codes).map { input, code in "\(input.name)=\(Self.text(input.value(ofCode: code)))" }.joined(
            separator: ", ")
    }

    /// A value as a cell would read in a message: strings bare, numbers and booleans as JSON.
    package static func text(_ value: JSONValue) -> String {
        if case .string(let s) = value { return s }
        return JSONWriter(indent: 0).string(value)
    }

    /// The input values of coded `codes`, by input name.
    package func inputs(_ codes: [Int]) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (input, code) in zip(table.inputs, codes) { result[input.name] = input.value(ofCode: code) }
        return result
    }
}
