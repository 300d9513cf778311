import SpecModel

/// A macrostep of a statechart followed symbolically (SCXML's Appendix D, as ``StatechartInstance`` runs it): every
/// guard outcome the selection could meet forks the branch, and the structural interpreter (the chart without
/// assignments) works out conflicts, exit and entry sets, histories and done events of each fork. What the branches
/// end in are the flat transitions of one event from one configuration.
struct SymbolicMacrostep {
    let tables: FlattenerTables
    let chart: CompiledStatechart
    /// Raised when a branch needs more microsteps, forks or expression size than the flattener allows.
    var refusal: (message: String, state: MachineState)?
    private var forks = 0
    private var instants = 0
    /// Set when the last timed event's delay held more than ``instantLimit`` instants at which timers fall due (over
    /// every branch): it is not followed, and not sent from that configuration.
    private(set) var tooManyInstants = false

    static let microstepLimit = 64
    static let forkLimit = 512
    static let expressionLimit = 2000
    static let instantLimit = 64

    init(tables: FlattenerTables, chart: CompiledStatechart) {
        self.tables = tables
        self.chart = chart
    }

    /// The branches event `event` (by index in the structural chart) leads to from `start`, in the order their guards
    /// are tried; an empty list when the event is ignored there. A timed event lets its delay pass after the latest
    /// entry of an active state (``run(delay:from:)``).
    mutating func run(event: Int, from start: StatechartInstance) -> [SymbolicBranch] {
        if let delay = chart.storage.delays[event] { return run(delay: delay, from: start) }
        forks = 0
        guard !start.isFinished else { return [] }
        return finish(select(SymbolicBranch(instance: start), eventCandidates(event)))
    }

    /// The branches `delay` seconds passing after the latest entry of an active state of `start` lead to, as
    /// ``StatechartInstance/timedStep(upTo:data:)`` runs them: every timer falling due by then fires at its instant,
    /// instant after instant (a timer counts from the entry of its own state, so a parent's timer keeps running while
    /// its children change and the timers of parallel regions run side by side); at one instant a timer due that did
    /// not fire and whose state is still active, not re-entered, is offered again in a following macrostep. A branch
    /// that fired nothing is left out (the event is ignored there); the others end with the clock at the end of the
    /// delay.
    mutating func run(delay: Int, from start: StatechartInstance) -> [SymbolicBranch] {
        forks = 0
        instants = 0
        guard !start.isFinished else { return [] }
        let now = start.latestEntry + delay
        var ended: [SymbolicBranch] = []
        tooManyInstants = false
        advance(SymbolicBranch(instance: start), after: start.clock, by: now, into: &ended)
        guard refusal == nil, !tooManyInstants else { return [] }
        var finished: [SymbolicBranch] = []
        for var branch in ended where !branch.taken.isEmpty {
            branch.instance.clock = max(branch.instance.clock, now)
            finished.append(branch)
        }
        return finished
    }

    /// The instants of `branch` after `cursor` and by `now` at which timers fall due, each followed (``rounds``).
    private mutating func advance(
        _ branch: SymbolicBranch, after cursor: Int, by now: Int, into ended: inout [SymbolicBranch]
    ) {
        guard refusal == nil else { return }
        guard !branch.instance.isFinished, let due = branch.instance.earliestTimer(after: cursor, by: now)
        else {
            ended.append(branch)
            return
        }
        instants += 1
        guard instants <= Self.instantLimit else {
            tooManyInstants = true
            return
        }
        var atInstant: [SymbolicBranch] = []
        var first = branch
        first.instance.clock = due
        first.microsteps = 0
        rounds(first, due: due, since: branch.taken.count, into: &atInstant)
        for next in atInstant { advance(next, after: due, by: now, into: &ended) }
    }

