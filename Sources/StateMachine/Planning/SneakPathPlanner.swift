import SpecModel

/// Plans sneak paths: for every state a path plan reaches, in every context the planned paths reach it with, the
/// events of the machine's alphabet the spec does not handle there.
///
/// The alphabet is every event any state handles plus the declared `events` (faults included). An event is
/// unhandled in a state when the state has no transition for it, when the state is final, or when it has
/// transitions but every guard is false in the configuration the prefix reaches (the interpreter then takes no
/// transition). An event whose guard or assignment cannot be evaluated there is not a sneak path (the spec says
/// nothing); it is listed in ``SneakPathPlan/notes``.
///
/// **Contexts.** A state is visited with different contexts (a purchase in flight or not, a counter at 0 or 1), and an
/// implementation may react to an event in one of them only. So the plan holds one ``SneakState`` per (state, context)
/// the planned paths reach, counters merged past their compared constants (``CounterAbstraction``): the first, with
/// the shortest prefix, is the state's primary context; the others are named by the fields that differ from it.
///
/// **Hidden changes.** An implementation may "refuse" an event visibly (same state, nothing emitted) and still change
/// something the spec says it must not (decrement a retry budget, set a flag). Two things catch it: an event whose
/// guards compare a context field with a constant is sent repeatedly, up to the number of sends that would carry
/// the field past that constant (``SneakEvent/repeats``); and after the
/// unhandled events the check goes on with the rest of the planned path the prefix came from
/// (``SneakState/continuation``), which must still run as planned, since the spec's configuration did not change.
///
/// Prefixes are reused, not searched again: each is a prefix of a planned path (ties: the first in plan order), the
/// empty path for the initial state. A state no planned path reaches gets no sneak paths and is listed in
/// ``SneakPathPlan/unreached``.
package struct SneakPathPlanner: Sendable {
    /// The most sends of one event in one sneak session.
    package static let repeatLimit = 16

    package init() {}

    /// The sneak paths of `machine` from the prefixes of `plan` (a plan of the same machine).
    package func plan(_ machine: CompiledMachine, reaching plan: PathPlan) -> SneakPathPlan {
        let abstraction = CounterAbstraction(machine: machine)
        let repeats = Self.repeats(machine, constants: abstraction.constants)
        var visits = Self.visits(plan, on: machine, abstraction: abstraction)
        Self.addGuardContexts(to: &visits.byState, machine: machine, abstraction: abstraction)
        var states: [SneakState] = []
        var unreached: [String] = []
        var notes: [String] = []
        for name in machine.stateNames {
            guard let contexts = visits.byState[name], let primary = contexts.first else {
                if visits.broken.contains(name) {
                    notes.append(
                        "state \(name): the planned prefix does not replay on the machine; no sneak paths planned")
                } else {
                    unreached.append(name)
                }
                continue
            }
            for visit in contexts {
                var events: [SneakEvent] = []
                let handled = Set(machine.groups(of: visit.instance.stateIndex).map(\.event))
                for (index, event) in machine.eventNames.enumerated() {
                    var probe = visit.instance
                    let outcome = probe.step(event: event, data: .null)
                    switch outcome.effect {
                    case .ignored:
                        events.append(
                            SneakEvent(
                                event: event,
                                guarded: handled.contains(index) && !machine.isFinal(visit.instance.stateIndex),
                                guards: outcome.guards, repeats: repeats[index]))
                    case .rejected(let reason):
                        if visit.prefix == primary.prefix {
                            notes.append("state \(name), event \(event): \(reason) (event data null); no sneak path")
                        }
                    case .transitioned:
                        break
                    }
                }
                let label =
                    visit.prefix == primary.prefix
                    ? nil : Self.label(visit.instance.context, against: primary.instance.context)
                states.append(
                    SneakState(
                        state: name, prefix: visit.prefix, events: events, continuation: visit.continuation,
                        context: label))
            }
        }
        return SneakPathPlan(machine: machine.id, states: states, unreached: unreached, notes: notes)
    }

    /// One (state, context) a planned path reaches: the shortest prefix to it, the instance there, the rest of its path.
    struct Visit {
        var prefix: [PlannedStep]
        var continuation: [PlannedStep]
        var instance: MachineInstance
    }

    /// Per state, the contexts the planned paths reach it with (primary first: the shortest prefix, then the others
    /// by prefix length and plan order), and the states whose prefixes do not replay.
    static func visits(
        _ plan: PathPlan, on machine: CompiledMachine, abstraction: CounterAbstraction
    ) -> (byState: [String: [Visit]], broken: Set<String>) {
        var found: [String: [[JSONValue]: (order: Int, visit: Visit)]] = [:]
        var order = 0
        func offer(_ visit: Visit) {
            let key = abstraction.abstractKey(visit.instance.slots)
            order += 1
            if let known = found[visit.instance.state]?[key], known.visit.prefix.count <= visit.prefix.count { return }
            found[visit.instance.state, default: [:]][key] = (order, visit)
        }
        let initial = MachineInstance(machine)
        offer(Visit(prefix: [], continuation: plan.paths.first?.steps ?? [], instance: initial))
        var broken: Set<String> = []
        for path in plan.paths {
            var instance = initial
            for (index, step) in path.steps.enumerated() {
                let outcome = instance.step(event: step.event, data: step.data)
                guard outcome.transition == step.transition, instance.state == step.to else {
                    broken.insert(step.to)
                    break
                }
                offer(
                    Visit(
                        prefix: Array(path.steps[...index]), continuation: Array(path.steps[(index + 1)...]),
                        instance: instance))
            }
        }
        var byState: [String: [Visit]] = [:]
        for (state, visits) in found {
            byState[state] = visits.values
                .sorted { ($0.visit.prefix.count, $0.order) < ($1.visit.prefix.count, $1.order) }
                .map(\.visit)
        }
        return (byState, broken.subtracting(byState.keys))
    }

    /// The most (state, context) pairs ``addGuardContexts(to:machine:abstraction:)`` adds to one machine's plan.
    package static let guardContextLimit = 64
    /// The most configurations searched for them.
    static let guardContextSearch = 20_000

    /// Adds contexts the planned paths do not reach but a guard would tell apart: for a state and an event of the
    /// alphabet, the fields the event's guards read anywhere in the machine (`unsyncedProgress` for a
    /// `cache.evicted` guarded `!unsyncedProgress` in another state). Every reachable configuration of the state
    /// (breadth-first over the configuration graph, counters abstracted) whose values of those fields no visit has
    /// yet is added, with its shortest path as the prefix and, as the continuation, the shortest run from there that
    /// takes a transition guarded by one of those fields (``probe(from:reading:in:)``), so an implementation that
    /// reacts to the event in that context only is sent it there, and one that changes such a field in secret shows it. At most ``guardContextLimit`` are added per machine.
    static func addGuardContexts(
        to byState: inout [String: [Visit]], machine: CompiledMachine, abstraction: CounterAbstraction
    ) {
        let storage = machine.storage
        // Per event, the slots its guards read anywhere.
        var read = [Set<Int>](repeating: [], count: machine.eventNames.count)
        for transition in storage.transitions {
            guard let guardExpression = transition.guardExpression else { continue }
            for name in guardExpression.expression.root.fieldNames {
                if let slot = machine.slotIndex(name) { read[transition.event].insert(slot) }
            }
        }
        guard read.contains(where: { !$0.isEmpty }) else { return }
        var graph = ConfigurationGraph(
            machine: machine, maxConfigurations: guardContextSearch, abstraction: abstraction)
        var next: Int32 = 0
        var added = 0
        while Int(next) < graph.nodes.count, added < guardContextLimit {
            _ = graph.expand(next)
            let node = graph.nodes[Int(next)]
            next += 1
            let state = machine.stateNames[Int(node.state)]
            guard var known = byState[state] else { continue }
            let key = abstraction.abstractKey(node.slots)
            let knownKeys = known.map { abstraction.abstractKey($0.instance.slots) }
            guard !knownKeys.contains(key) else { continue }
            // Some event tells this context apart from every known one by the fields its guards read.
            let distinct = read.contains { slots in
                !slots.isEmpty && knownKeys.allSatisfy { other in slots.contains { key[$0] != other[$0] } }
            }
            guard distinct else { continue }
            let prefix = graph.treePath(to: next - 1).map { graph.step($0) }
            guard let instance = replay(prefix, on: machine), instance.state == state else { continue }
            let relevant = read.reduce(into: Set<Int>()) { $0.formUnion($1) }
            let probe = Self.probe(from: next - 1, reading: relevant, in: &graph).map { graph.step($0) }
            known.append(Visit(prefix: prefix, continuation: probe, instance: instance))
            byState[state] = known
            added += 1
        }
    }

    /// The shortest run (at most ``probeDepth`` steps, breadth-first over the configuration graph) from `start` that
    /// ends with a transition whose guard reads one of `slots`: after a sneak event that may have changed one of those
    /// fields in secret, it makes the change show. Empty when none is found.
    static func probe(from start: Int32, reading slots: Set<Int>, in graph: inout ConfigurationGraph) -> [Int32] {
        let storage = graph.machine.storage
        func reads(_ transition: Int32) -> Bool {
            guard transition >= 0, let guardExpression = storage.transitions[Int(transition)].guardExpression else {
                return false
            }
            return guardExpression.expression.root.fieldNames.contains {
                graph.machine.slotIndex($0).map(slots.contains) ?? false
            }
        }
        var parent: [Int32: (node: Int32, edge: Int32)] = [:]
        var frontier: [Int32] = [start]
        var seen: Set<Int32> = [start]
        for _ in 0..<probeDepth {
            var nextFrontier: [Int32] = []
            for node in frontier {
                for edge in graph.expand(node) {
                    let e = graph.edges[Int(edge)]
                    guard e.kind == .taken, e.to >= 0 else { continue }
                    if reads(e.transition) {
                        var path: [Int32] = [edge]
                        var current = node
                        while current != start, let link = parent[current] {
                            path.append(link.edge)
                            current = link.node
                        }
                        return path.reversed()
                    }
                    if seen.insert(e.to).inserted {
                        parent[e.to] = (node, edge)
                        nextFrontier.append(e.to)
                    }
                }
            }
            frontier = nextFrontier
        }
        return []
    }

    /// The longest probe ``probe(from:reading:in:)`` searches.
    static let probeDepth = 6

    /// Per event index, how many times a sneak session sends it: 1, or, for an event some guard of the machine
    /// compares a context field with a constant for (`retriesLeft == 0`, `correctFills + 1 >= 10`), enough sends to
    /// carry that field from its initial value one step past the constant if each send changed it by one (at most
    /// ``repeatLimit``). An implementation that secretly counts refused events then reaches the branch the guard
    /// guards, and shows it.
    static func repeats(_ machine: CompiledMachine, constants: [String: Int]) -> [Int] {
        let storage = machine.storage
        var result = [Int](repeating: 1, count: machine.eventNames.count)
        for transition in storage.transitions {
            guard let guardExpression = transition.guardExpression else { continue }
            // Fields no transition assigns count both ways: as the compared field (a budget the spec never spends
            // may still be one the implementation spends) and as the constant another field is compared with.
            let root = guardExpression.expression.root
            for comparison in Set(root.integerComparisons() + root.integerComparisons(constants: constants)) {
                guard case .field(let name) = comparison.operand, let slot = machine.slotIndex(name),
                    let initial = storage.initialSlots[slot].intValue
                else { continue }
                let sends = min(repeatLimit, abs(initial - comparison.constant) + 2)
                result[transition.event] = max(result[transition.event], sends)
            }
        }
        return result
    }

    /// The fields of `context` that differ from `primary`, as `{a=1, b=true}` (sorted by name).
    static func label(_ context: [String: JSONValue], against primary: [String: JSONValue]) -> String {
        let fields = context.keys.sorted().filter { context[$0] != primary[$0] }
        return "{"
            + fields.map { "\($0)=\(context[$0].map { JSONWriter(indent: 0).string($0) } ?? "null")" }.joined(
                separator: ", ") + "}"
    }

    /// The instance after `prefix`, or nil when a step does not go as planned.
    static func replay(_ prefix: [PlannedStep], on machine: CompiledMachine) -> MachineInstance? {
        var instance = MachineInstance(machine)
        for step in prefix {
            let outcome = instance.step(event: step.event, data: step.data)
            guard outcome.transition == step.transition, instance.state == step.to else { return nil }
        }
        return instance
    }
}

