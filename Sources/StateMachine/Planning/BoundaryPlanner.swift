import SpecModel

/// Plans guard boundary checks: for every comparison of a context field or an event member with an integer constant
/// `c` (`x < c`, `x <= c`, `x == c`, `x != c`, `x > c`, `x >= c`, also inside `&&`, `||` and `!`), the values
/// `c - 1`, `c` and `c + 1`.
///
/// A context value is reached by driving the machine: a breadth-first search over configurations (counters merged
/// where exact, ``CounterAbstraction``) finds the shortest path to the transition's source state with the field at
/// the value, preferring a configuration where the comparison decides which transition fires. An event member's
/// value is put in the event data. Values no run can reach (proved by the abstract search) are skipped, and say so.
///
/// When the other branch (the comparison's result flipped) would leave the machine in the same state with the
/// same events, a wrong branch would not show at the boundary step; the planner then appends the shortest events
/// after which the spec's configuration and the other branch's behave observably differently (a distinguishing
/// sequence over pairs of configurations), so the check sees the branch the implementation took.
package struct BoundaryPlanner: Sendable {
    package var limits: PlannerLimits
    /// Longest distinguishing sequence appended after a boundary step.
    package var maxSuffix: Int

    package init(limits: PlannerLimits = PlannerLimits(), maxSuffix: Int = 16) {
        self.limits = limits
        self.maxSuffix = maxSuffix
    }

    /// Compiles `machine` and plans its boundary cases.
    package func plan(_ machine: Machine) -> Result<BoundaryPlan, MachineCompilationError> {
        CompiledMachine.compile(machine).map { plan($0) }
    }

    /// The boundary cases of `machine`.
    package func plan(_ machine: CompiledMachine) -> BoundaryPlan {
        var search = BoundarySearch(machine: machine, limits: limits, maxSuffix: maxSuffix)
        return search.run()
    }
}

/// One request: a comparison of one transition's guard, at one value.
struct BoundaryRequest {
    let transition: Int
    let comparison: IntegerComparison
    let value: Int
    /// The guard with the comparison forced true, and forced false.
    let forcedTrue: CompiledExpression
    let forcedFalse: CompiledExpression
    let atom: CompiledExpression
    /// Event data for the boundary step.
    let data: JSONValue
}

struct BoundarySearch {
    let machine: CompiledMachine
    let limits: PlannerLimits
    let maxSuffix: Int
    var graph: ConfigurationGraph
    let abstraction: CounterAbstraction

    init(machine: CompiledMachine, limits: PlannerLimits, maxSuffix: Int) {
        self.machine = machine
        self.limits = limits
        self.maxSuffix = maxSuffix
        self.abstraction = CounterAbstraction(machine: machine)
        self.graph = ConfigurationGraph(
            machine: machine, maxConfigurations: limits.maxConfigurations, abstraction: abstraction)
    }

