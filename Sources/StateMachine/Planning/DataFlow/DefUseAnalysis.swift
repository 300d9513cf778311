import SpecModel

/// The definitions and uses of a machine's context fields, and the data-flow targets they make (``DefUsePair``).
///
/// Per transition: the fields it assigns (and whether each assignment is a counter step `x := x ± k`, which carries
/// the definitions reaching it), and the fields its guard, assignments, outputs and payload values read. A guard's
/// read is qualified by value where the value decides: for a comparison with an integer constant `c` the values on
/// each side of the boundary, every value where one more or one less flips it (`x < c` and `x >= c`: `c - 1` and `c`;
/// `x <= c` and `x > c`: `c` and `c + 1`; `x == c` and `x != c`: `c - 1`, `c` and `c + 1`), for a boolean field both
/// `false` and `true`. A qualified read counts only where the field decides
/// the guard: the other boolean, or one more or one less, would change its outcome (so `ready && n >= 2` does not
/// read `n` while `ready` is false).
///
/// Targets, per field some step reads: every (definition, use, value) where the definition is the initial context, a
/// transition that assigns the field, or a self-loop that keeps it (all-uses), and every (keep, value) where the keep
/// is another transition that does not assign it (one later read of the kept value). A self-loop changes nothing the
/// configuration shows but its effects, so the search never repeats it unless a target asks: its keeps are held to
/// every use, like assignments. Built once per compiled machine; value-typed and cheap to copy.
package struct DefUseAnalysis: Sendable {
    /// One target, by index: `definition` is -1 for the initial context, else a transition index; `use` is -1 for a
    /// keep (any later use).
    struct Target: Hashable, Sendable {
        var slot: Int32
        var definition: Int32
        var use: Int32
        var kind: DefUsePair.UseKind?
        var value: DefUsePair.Value?
    }

    /// A read of one field by one part of a transition.
    struct Read: Sendable {
        var slot: Int
        var kind: DefUsePair.UseKind
    }

    let machineID: String
    /// Per transition, its compiled guard.
    private let guards: [CompiledExpression?]
    let slotNames: [String]
    let transitionIDs: [TransitionID]
    /// Per transition, the slots it assigns, each with whether the assignment carries (a counter step).
    let assigned: [[(slot: Int, carries: Bool)]]
    /// Per transition, whether it assigns each slot (`transition * slotCount + slot`).
    private let assigns: [Bool]
    /// Per transition, whether it goes back to its own state.
    let selfLoop: [Bool]
    /// Per transition, the slots its guard reads.
    let guardReads: [[Int]]
    /// Per transition, the slots its assignments, outputs and payload values read (what taking it reads).
    let effectReads: [[Read]]
    /// Per transition, the slots its assignments read other than a counter step reading its own field: a value read
    /// only by its own steps goes nowhere a run shows.
    let passedOn: [Set<Int>]
    /// Per transition, per slot its guard reads: the values the guard's read is qualified by (empty: any value).
    let guardValues: [[Int: [DefUsePair.Value]]]
    /// Per slot, the values its keeps are qualified by (nil: a read that takes any value).
    let keepValues: [[DefUsePair.Value?]]
    /// Slots some guard, assignment, output or payload value reads, ascending.
    let usedSlots: [Int]
    /// Every target, in order: field, definition (initial, then transitions in document order), use, kind, value.
    let targets: [Target]
    /// Self-loops that leave an integer field some guard compares with a constant as it was (no assignment, or
    /// `x := x`), each with how many times in a row
    /// the criterion takes it and the field that decided it: enough takings to carry the field from its initial value
    /// one past the constant, were each to change it by one (at most ``SneakPathPlanner/repeatLimit``), as sneak
    /// paths repeat an unhandled event. A keep the configuration never shows (the field stays put) is only seen when
    /// an implementation that counts there reaches the constant. `kept`: every compared field it keeps.
    let repeats: [(transition: Int, slot: Int, times: Int, kept: [Int])]
    private let index: [Target: Int]

    /// The analysis of `machine`.
    package init(_ machine: CompiledMachine) {
        let storage = machine.storage
        let slotCount = storage.slotNames.count
        let constants = CounterAbstraction(machine: machine).constants
        machineID = storage.id
        guards = storage.transitions.map(\.guardExpression)
        let selfLoop = storage.transitions.map { $0.source == $0.target }
        self.selfLoop = selfLoop
        slotNames = storage.slotNames
        transitionIDs = storage.transitions.map(\.id)
        var assigned: [[(slot: Int, carries: Bool)]] = []
        var assigns = [Bool](repeating: false, count: storage.transitions.count * slotCount)
        var guardReads: [[Int]] = []
        var effectReads: [[Read]] = []
        var guardValues: [[Int: [DefUsePair.Value]]] = []
        var passedOn: [Set<Int>] = []
        var used = [Bool](repeating: false, count: slotCount)
        var keepValues = [Set<DefUsePair.Value?>](repeating: [], count: slotCount)
        func slots(_ node: ExpressionNode) -> [Int] {
            node.fieldNames.compactMap { storage.slotIndex[$0] }.sorted()
        }
        for (index, transition) in storage.transitions.enumerated() {
            var mine: [(slot: Int, carries: Bool)] = []
            var reads: [Read] = []
            var passed = Set<Int>()
            for assignment in transition.assignments {
                let root = assignment.expression.expression.root
                let name = storage.slotNames[assignment.slot]
                let carries = AssignedValue(root).carries(name)
                mine.append((assignment.slot, carries))
                assigns[index * slotCount + assignment.slot] = true
                reads += slots(root).map { Read(slot: $0, kind: .assignment) }
                passed.formUnion(slots(root).filter { !carries || $0 != assignment.slot })
            }
            passedOn.append(passed)
            for output in transition.outputs {
                reads += slots(output.expression.expression.root).map { Read(slot: $0, kind: .output) }
            }
            for payload in transition.payloads.joined() {
                reads += slots(payload.expression.expression.root).map { Read(slot: $0, kind: .payload) }
            }
            var seen = Set<Int>()
            reads = reads.filter { seen.insert($0.slot * 4 + Self.rank($0.kind)).inserted }
            var values: [Int: [DefUsePair.Value]] = [:]
            var read: [Int] = []
            if let root = transition.guardExpression?.expression.root {
                read = slots(root)
                for slot in read {
                    if storage.initialSlots[slot].boolValue != nil { values[slot] = [.boolean(false), .boolean(true)] }
                }
                for comparison in root.integerComparisons(constants: constants) {
                    guard case .field(let name) = comparison.operand, let slot = storage.slotIndex[name] else {
                        continue
                    }
                    let more = Self.sides(comparison).map(DefUsePair.Value.integer)
                    values[slot] = Array(Set((values[slot] ?? []) + more)).sorted()
                }
            }
            for slot in read {
                used[slot] = true
                if let qualified = values[slot] {
                    keepValues[slot].formUnion(qualified.map(Optional.some))
                } else {
                    keepValues[slot].insert(nil)
                }
            }
            for r in reads {
                used[r.slot] = true
                keepValues[r.slot].insert(nil)
            }
            assigned.append(mine)
            guardReads.append(read)
            effectReads.append(reads)
            guardValues.append(values)
        }
        self.assigned = assigned
        self.assigns = assigns
        self.guardReads = guardReads
        self.effectReads = effectReads
        self.passedOn = passedOn
        self.guardValues = guardValues
        self.keepValues = keepValues.map { values in
            values.sorted { a, b in
                guard let a else { return b != nil }
                guard let b else { return false }
                return a < b
            }
        }
        usedSlots = (0..<slotCount).filter { used[$0] }
        targets = Self.targets(
            usedSlots: usedSlots, transitionCount: storage.transitions.count, slotCount: slotCount, assigns: assigns,
            selfLoop: selfLoop,
            guardReads: guardReads, effectReads: effectReads, guardValues: guardValues, keepValues: self.keepValues)
        var index: [Target: Int] = [:]
        for (position, target) in targets.enumerated() { index[target] = position }
        self.index = index
        // Per integer field, how far its initial value lies from the constants guards compare it with.
        var distance = [Int](repeating: 0, count: slotCount)
        for transition in storage.transitions {
            guard let root = transition.guardExpression?.expression.root else { continue }
            for comparison in Set(root.integerComparisons() + root.integerComparisons(constants: constants)) {
                guard case .field(let name) = comparison.operand, let slot = storage.slotIndex[name],
                    let initial = storage.initialSlots[slot].intValue
                else { continue }
                distance[slot] = max(distance[slot], abs(initial - comparison.constant) + 2)
            }
        }
        var repeats: [(transition: Int, slot: Int, times: Int, kept: [Int])] = []
        for index in storage.transitions.indices where selfLoop[index] {
            var best: (slot: Int, times: Int)?
            var kept: [Int] = []
            // The fields the self-loop leaves as they are: not assigned, or assigned themselves (`x := x`).
            let changed = Set(
                storage.transitions[index].assignments.filter {
                    AssignedValue($0.expression.expression.root) != .step(field: storage.slotNames[$0.slot], offset: 0)
                }.map(\.slot))
            for slot in 0..<slotCount where distance[slot] >= 2 && !changed.contains(slot) {
                let times = min(SneakPathPlanner.repeatLimit, distance[slot])
                kept.append(slot)
                if times > (best?.times ?? 1) { best = (slot, times) }
            }
            if let best { repeats.append((index, best.slot, best.times, kept)) }
        }
        self.repeats = repeats
    }

    /// The number of targets.
    package var count: Int { targets.count }

    /// The pair of target `index`.
    package func pair(_ index: Int) -> DefUsePair {
        let target = targets[index]
        let field = slotNames[Int(target.slot)]
        let definition: DefUsePair.Definition =
            target.definition < 0
            ? .initial
            : assigns(Int(target.definition), Int(target.slot))
                ? .assigns(transitionIDs[Int(target.definition)]) : .keeps(transitionIDs[Int(target.definition)])
        let use = target.use < 0 ? nil : transitionIDs[Int(target.use)]
        // A keep by a self-loop names its use (held to every use); any other keep names none.
        return DefUsePair(
            machine: machineID, field: field, definition: definition, use: use, kind: target.kind,
            value: target.value)
    }

    /// The index of `target`, if the analysis has it.
    func index(of target: Target) -> Int? { index[target] }

    /// The index of the target a read of `slot` by `use` (its `kind`, at `value`) makes with `definition` (-1 for the
    /// initial context): the pair, or the keep when `definition` is a transition that does not assign the slot.
    func target(slot: Int, definition: Int32, use: Int, kind: DefUsePair.UseKind, value: DefUsePair.Value?) -> Int? {
        if definition >= 0, !assigns(Int(definition), slot), !selfLoop[Int(definition)] {
            return index[Target(slot: Int32(slot), definition: definition, use: -1, kind: nil, value: value)]
        }
        return index[Target(slot: Int32(slot), definition: definition, use: Int32(use), kind: kind, value: value)]
    }

    /// The value qualifying a read of `slot` by the guard of `transition` in `slots` (with event data `data`):
    /// `.some(nil)` when the read takes any value, nil when the current value is not one the read is qualified by or
    /// does not decide the guard there (the read makes no target).
    func guardValue(_ transition: Int, _ slot: Int, in slots: [JSONValue], data: JSONValue) -> DefUsePair.Value?? {
        guard let qualified = guardValues[transition][slot] else { return .some(nil) }
        guard let current = Self.value(slots[slot]), qualified.contains(current),
            decides(transition, slot, current, in: slots, data: data)
        else { return nil }
        return .some(current)
    }

    /// Whether another value of `slot` (the other boolean, one more or one less) changes the outcome of the guard of
    /// `transition` in `slots`.
    private func decides(
        _ transition: Int, _ slot: Int, _ current: DefUsePair.Value, in slots: [JSONValue], data: JSONValue
    ) -> Bool {
        guard let expression = guards[transition] else { return false }
        let others: [JSONValue]
        switch current {
        case .boolean(let b): others = [.bool(!b)]
        case .integer(let i): others = [.int(i - 1), .int(i + 1)]
        }
        let outcome = try? expression.evaluateBool(slots, event: data).get()
        var changed = slots
        for other in others {
            changed[slot] = other
            if (try? expression.evaluateBool(changed, event: data).get()) != outcome { return true }
        }
        return false
    }

    /// A context value as a qualifying value: an integer or a boolean.
    static func value(_ json: JSONValue) -> DefUsePair.Value? {
        if let b = json.boolValue { return .boolean(b) }
        if let i = json.intValue { return .integer(i) }
        return nil
    }

    /// Calls `observe` with every target a step exercises from `slots` when `live` holds the reaching definitions per
    /// slot: reads by the guards of `guards`, then by the effects of `taken`.
    func reads(
        slots: [JSONValue], data: JSONValue, guards: [Int], taken: Int?, live: (Int) -> [Int32],
        observe: (Int) -> Void
    ) {
        for transition in guards {
            for slot in guardReads[transition] {
                guard let value = guardValue(transition, slot, in: slots, data: data) else { continue }
                for definition in live(slot) {
                    if let index = target(
                        slot: slot, definition: definition, use: transition, kind: .guardExpression, value: value)
                    {
                        observe(index)
                    }
                }
            }
        }
        guard let taken else { return }
        for read in effectReads[taken] {
            for definition in live(read.slot) {
                if let index = target(slot: read.slot, definition: definition, use: taken, kind: read.kind, value: nil)
                {
                    observe(index)
                }
            }
        }
    }

    /// Whether transition `transition` assigns `slot`.
    func assigns(_ transition: Int, _ slot: Int) -> Bool { assigns[transition * slotNames.count + slot] }

    /// Whether transition `transition` assigns `slot` with something other than a counter step: the definitions
    /// reaching it end there.
    func kills(_ transition: Int, _ slot: Int) -> Bool {
        assigned[transition].contains { $0.slot == slot && !$0.carries }
    }

    /// Whether taking `transition` ends the reach of `definition` (-1: the initial context) for `slot`: an assignment
    /// other than a counter step ends every definition; a counter step ends the keeps (a keep is read as the keeping
    /// transition left it, before anything assigns the field again) and carries the rest.
    func ends(_ transition: Int, _ slot: Int, definition: Int32) -> Bool {
        guard assigns(transition, slot) else { return false }
        return kills(transition, slot) || (definition >= 0 && !assigns(Int(definition), slot))
    }

    /// The definitions that reach past `transition` for `slot`, given those that reached it.
    func reaching(after transition: Int, _ slot: Int, _ live: [Int32]) -> [Int32] {
        let t = Int32(transition)
        if !assigns(transition, slot) { return live.contains(t) ? live : live + [t] }
        if kills(transition, slot) { return [t] }
        return live.filter { $0 != t && ($0 < 0 || assigns(Int($0), slot)) } + [t]
    }

    /// The values on each side of a comparison's boundary, where one unit more or less flips it.
    static func sides(_ comparison: IntegerComparison) -> [Int] {
        let c = comparison.constant
        switch comparison.op {
        case .less, .greaterOrEqual: return [c - 1, c]
        case .lessOrEqual, .greater: return [c, c + 1]
        default: return [c - 1, c, c + 1]
        }
    }

    static func rank(_ kind: DefUsePair.UseKind) -> Int { DefUsePair.UseKind.allCases.firstIndex(of: kind) ?? 0 }

    private static func targets(
        usedSlots: [Int], transitionCount: Int, slotCount: Int, assigns: [Bool], selfLoop: [Bool], guardReads: [[Int]],
        effectReads: [[Read]], guardValues: [[Int: [DefUsePair.Value]]], keepValues: [[DefUsePair.Value?]]
    ) -> [Target] {
        var result: [Target] = []
        for slot in usedSlots {
            // The uses of the field, in document order: guard first, then the effects' kinds.
            var uses: [(use: Int32, kind: DefUsePair.UseKind, value: DefUsePair.Value?)] = []
            for transition in 0..<transitionCount {
                if guardReads[transition].contains(slot) {
                    if let values = guardValues[transition][slot] {
                        uses += values.map { (Int32(transition), .guardExpression, $0) }
                    } else {
                        uses.append((Int32(transition), .guardExpression, nil))
                    }
                }
                for read in effectReads[transition] where read.slot == slot {
                    uses.append((Int32(transition), read.kind, nil))
                }
            }
            for definition in -1..<transitionCount {
                if definition >= 0, !assigns[definition * slotCount + slot], !selfLoop[definition] {
                    for value in keepValues[slot] {
                        result.append(
                            Target(slot: Int32(slot), definition: Int32(definition), use: -1, kind: nil, value: value))
                    }
                    continue
                }
                for use in uses {
                    result.append(
                        Target(
                            slot: Int32(slot), definition: Int32(definition), use: use.use, kind: use.kind,
                            value: use.value))
                }
            }
        }
        return result
    }
}
