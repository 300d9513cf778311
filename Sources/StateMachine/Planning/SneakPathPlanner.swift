import SpecModel

/// Plans sneak paths: for every state a path plan reaches, the events of the machine's alphabet the spec does not
/// handle there, each to be sent after the shortest planned prefix that reaches the state.
///
/// The alphabet is every event any state handles plus the declared `events` (faults included). An event is
/// unhandled in a state when the state has no transition for it, when the state is final, or when it has
/// transitions but every guard is false in the configuration the prefix reaches (the interpreter then takes no
/// transition). An event whose guard or assignment cannot be evaluated there is not a sneak path (the spec says
/// nothing); it is listed in ``SneakPathPlan/notes``.
///
/// Prefixes are reused, not searched again: the prefix of a state is the shortest prefix of a planned path that
/// ends in it (ties: the first in plan order), the empty path for the initial state. A state no planned path
/// reaches gets no sneak paths and is listed in ``SneakPathPlan/unreached``.
public struct SneakPathPlanner: Sendable {
    public init() {}

    /// The sneak paths of `machine` from the prefixes of `plan` (a plan of the same machine).
    public func plan(_ machine: CompiledMachine, reaching plan: PathPlan) -> SneakPathPlan {
        let prefixes = Self.shortestPrefixes(plan, initial: machine.stateNames[machine.initialState])
        var states: [SneakState] = []
        var unreached: [String] = []
        var notes: [String] = []
        for name in machine.stateNames {
            guard let prefix = prefixes[name] else {
                unreached.append(name)
                continue
            }
            guard let reached = Self.replay(prefix, on: machine), reached.state == name else {
                notes.append("state \(name): the planned prefix does not replay on the machine; no sneak paths planned")
                continue
            }
            var events: [SneakEvent] = []
            let handled = Set(machine.groups(of: reached.stateIndex).map(\.event))
            for (index, event) in machine.eventNames.enumerated() {
                var probe = reached
                let outcome = probe.step(event: event, data: .null)
                switch outcome.effect {
                case .ignored:
                    events.append(SneakEvent(
                        event: event, guarded: handled.contains(index) && !machine.isFinal(reached.stateIndex),
                        guards: outcome.guards))
                case .rejected(let reason):
                    notes.append("state \(name), event \(event): \(reason) (event data null); no sneak path")
                case .transitioned:
                    break
                }
            }
            states.append(SneakState(state: name, prefix: prefix, events: events))
        }
        return SneakPathPlan(machine: machine.id, states: states, unreached: unreached, notes: notes)
    }

    /// Per state, the shortest prefix of a planned path that ends in it.
    static func shortestPrefixes(_ plan: PathPlan, initial: String) -> [String: [PlannedStep]] {
        var best: [String: [PlannedStep]] = [initial: []]
        for path in plan.paths {
            for (index, step) in path.steps.enumerated() {
                if let known = best[step.to], known.count <= index + 1 { continue }
                best[step.to] = Array(path.steps[...index])
            }
        }
        return best
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
public struct SneakPathPlan: Hashable, Sendable {
    /// The machine's ID.
    public var machine: String
    /// Reached states in document order, each with its unhandled events (a state that handles every event of the
    /// alphabet is listed with none).
    public var states: [SneakState]
    /// States no planned path reaches, in document order: no sneak path is planned from them.
    public var unreached: [String]
    /// Remarks, such as (state, event) pairs the spec cannot evaluate with null event data.
    public var notes: [String]

    public init(machine: String, states: [SneakState], unreached: [String] = [], notes: [String] = []) {
        self.machine = machine
        self.states = states
        self.unreached = unreached
        self.notes = notes
    }

    /// How many sneak paths the plan holds: one per (state, unhandled event).
    public var pathCount: Int { states.reduce(0) { $0 + $1.events.count } }
}

/// One reached state and the events its sneak paths send.
public struct SneakState: Hashable, Sendable {
    public var state: String
    /// The steps from the initial state and context to ``state`` (empty for the initial state).
    public var prefix: [PlannedStep]
    /// The unhandled events, in alphabet order (``CompiledMachine/eventNames``).
    public var events: [SneakEvent]

    public init(state: String, prefix: [PlannedStep], events: [SneakEvent]) {
        self.state = state
        self.prefix = prefix
        self.events = events
    }
}

/// An event the spec does not handle in a state.
public struct SneakEvent: Hashable, Sendable {
    public var event: String
    /// Whether the state has transitions for the event, every one of whose guards is false after the prefix.
    public var guarded: Bool
    /// The guards the interpreter evaluated (all false), in order; empty when the state has no transition for it.
    public var guards: [GuardOutcome]

    public init(event: String, guarded: Bool = false, guards: [GuardOutcome] = []) {
        self.event = event
        self.guarded = guarded
        self.guards = guards
    }
}