    /// The macrosteps at the instant `due` of `branch`: the timers due then whose transitions are not among those it
    /// took since `since`, until a round fires none.
    private mutating func rounds(
        _ branch: SymbolicBranch, due: Int, since: Int, into finished: inout [SymbolicBranch]
    ) {
        guard !branch.instance.isFinished else {
            finished.append(branch)
            return
        }
        let taken = Array(branch.taken[since...])
        for (fork, enabled) in select(branch, timerCandidates(due: due, in: branch.instance, taken: taken)) {
            guard refusal == nil else { return }
            if enabled.isEmpty {
                finished.append(fork)
                continue
            }
            var next: [SymbolicBranch] = []
            step(fork, enabled, into: &next)
            for settled in next { rounds(settled, due: due, since: since, into: &finished) }
        }
    }

    private mutating func finish(_ choices: [(SymbolicBranch, [Int])]) -> [SymbolicBranch] {
        var finished: [SymbolicBranch] = []
        for (branch, enabled) in choices where !enabled.isEmpty {
            step(branch, enabled, into: &finished)
            if refusal != nil { return [] }
        }
        return finished
    }

    /// The time after the latest entry of an active state of `instance` at which its first timer still to fire falls
    /// due; nil without one.
    static func soonestTimer(in instance: StatechartInstance) -> Int? {
        guard let due = instance.earliestTimer(after: instance.clock, by: Int.max / 2) else { return nil }
        return due - instance.latestEntry
    }

    private func eventCandidates(_ event: Int) -> (Int) -> [Int] {
        let storage = chart.storage
        let count = storage.eventNames.count
        return { leaf in
            var list: [Int] = []
            var node = leaf
            while node > 0 {
                list += Array(storage.groups[node * count + event])
                node = storage.nodes[node].parent
            }
            return list
        }
    }

    /// Timers of active states due at `due` (the clock's time) whose transitions are not among `taken`, per leaf
    /// walking outwards (the interpreter's ``StatechartInstance/selectTimers(due:data:)``).
    private func timerCandidates(due: Int, in instance: StatechartInstance, taken: [Int]) -> (Int) -> [Int] {
        let storage = chart.storage
        let count = storage.eventNames.count
        let entered = instance.enteredAt
        return { leaf in
            var list: [Int] = []
            var node = leaf
            while node > 0 {
                for event in storage.timers[node] where entered[node] + (storage.delays[event] ?? 0) == due {
                    let group = storage.groups[node * count + event]
                    if !taken.contains(where: group.contains) { list += Array(group) }
                }
                node = storage.nodes[node].parent
            }
            return list
        }
    }

    private func eventlessCandidates() -> (Int) -> [Int] {
        let storage = chart.storage
        return { leaf in
            var list: [Int] = []
            var node = leaf
            while node > 0 {
                list += Array(storage.nodes[node].always)
                node = storage.nodes[node].parent
            }
            return list
        }
    }

    /// SCXML's selection over the active atomic states in document order, forking on every guard whose outcome the
    /// branch has not assumed yet; each fork with the transitions it enables (conflicts not yet removed).
    private mutating func select(_ branch: SymbolicBranch, _ candidates: (Int) -> [Int]) -> [(SymbolicBranch, [Int])] {
        let nodes = chart.storage.nodes
        let leaves = (1..<nodes.count).filter { branch.instance.isActive($0) && nodes[$0].isAtomic }
        var results: [(SymbolicBranch, [Int])] = []
        func choose(_ index: Int, _ branch: SymbolicBranch, _ enabled: [Int]) {
            guard index < leaves.count else {
                results.append((branch, enabled))
                return
            }
            func add(_ t: Int) -> [Int] { enabled.contains(t) ? enabled : enabled + [t] }
            var current = branch
            for t in candidates(leaves[index]) {
                guard let written = tables.transitions[t].guardNode else { return choose(index + 1, current, add(t)) }
                let node = current.current(written)
                if let constant = Self.constant(node) {
                    if !current.assumptions.contains(where: {
                        $0.text == node.source && $0.transition == tables.transitions[t].id
                    }) {
                        current.assumptions.append((node, node.source, constant, tables.transitions[t].id))
                    }
                    if constant { return choose(index + 1, current, add(t)) }
                    continue
                }
                let text = node.source
                if let known = current.assumption(text) {
                    if known { return choose(index + 1, current, add(t)) }
                    continue
                }
                if text.utf8.count > Self.expressionLimit {
                    refusal = (
                        "a guard composed across microsteps grows past \(Self.expressionLimit) characters",
                        tables.states[chart.storage.transitions[t].source]
                    )
                    return
                }
                forks += 1
                if forks > Self.forkLimit {
                    refusal = (
                        "one event forks into more than \(Self.forkLimit) guard outcomes",
                        tables.states[chart.storage.transitions[t].source]
                    )
                    return
                }
                var yes = current
                yes.assumptions.append((node, text, true, tables.transitions[t].id))
                choose(index + 1, yes, add(t))
                current.assumptions.append((node, text, false, tables.transitions[t].id))
            }
            choose(index + 1, current, enabled)
        }
        choose(0, branch, [])
        return results
    }