    mutating func run() -> BoundaryPlan {
        let requests = makeRequests()
        var skipped: [Int: String] = [:]
        // What the abstract search proves: which requests can be met at all, and which have a deciding configuration.
        var mayDecide = [Bool](repeating: true, count: requests.count)
        if let reach = AbstractReachability.search(
            machine, abstraction: abstraction, maxConfigurations: limits.maxConfigurations)
        {
            for (index, request) in requests.enumerated() {
                let source = machine.storage.transitions[request.transition].source
                var matches = false
                var decides = false
                for (state, slots) in reach.configurations where state == source && matchesValue(request, slots) {
                    matches = true
                    if isDecisive(request, slots) {
                        decides = true
                        break
                    }
                }
                if !matches {
                    skipped[index] =
                        "no run reaches \(stateName(source)) with \(request.comparison.operand) = \(request.value) (proved)"
                }
                mayDecide[index] = decides
            }
        }
        // Breadth-first: the first configuration found per request, and the first where the comparison decides.
        var first = [Int32?](repeating: nil, count: requests.count)
        var deciding = [Int32?](repeating: nil, count: requests.count)
        func settled(_ index: Int) -> Bool {
            skipped[index] != nil || deciding[index] != nil || (first[index] != nil && !mayDecide[index])
        }
        var open = (0..<requests.count).filter { !settled($0) }
        var cursor: Int32 = 0
        var reached: Set<PlannerLimit> = []
        while !open.isEmpty, Int(cursor) < graph.nodes.count {
            let node = cursor
            cursor += 1
            let state = Int(graph.nodes[Int(node)].state)
            let slots = graph.nodes[Int(node)].slots
            for index in open where machine.storage.transitions[requests[index].transition].source == state {
                guard matchesValue(requests[index], slots) else { continue }
                if first[index] == nil { first[index] = node }
                if deciding[index] == nil, isDecisive(requests[index], slots) { deciding[index] = node }
            }
            open.removeAll(where: settled)
            if open.isEmpty { break }
            if Int(graph.nodes[Int(node)].depth) >= limits.maxDepth {
                reached.insert(.maxDepth)
                continue
            }
            _ = graph.expand(node)
        }
        if graph.hitConfigurationLimit { reached.insert(.maxConfigurations) }
        let limitText = limits.reachedText(reached.sorted())

        var cases: [BoundaryCase] = []
        var skips: [SkippedBoundary] = []
        for (index, request) in requests.enumerated() {
            let id = machine.storage.transitions[request.transition].id
            let text = describe(request.comparison)
            if let reason = skipped[index] {
                skips.append(
                    SkippedBoundary(
                        transition: id, comparison: text, operand: request.comparison.operand, value: request.value,
                        reason: reason))
                continue
            }
            guard let node = deciding[index] ?? first[index] else {
                let source = stateName(machine.storage.transitions[request.transition].source)
                let reason =
                    limitText.map {
                        "no path to \(source) with \(request.comparison.operand) = \(request.value) found before the \($0)"
                    }
                    ?? "no run reaches \(source) with \(request.comparison.operand) = \(request.value)"
                skips.append(
                    SkippedBoundary(
                        transition: id, comparison: text, operand: request.comparison.operand, value: request.value,
                        reason: reason))
                continue
            }
            switch boundaryCase(request, node: node, id: id, text: text) {
            case .success(let c): cases.append(c)
            case .failure(let reason):
                skips.append(
                    SkippedBoundary(
                        transition: id, comparison: text, operand: request.comparison.operand, value: request.value,
                        reason: reason.message))
            }
        }
        return BoundaryPlan(machine: machine.id, cases: cases, skipped: skips)
    }

    struct Skip: Error {
        var message: String
    }

    // MARK: Requests

    /// Every (transition, comparison, value) in document order; one per (transition, operand, value).
    private func makeRequests() -> [BoundaryRequest] {
        var requests: [BoundaryRequest] = []
        for (index, transition) in machine.storage.transitions.enumerated() {
            guard let guardExpression = transition.guardExpression else { continue }
            let root = guardExpression.expression.root
            let comparisons = root.integerComparisons(constants: abstraction.constants)
            // Event members any guard of the event compares: the data of the boundary step sets them all.
            var eventDefaults: [[String]: Int] = [:]
            let group = machine.storage.groups[machine.group(state: transition.source, event: transition.event) ?? 0]
            for other in group.transitions {
                guard let otherGuard = machine.storage.transitions[other].guardExpression else { continue }
                for comparison in otherGuard.expression.root.integerComparisons(constants: abstraction.constants) {
                    if case .event(let path) = comparison.operand, eventDefaults[path] == nil {
                        eventDefaults[path] = comparison.constant
                    }
                }
            }
            var seen = Set<String>()
            for comparison in comparisons {
                for value in [comparison.constant - 1, comparison.constant, comparison.constant + 1] {
                    guard seen.insert("\(comparison.operand)=\(value)").inserted else { continue }
                    var members = eventDefaults
                    if case .event(let path) = comparison.operand { members[path] = value }
                    let data = members.isEmpty ? JSONValue.null : Self.eventData(members)
                    requests.append(
                        BoundaryRequest(
                            transition: index, comparison: comparison, value: value,
                            forcedTrue: compiled(root.replacing(comparison.node, with: .literal(.bool(true)))),
                            forcedFalse: compiled(root.replacing(comparison.node, with: .literal(.bool(false)))),
                            atom: compiled(comparison.node), data: data))
                }
            }
        }
        return requests
    }

    private func compiled(_ node: ExpressionNode) -> CompiledExpression {
        CompiledExpression(Expression(source: "", root: node), slots: machine.storage.slotIndex)
    }

    /// `{"a": {"b": 1}, "n": 3}` for the member paths `a.b` = 1 and `n` = 3.
    static func eventData(_ members: [[String]: Int]) -> JSONValue {
        var root: [String: JSONValue] = [:]
        for (path, value) in members.sorted(by: { $0.key.joined(separator: ".") < $1.key.joined(separator: ".") }) {
            root = Self.setting(root, path: path[...], value: .int(value))
        }
        return .object(root)
    }

    private static func setting(_ object: [String: JSONValue], path: ArraySlice<String>, value: JSONValue) -> [String:
        JSONValue]
    {
        guard let head = path.first else { return object }
        var result = object
        if path.count == 1 {
            result[head] = value
        } else {
            result[head] = .object(setting(object[head]?.objectValue ?? [:], path: path.dropFirst(), value: value))
        }
        return result
    }

