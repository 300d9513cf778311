import SpecModel

/// What a decision table's rules do over the whole input space: which rules overlap (with a combination both
/// match), which combinations no rule matches, and which rules can never decide.
///
/// The space is split recursively, one input at a time: at each node the candidate rules' cells on the next input
/// cut its atoms into classes matched by the same candidates (a sweep over the cells' bounds), and each class is
/// explored with the candidates that match it. A node stops as soon as its answer is known (no candidate: a gap; a
/// candidate matching the whole node: it decides there), so the work follows the rules' arrangement, not the size
/// of the input space. One analysis serves lint, conformance (gap regions to ask) and mutation.
package struct DecisionAnalysis: Sendable {
    /// Two rules that match one combination where the policy forbids it: any two under `unique`, two giving
    /// different outputs under `any`.
    package struct Overlap: Hashable, Sendable {
        /// Rule indexes, the first below the second.
        package var first: Int
        package var second: Int
        /// A combination both match, coded.
        package var example: [Int]
    }

    /// A region of the space no rule matches.
    package struct Gap: Hashable, Sendable {
        /// The number of combinations in it (saturating).
        package var count: Int
        /// One combination of it, coded.
        package var example: [Int]
    }

    /// At most this many overlapping pairs are listed; ``overlapsTruncated`` says when more exist.
    package static let overlapLimit = 1_000
    /// At most this many gap regions are listed (their combinations are all counted in ``gapCombinations``).
    package static let gapLimit = 10_000
    /// The analysis visits at most this many regions. A table whose rules cut the space into more (thousands of
    /// unrelated boxes over many inputs) is analysed in part: ``incomplete`` says so, what was found holds, and
    /// ``unreachable`` is left empty (a rule not yet seen deciding may decide further on).
    package static let regionLimit = 2_000_000

    package let space: DecisionSpace
    /// Under `unique` (and `any`, rules that disagree): overlapping pairs, in the order found, one example each.
    package private(set) var overlaps: [Overlap] = []
    package private(set) var overlapsTruncated = false
    /// Regions no rule matches, in input order.
    package private(set) var gaps: [Gap] = []
    package private(set) var gapsTruncated = false
    /// The number of combinations no rule matches (saturating).
    package private(set) var gapCombinations = 0
    /// Rule indexes that never decide: under `first`, covered by earlier rules (or empty); under any other policy,
    /// empty (overlaps are allowed or reported as such, so a rule matching somewhere contributes there).
    package private(set) var unreachable: [Int] = []
    /// The number of combinations (saturating).
    package var combinations: Int { space.table.domainSize }
    /// Whether the analysis stopped at ``regionLimit`` regions before exploring the whole space.
    package private(set) var incomplete = false

    private var regions = 0
    private let gapsWanted: Bool
    private var undecided: Int

    private var seenPairs = Set<Int>()
    private var decides: [Bool]

    /// Analyses `table`. `defaultRegions`: whether the regions a `default` decides are wanted too (conformance asks
    /// one combination of each); lint needs them only when the table has no default.
    package init(_ table: DecisionTable, defaultRegions: Bool = false) {
        self.init(space: DecisionSpace(table), defaultRegions: defaultRegions)
    }

    package init(space: DecisionSpace, defaultRegions: Bool = false) {
        self.space = space
        gapsWanted = space.table.defaultOutput == nil || defaultRegions
        decides = Array(repeating: false, count: space.table.rules.count)
        undecided = space.empty.filter { !$0 }.count
        guard !space.isVoid else { return }
        let candidates = space.empty.indices.filter { !space.empty[$0] }
        var fixed: [[ClosedRange<Int>]] = []
        walk(depth: 0, fixed: &fixed, candidates: candidates, covered: false)
        if space.table.hitPolicy == .first {
            unreachable = incomplete ? [] : decides.indices.filter { !decides[$0] }
        } else {
            unreachable = space.empty.indices.filter { space.empty[$0] }
        }
    }

    /// Whether overlapping rules are a defect to list: under `unique` always, under `any` when they disagree.
    private var overlapsWanted: Bool { space.table.hitPolicy == .unique || space.table.hitPolicy == .any }

    private mutating func decide(_ rule: Int) {
        if !decides[rule] {
            decides[rule] = true
            undecided -= 1
        }
    }

    /// Whether exploring further can find nothing new: no region is left to count (a default decides the gaps, or
    /// the gaps are listed to the limit), and every rule decides somewhere (`first`) or the overlaps are listed to
    /// the limit (`unique`).
    private var settled: Bool {
        let gapsDone = !gapsWanted || gapsTruncated
        if space.table.hitPolicy == .first { return gapsDone && undecided == 0 }
        return gapsDone && (!overlapsWanted || overlapsTruncated)
    }

    private mutating func walk(depth d: Int, fixed: inout [[ClosedRange<Int>]], candidates: [Int], covered: Bool) {
        let n = space.atoms.count
        regions += 1
        if regions > Self.regionLimit {
            incomplete = true
            return
        }
        if candidates.isEmpty {
            if !covered { recordGap(fixed) }
            return
        }
        if space.table.hitPolicy == .first {
            if space.fullFrom[candidates[0]] <= d {
                decide(candidates[0])
                return
            }
            // Every candidate already decides elsewhere and a later one matches the whole region: nothing to learn here.
            if !gapsWanted || candidates.contains(where: { space.fullFrom[$0] <= d }),
                candidates.allSatisfy({ decides[$0] })
            {
                return
            }
        } else {
            // Every other policy: only gaps and (unique, any) overlaps matter.
            let full = candidates.filter { space.fullFrom[$0] <= d }
            if !full.isEmpty {
                for f in full { decide(f) }
                guard overlapsWanted else { return }
                let partial = candidates.filter { space.fullFrom[$0] > d }
                if !overlapsTruncated {
                    let base = fixed.map { $0[0].lowerBound }
                    for (i, a) in full.enumerated() {
                        for b in full[(i + 1)...] { recordOverlap(a, b, base + Array(repeating: 0, count: n - d)) }
                        for p in partial {
                            recordOverlap(a, p, base + (d..<n).map { space.cells[p][$0][0].lowerBound })
                        }
                    }
                }
                if partial.count >= 2 { split(depth: d, fixed: &fixed, candidates: partial, covered: true) }
                return
            }
            if covered && (candidates.count < 2 || !overlapsWanted) { return }
        }
        split(depth: d, fixed: &fixed, candidates: candidates, covered: covered)
    }

    /// Splits input `d` into classes of atoms matched by the same candidates and explores each.
    private mutating func split(depth d: Int, fixed: inout [[ClosedRange<Int>]], candidates: [Int], covered: Bool) {
        let count = space.atoms[d].count
        var full: [Int] = []
        var events: [(position: Int, rule: Int, start: Bool)] = []
        for r in candidates {
            let cell = space.cells[r][d]
            if cell.count == 1 && cell[0] == 0...(count - 1) {
                full.append(r)
                continue
            }
            for range in cell {
                events.append((range.lowerBound, r, true))
                events.append((range.upperBound + 1, r, false))
            }
        }
        events.sort { ($0.position, $0.start ? 1 : 0) < ($1.position, $1.start ? 1 : 0) }
        // Sweep: segments of atoms with the same active partial rules; segments with equal sets form one class.
        var classes: [[Int]: [ClosedRange<Int>]] = [:]
        var order: [[Int]] = []
        var active = Set<Int>()
        var position = 0
        var e = 0
        while position < count {
            while e < events.count && events[e].position == position {
                if events[e].start { active.insert(events[e].rule) } else { active.remove(events[e].rule) }
                e += 1
            }
            let next = e < events.count ? min(events[e].position, count) : count
            let key = active.sorted()
            if classes[key] == nil { order.append(key) }
            if let last = classes[key]?.last, last.upperBound + 1 == position {
                classes[key]?.removeLast()
                classes[key]?.append(last.lowerBound...(next - 1))
            } else {
                classes[key, default: []].append(position...(next - 1))
            }
            position = next
        }
        for key in order {
            guard let ranges = classes[key] else { preconditionFailure("order lists keys of classes") }
            let children = Self.merge(full, key)
            fixed.append(ranges)
            walk(depth: d + 1, fixed: &fixed, candidates: children, covered: covered)
            fixed.removeLast()
            if incomplete || settled || (space.table.hitPolicy != .first && covered && overlapsTruncated) { return }
        }
    }

    private mutating func recordGap(_ fixed: [[ClosedRange<Int>]]) {
        var size = 1
        for (i, ranges) in fixed.enumerated() { size = DecisionSpace.multiplying(size, space.size(ranges, input: i)) }
        for i in fixed.count..<space.atoms.count { size = DecisionSpace.multiplying(size, space.size(input: i)) }
        gapCombinations = DecisionSpace.adding(gapCombinations, size)
        guard gaps.count < Self.gapLimit else {
            gapsTruncated = true
            return
        }
        let example =
            fixed.enumerated().map { space.atoms[$0][$1[0].lowerBound].lowerBound }
            + (fixed.count..<space.atoms.count).map { space.atoms[$0][0].lowerBound }
        gaps.append(Gap(count: size, example: example))
    }

    /// Records a pair once; `atoms` are atom indexes per input, turned into coded values.
    private mutating func recordOverlap(_ a: Int, _ b: Int, _ atoms: [Int]) {
        let (x, y) = (min(a, b), max(a, b))
        let rules = space.table.rules
        if space.table.hitPolicy == .any && space.table.sameRuleOutput(rules[x].then, rules[y].then) { return }
        guard seenPairs.insert(x &* 1_000_003 &+ y).inserted else { return }
        guard overlaps.count < Self.overlapLimit else {
            overlapsTruncated = true
            return
        }
        let example = atoms.enumerated().map { space.atoms[$0][$1].lowerBound }
        overlaps.append(Overlap(first: x, second: y, example: example))
    }

    /// Two ascending lists merged, ascending.
    static func merge(_ a: [Int], _ b: [Int]) -> [Int] {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        return result
    }

    /// Under `first`: the earlier rules whose cells meet rule `index`'s (the rules that cover it when it is
    /// unreachable), by index.
    package func earlierRules(meeting index: Int) -> [Int] {
        (0..<index).filter { other in
            !space.empty[other] && zip(space.cells[other], space.cells[index]).allSatisfy { Self.meet($0, $1) }
        }
    }

    static func meet(_ a: [ClosedRange<Int>], _ b: [ClosedRange<Int>]) -> Bool {
        a.contains { x in b.contains { $0.overlaps(x) } }
    }
}