/// The sneak paths of one machine: per reached state, a prefix and the events the spec does not handle there.
package struct SneakPathPlan: Hashable, Sendable {
    /// The machine's ID.
    package var machine: String
    /// Reached states in document order, each with its unhandled events (a state that handles every event of the
    /// alphabet is listed with none).
    package var states: [SneakState]
    /// States no planned path reaches, in document order: no sneak path is planned from them.
    package var unreached: [String]
    /// Remarks, such as (state, event) pairs the spec cannot evaluate with null event data.
    package var notes: [String]

    package init(machine: String, states: [SneakState], unreached: [String] = [], notes: [String] = []) {
        self.machine = machine
        self.states = states
        self.unreached = unreached
        self.notes = notes
    }

    /// How many sneak paths the plan holds: one per (state, context, unhandled event).
    package var pathCount: Int { states.reduce(0) { $0 + $1.events.count } }
}

/// One reached state and the events its sneak paths send.
package struct SneakState: Hashable, Sendable {
    package var state: String
    /// The steps from the initial state and context to ``state`` (empty for the initial state).
    package var prefix: [PlannedStep]
    /// The unhandled events, in alphabet order (``CompiledMachine/eventNames``).
    package var events: [SneakEvent]
    /// The rest of the planned path ``prefix`` was taken from: it must still run as planned after the unhandled events.
    package var continuation: [PlannedStep]
    /// For a context other than the state's primary one, the fields that differ from it (`{purchaseInFlight=true}`);
    /// nil for the primary context.
    package var context: String?

    package init(
        state: String, prefix: [PlannedStep], events: [SneakEvent], continuation: [PlannedStep] = [],
        context: String? = nil
    ) {
        self.state = state
        self.prefix = prefix
        self.events = events
        self.continuation = continuation
        self.context = context
    }
}

/// An event the spec does not handle in a state.
package struct SneakEvent: Hashable, Sendable {
    package var event: String
    /// Whether the state has transitions for the event, every one of whose guards is false after the prefix.
    package var guarded: Bool
    /// The guards the interpreter evaluated (all false), in order; empty when the state has no transition for it.
    package var guards: [GuardOutcome]
    /// How many times in a row it is sent (see ``SneakPathPlanner/repeats(_:constants:)``).
    package var repeats: Int

    package init(event: String, guarded: Bool = false, guards: [GuardOutcome] = [], repeats: Int = 1) {
        self.event = event
        self.guarded = guarded
        self.guards = guards
        self.repeats = repeats
    }
}
