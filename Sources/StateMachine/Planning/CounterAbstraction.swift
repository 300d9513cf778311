import SpecModel

/// Integer context fields that guards only compare with constants, and the values a search may merge.
///
/// A field is a *counter* when its initial value is an integer, every assignment to it is `x + k`, `x - k` or an
/// integer constant, and every other read of it is a comparison with an integer constant (`x + 1 >= 10`,
/// `completedCount == regionCount` where `regionCount` is never assigned). Let `low` and `high` be the smallest and
/// largest constant it is compared with (offsets moved across). Every comparison then decides alike for all values
/// above `high` (and all values below `low`), so the search may keep the values `low - 1 … high + 1` exact and
/// treat the values above `high + 1` as one abstract value (`high + 2`), and those below `low - 1` as another.
/// A counter no guard reads is irrelevant to every guard: all its values are one abstract value.
///
/// Two uses, both sound:
/// - **Exact merging** (``exactKey(_:)``): for a counter that never decreases (only `x + k`, k ≥ 0, or constants),
///   configurations equal up to the merge have the same futures (a bisimulation: the merged values stay merged
///   and every guard decides alike), so the planner's visited set may key them together and still reach every
///   target it could reach without merging. Same for counters that never increase, below `low - 1`.
/// - **Over-approximation** (``successorAlternatives``): a counter that goes both ways is merged too, but stepping
///   down from the abstract value may land on any value from `high + 2 - k` up, so every one is a successor.
///   Every concrete run maps onto a run of this finite abstract graph, so what it cannot reach, no run reaches.
struct CounterAbstraction {
    struct Counter {
        let slot: Int
        /// Smallest and largest compared constant; nil when no guard or assignment compares the field.
        let low: Int?
        let high: Int?
        /// Whether some assignment adds a positive / negative amount.
        var increases = false
        var decreases = false
        /// The largest amount one assignment adds / subtracts.
        var maxIncrease = 0
        var maxDecrease = 0

        /// The representative of `value`: itself within `low - 1 … high + 1`, else the abstract value past the end.
        func abstract(_ value: Int) -> Int {
            guard let low, let high else { return 0 }
            if value > high + 1 { return high + 2 }
            if value < low - 1 { return low - 2 }
            return value
        }

        /// Whether merging above `high + 1` is exact (a bisimulation): the counter never decreases.
        var exactAbove: Bool { !decreases }
        /// Whether merging below `low - 1` is exact: the counter never increases.
        var exactBelow: Bool { !increases }
    }

    /// Counters by slot.
    private(set) var counters: [Int: Counter] = [:]
    /// Per transition index, the amount each counter slot it assigns changes by (`x + k` is `k`), or nil for a constant.
    private(set) var deltas: [Int: [Int: Int?]] = [:]

    /// Integer fields no transition assigns, by name: constants wherever a guard compares them.
    private(set) var constants: [String: Int] = [:]

    /// Whether any field is abstracted.
    var isEmpty: Bool { counters.isEmpty }