    private func describe(_ comparison: IntegerComparison) -> String {
        "\(comparison.operand) \(comparison.op.rawValue) \(comparison.constant)"
    }

    private func stateName(_ state: Int) -> String { machine.storage.stateNames[state] }

    // MARK: Configurations

    /// Whether `slots` hold the request's value (always, for an event member: the data carries it).
    private func matchesValue(_ request: BoundaryRequest, _ slots: [JSONValue]) -> Bool {
        guard case .field(let name) = request.comparison.operand else { return true }
        guard let slot = machine.storage.slotIndex[name] else { return false }
        return slots[slot].intValue == request.value
    }

    /// Which transition of the request's event group fires, with the request's guard replaced by `guardExpression`.
    private func select(_ request: BoundaryRequest, _ slots: [JSONValue], guard guardExpression: CompiledExpression?)
        -> Int?
    {
        let transition = machine.storage.transitions[request.transition]
        guard let group = machine.group(state: transition.source, event: transition.event) else { return nil }
        for index in machine.storage.groups[group].transitions {
            let expression =
                index == request.transition ? guardExpression : machine.storage.transitions[index].guardExpression
            switch expression?.evaluateBool(slots, event: request.data) {
            case nil, .success(true)?: return index
            case .success(false)?: continue
            case .failure?: return -1
            }
        }
        return nil
    }

    /// Whether the comparison decides which transition fires in `slots`: forcing it true and false fire different ones.
    private func isDecisive(_ request: BoundaryRequest, _ slots: [JSONValue]) -> Bool {
        let whenTrue = select(request, slots, guard: request.forcedTrue)
        let whenFalse = select(request, slots, guard: request.forcedFalse)
        return whenTrue != whenFalse && whenTrue != -1 && whenFalse != -1
    }

    // MARK: Cases

    /// What one step does, as the runner will observe it.
    private enum Effect: Equatable {
        case ignored
        case taken(transition: Int, target: Int, required: [String])
        case rejected
    }

    private func effect(of selection: CompiledMachine.Selection, from state: Int, slots: [JSONValue], data: JSONValue)
        -> (Effect, [JSONValue])
    {
        switch selection {
        case .none: return (.ignored, slots)
        case .failed: return (.rejected, slots)
        case .taken(let index): return effect(taking: index, slots: slots, data: data)
        }
    }

    private func effect(taking index: Int, slots: [JSONValue], data: JSONValue) -> (Effect, [JSONValue]) {
        var next = slots
        guard machine.assign(index, to: &next, data: data) == nil else { return (.rejected, slots) }
        let transition = machine.storage.transitions[index]
        let required = transition.emits.filter { !$0.optional }.map(\.event)
        return (.taken(transition: index, target: transition.target, required: required), next)
    }

    /// Whether the runner would see a difference between two effects from the same state.
    private func observablyDifferent(_ a: Effect, _ b: Effect, from state: Int) -> Bool {
        func observed(_ e: Effect) -> (Int, [String])? {
            switch e {
            case .ignored: (state, [])
            case .taken(_, let target, let required): (target, required)
            case .rejected: nil
            }
        }
        guard let x = observed(a), let y = observed(b) else { return false }
        return x.0 != y.0 || x.1 != y.1
    }

    private func step(from state: Int, event: Int, effect: Effect, data: JSONValue) -> PlannedStep {
        let storage = machine.storage
        let from = storage.stateNames[state]
        let name = storage.eventNames[event]
        guard case .taken(let index, let target, _) = effect else {
            return PlannedStep(event: name, data: data, from: from, to: from, transition: nil, label: nil, emits: [])
        }
        let transition = storage.transitions[index]
        return PlannedStep(
            event: name, data: data, from: from, to: storage.stateNames[target], transition: transition.id,
            label: transition.label,
            emits: transition.emits)
    }