    /// The value of a guard that reads neither the context nor the event; nil otherwise.
    static func constant(_ node: ExpressionNode) -> Bool? {
        var fields: Set<String> = []
        node.collectFields(into: &fields)
        guard fields.isEmpty, !node.usesEvent else { return nil }
        return try? ExpressionEvaluator(context: [:], event: .null).evaluate(node).boolValue
    }

    /// One microstep over `enabled`, then the eventless transitions and done events that follow (``settle``).
    private mutating func step(_ branch: SymbolicBranch, _ enabled: [Int], into finished: inout [SymbolicBranch]) {
        var branch = branch
        guard branch.microsteps < Self.microstepLimit else {
            let t = enabled.first ?? 0
            refusal = (
                "eventless transitions do not settle within \(Self.microstepLimit) microsteps of one event (still "
                    + "enabled: \(chart.storage.transitions[t].id))", tables.states[chart.storage.transitions[t].source]
            )
            return
        }
        branch.microsteps += 1
        branch.instance.enabled = enabled
        branch.instance.removeConflicts()
        branch.instance.effects.removeAll()
        branch.instance.recording = true
        _ = branch.instance.microstep(data: .null)
        branch.instance.recording = false
        for effect in branch.instance.effects {
            switch effect {
            case .exit(let node):
                if let a = tables.exit[node] {
                    branch.run(a.assignments, emits: a.emits, payloads: a.payloads, eventIsNull: true)
                }
            case .transition(let t):
                let content = tables.transitions[t]
                branch.taken.append(t)
                for (name, node) in content.outputs { branch.outputs.append((name, branch.current(node))) }
                branch.run(
                    content.assignments, emits: content.transition.emits, payloads: content.payloads,
                    eventIsNull: branch.eventIsNull)
            case .entry(let node):
                if let a = tables.entry[node] {
                    branch.run(a.assignments, emits: a.emits, payloads: a.payloads, eventIsNull: true)
                }
            }
        }
        branch.instance.effects.removeAll()
        settle(branch, into: &finished)
    }

    /// Eventless transitions, then queued done events, each in its own microstep, until none is enabled (the
    /// interpreter's `settle`).
    private mutating func settle(_ branch: SymbolicBranch, into finished: inout [SymbolicBranch]) {
        guard refusal == nil else { return }
        guard !branch.instance.isFinished else {
            finished.append(branch)
            return
        }
        let choices = chart.storage.hasAlways ? select(branch, eventlessCandidates()) : [(branch, [])]
        for (choice, enabled) in choices {
            guard refusal == nil else { return }
            if !enabled.isEmpty {
                step(choice, enabled, into: &finished)
                continue
            }
            guard !choice.instance.queue.isEmpty else {
                finished.append(choice)
                continue
            }
            var next = choice
            let event = next.instance.queue.removeFirst()
            next.eventIsNull = true
            for (fork, forkEnabled) in select(next, eventCandidates(event)) {
                if forkEnabled.isEmpty {
                    settle(fork, into: &finished)
                } else {
                    step(fork, forkEnabled, into: &finished)
                }
            }
        }
    }
}