    init(machine: CompiledMachine) {
        let storage = machine.storage
        let slotCount = storage.slotNames.count
        var assigned = [Bool](repeating: false, count: slotCount)
        for transition in storage.transitions { for a in transition.assignments { assigned[a.slot] = true } }
        // Fields no transition assigns are constants (their initial value) wherever they are compared.
        var constants: [String: Int] = [:]
        for (slot, name) in storage.slotNames.enumerated() where !assigned[slot] {
            if let value = storage.initialSlots[slot].intValue { constants[name] = value }
        }
        self.constants = constants
        var candidate = [Bool](repeating: false, count: slotCount)
        for slot in 0..<slotCount where assigned[slot] && storage.initialSlots[slot].intValue != nil {
            candidate[slot] = true
        }
        var low = [Int?](repeating: nil, count: slotCount)
        var high = [Int?](repeating: nil, count: slotCount)
        var uses = [Int](repeating: 0, count: slotCount)
        var allowedUses = [Int](repeating: 0, count: slotCount)
        var counterDeltas: [Int: [Int: Int?]] = [:]
        var increases = [Bool](repeating: false, count: slotCount)
        var decreases = [Bool](repeating: false, count: slotCount)
        var maxIncrease = [Int](repeating: 0, count: slotCount)
        var maxDecrease = [Int](repeating: 0, count: slotCount)

        func note(_ node: ExpressionNode) {
            var fields = [String: Int]()
            node.countFields(into: &fields)
            for (name, count) in fields { if let slot = storage.slotIndex[name] { uses[slot] += count } }
            for comparison in node.integerComparisons(constants: constants) {
                guard case .field(let name) = comparison.operand, let slot = storage.slotIndex[name] else { continue }
                allowedUses[slot] += 1
                low[slot] = min(low[slot] ?? comparison.constant, comparison.constant)
                high[slot] = max(high[slot] ?? comparison.constant, comparison.constant)
            }
        }

        for (index, transition) in storage.transitions.enumerated() {
            if let guardExpression = transition.guardExpression { note(guardExpression.expression.root) }
            for assignment in transition.assignments {
                let root = assignment.expression.expression.root
                let slot = assignment.slot
                if root.integerConstant(constants: [:]) != nil {
                    counterDeltas[index, default: [:]][slot] = .some(nil)
                    continue
                }
                if let (operand, offset) = root.linearOperand(constants: constants),
                    operand == .field(storage.slotNames[slot])
                {
                    uses[slot] += 1
                    allowedUses[slot] += 1
                    counterDeltas[index, default: [:]][slot] = .some(offset)
                    if offset > 0 {
                        increases[slot] = true
                        maxIncrease[slot] = max(maxIncrease[slot], offset)
                    } else if offset < 0 {
                        decreases[slot] = true
                        maxDecrease[slot] = max(maxDecrease[slot], -offset)
                    }
                    continue
                }
                candidate[slot] = false
                note(root)
            }
        }
        for slot in 0..<slotCount where candidate[slot] && uses[slot] == allowedUses[slot] {
            var counter = Counter(slot: slot, low: low[slot], high: high[slot])
            counter.increases = increases[slot]
            counter.decreases = decreases[slot]
            counter.maxIncrease = maxIncrease[slot]
            counter.maxDecrease = maxDecrease[slot]
            counters[slot] = counter
        }
        for (transition, slots) in counterDeltas {
            let kept = slots.filter { counters[$0.key] != nil }
            if !kept.isEmpty { deltas[transition] = kept }
        }
    }

    /// `slots` with every exactly mergeable counter value replaced by its representative: the planner's visited-set key.
    func exactKey(_ slots: [JSONValue]) -> [JSONValue] {
        guard !counters.isEmpty else { return slots }
        var key = slots
        for (slot, counter) in counters {
            guard let value = slots[slot].intValue else { continue }
            let abstract = counter.abstract(value)
            if counter.low == nil {
                // No guard reads it: every value behaves alike, whichever way it moves.
                key[slot] = .int(0)
            } else if (abstract > value && counter.exactBelow) || (abstract < value && counter.exactAbove) {
                key[slot] = .int(abstract)
            }
        }
        return key
    }

    /// `slots` with every counter value replaced by its representative (exact or not): an abstract configuration.
    func abstractKey(_ slots: [JSONValue]) -> [JSONValue] {
        guard !counters.isEmpty else { return slots }
        var key = slots
        for (slot, counter) in counters {
            guard let value = slots[slot].intValue else { continue }
            key[slot] = .int(counter.abstract(value))
        }
        return key
    }

    /// The abstract successors of taking transition `transition` from abstract configuration `before`, given the
    /// concrete successor `after` computed with the representatives: more than one when a counter steps back from
    /// an abstract value (which stands for every value past the end, so the step may land anywhere from there).
    func successorAlternatives(transition: Int, before: [JSONValue], after: [JSONValue]) -> [[JSONValue]] {
        var results = [abstractKey(after)]
        guard let changes = deltas[transition] else { return results }
        for (slot, delta) in changes.sorted(by: { $0.key < $1.key }) {
            guard let delta, let counter = counters[slot], let low = counter.low, let high = counter.high,
                let value = before[slot].intValue
            else { continue }
            var landing: [Int] = []
            if value == high + 2, delta < 0 {
                // Any value ≥ high + 2 minus |delta|: high + 2 + delta … high + 1, or still past the end.
                landing = Array((high + 2 + delta)...(high + 2))
            } else if value == low - 2, delta > 0 {
                landing = Array((low - 2)...(low - 2 + delta))
            } else {
                continue
            }
            var expanded: [[JSONValue]] = []
            for base in results {
                for v in landing {
                    var next = base
                    next[slot] = .int(counter.abstract(v))
                    expanded.append(next)
                }
            }
            results = expanded
        }
        return results
    }
}

extension ExpressionNode {
    /// How many times each root context field is read.
    func countFields(into counts: inout [String: Int]) {
        switch self {
        case .literal, .event: break
        case .field(let name): counts[name, default: 0] += 1
        case .array(let elements): for element in elements { element.countFields(into: &counts) }
        case .member(let base, _): base.countFields(into: &counts)
        case .unary(_, let operand): operand.countFields(into: &counts)
        case .binary(_, let lhs, let rhs):
            lhs.countFields(into: &counts)
            rhs.countFields(into: &counts)
        }
    }
}