    private func boundaryCase(_ request: BoundaryRequest, node: Int32, id: TransitionID, text: String) -> Result<
        BoundaryCase, Skip
    > {
        let storage = machine.storage
        let transition = storage.transitions[request.transition]
        let state = transition.source
        let slots = graph.nodes[Int(node)].slots
        let prefix = graph.treePath(to: node).map { graph.step($0) }
        let selection = machine.select(
            state: state, event: transition.event, slots: slots, data: request.data, onFalse: { _ in })
        let (specEffect, specSlots) = effect(of: selection, from: state, slots: slots, data: request.data)
        if specEffect == .rejected {
            return .failure(Skip(message: "the spec machine cannot evaluate \(transition.label) with this value"))
        }
        let boundary = step(from: state, event: transition.event, effect: specEffect, data: request.data)
        var steps = prefix + [boundary]
        var discrimination = BoundaryCase.Discrimination.undecided
        if isDecisive(request, slots),
            case .success(let atomValue) = request.atom.evaluateBool(slots, event: request.data)
        {
            // The other branch: the comparison's result flipped.
            let other = select(request, slots, guard: atomValue ? request.forcedFalse : request.forcedTrue)
            let (otherEffect, otherSlots) =
                other.map { effect(taking: $0, slots: slots, data: request.data) } ?? (.ignored, slots)
            if observablyDifferent(specEffect, otherEffect, from: state) {
                discrimination = .immediate
            } else if let suffix = distinguishing(
                spec: (target(specEffect, state), specSlots), other: (target(otherEffect, state), otherSlots))
            {
                discrimination = .suffix
                steps += suffix
            } else {
                discrimination = .none
            }
        }
        return .success(
            BoundaryCase(
                transition: id, comparison: text, operand: request.comparison.operand, value: request.value,
                path: PlannedPath(steps: steps), boundaryStep: prefix.count, discrimination: discrimination))
    }

    private func target(_ effect: Effect, _ state: Int) -> Int {
        if case .taken(_, let target, _) = effect { return target }
        return state
    }

    /// The shortest events (JSON null data) after which `spec` and `other` behave observably differently, as the
    /// spec's steps; nil when none exists within ``maxSuffix`` steps or the pair bound.
    private func distinguishing(spec: (Int, [JSONValue]), other: (Int, [JSONValue])) -> [PlannedStep]? {
        struct Pair: Hashable {
            var specState: Int
            var specSlots: [JSONValue]
            var otherState: Int
            var otherSlots: [JSONValue]
        }
        struct Visit {
            var pair: Pair
            var parent: Int
            var step: PlannedStep?
            var depth: Int
        }
        func key(_ pair: Pair) -> Pair {
            Pair(
                specState: pair.specState, specSlots: abstraction.exactKey(pair.specSlots), otherState: pair.otherState,
                otherSlots: abstraction.exactKey(pair.otherSlots))
        }
        let start = Pair(specState: spec.0, specSlots: spec.1, otherState: other.0, otherSlots: other.1)
        if key(start).specSlots == key(start).otherSlots, spec.0 == other.0 { return nil }
        var visits = [Visit(pair: start, parent: -1, step: nil, depth: 0)]
        var seen: Set<Pair> = [key(start)]
        let storage = machine.storage
        var cursor = 0
        func path(to index: Int, last: PlannedStep) -> [PlannedStep] {
            var steps = [last]
            var current = index
            while current > 0, let step = visits[current].step {
                steps.append(step)
                current = visits[current].parent
            }
            return steps.reversed()
        }
        while cursor < visits.count {
            let visit = visits[cursor]
            let index = cursor
            cursor += 1
            guard visit.depth < maxSuffix, !machine.isFinal(visit.pair.specState) else { continue }
            for group in storage.stateGroups[visit.pair.specState] {
                let event = storage.groups[group].event
                let specSelection = machine.select(
                    state: visit.pair.specState, event: event, slots: visit.pair.specSlots, data: .null,
                    onFalse: { _ in })
                let (specEffect, specNext) = effect(
                    of: specSelection, from: visit.pair.specState, slots: visit.pair.specSlots, data: .null)
                if specEffect == .rejected { continue }
                let otherSelection =
                    machine.isFinal(visit.pair.otherState)
                    ? CompiledMachine.Selection.none
                    : machine.select(
                        state: visit.pair.otherState, event: event, slots: visit.pair.otherSlots, data: .null,
                        onFalse: { _ in })
                let (otherEffect, otherNext) = effect(
                    of: otherSelection, from: visit.pair.otherState, slots: visit.pair.otherSlots, data: .null)
                let planned = step(from: visit.pair.specState, event: event, effect: specEffect, data: .null)
                if otherEffect != .rejected, observablyDifferent(specEffect, otherEffect, from: visit.pair.specState) {
                    return path(to: index, last: planned)
                }
                let next = Pair(
                    specState: target(specEffect, visit.pair.specState), specSlots: specNext,
                    otherState: target(otherEffect, visit.pair.otherState), otherSlots: otherNext)
                let nextKey = key(next)
                // Configurations that became equal behave alike from here on.
                if nextKey.specState == nextKey.otherState, nextKey.specSlots == nextKey.otherSlots { continue }
                guard seen.insert(nextKey).inserted else { continue }
                guard visits.count < limits.maxConfigurations else { return nil }
                visits.append(Visit(pair: next, parent: index, step: planned, depth: visit.depth + 1))
            }
        }
        return nil
    }
}
