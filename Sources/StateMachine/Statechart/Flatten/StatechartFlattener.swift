import SpecModel

/// Compiles a statechart into an equivalent flat ``Machine`` (``FlatStatechart``): its states are the reachable
/// configurations, with the histories' memory where it tells two apart, and its transitions are macrosteps.
///
/// From each configuration, for each event of the alphabet (done events are internal and left out), the macrostep is
/// followed symbolically (``SymbolicMacrostep``): every guard outcome forks it, later microsteps read the context as
/// the earlier ones changed it (assignments are substituted into later guards, assignments, payloads and outputs), and
/// each fork becomes one flat transition: its guard the conjunction of the outcomes it assumed (in selection order,
/// so flat document order is the statechart's), its assignments the composed ones, its emits and outputs in microstep
/// order, and the statechart transitions it took as its origins (its traces are theirs). The flat machine starts in
/// the configuration and context the statechart settles in when it starts (emits of that start are not checked).
///
/// Timers (`after:`) on any state: a flat state also holds the time each running timer has left after the latest entry
/// of an active state (what a timed event's delay counts from), so a parent's timer keeps running while its children
/// change and the timers of parallel regions run side by side. A flat state's timed transitions are those of the timers
/// due first, on the timed event of their time left (`after:<n>s` when the statechart names no such delay, declared
/// with the event a second short of it); a longer delay is not sent there (``FlattenExploration``).
///
/// Refused, with `machine.statechart-not-planned` located at the state concerned: eventless transitions that do not
/// settle within ``SymbolicMacrostep/microstepLimit`` microsteps, an event forking into more than
/// ``SymbolicMacrostep/forkLimit`` branches, more than ``stateLimit`` configurations (with their timers' time left).
package enum StatechartFlattener {
    /// At most this many flat states.
    package static let stateLimit = 2000

    package static func flatten(_ machine: Machine) -> Result<FlatStatechart, MachineCompilationError> {
        let chart: CompiledStatechart
        switch CompiledStatechart.compile(machine) {
        case .success(let compiled): chart = compiled
        case .failure(let error): return .failure(error)
        }
        guard case .success(let structure) = CompiledStatechart.compile(stripped(machine)) else {
            return refuse(machine, nil, "its structure does not compile without its assignments")
        }
        var exploration = FlattenExploration(
            machine: machine, chart: chart, structure: structure,
            tables: FlattenerTables(machine: machine, chart: structure))
        return exploration.run()
    }

    static func refuse<Value>(_ machine: Machine, _ state: MachineState?, _ why: String) -> Result<
        Value, MachineCompilationError
    > {
        let origin = state?.origin ?? machine.origin
        let at = state.map { " at state '\($0.name)'" } ?? ""
        return .failure(
            MachineCompilationError(diagnostics: [
                .error(
                    "machine.statechart-not-planned",
                    "statechart '\(machine.id)' cannot be flattened into configurations\(at): \(why)",
                    file: origin.file, at: origin.location, pointer: origin.pointer)
            ]))
    }

    /// The machine without assignments and outputs: the structure the symbolic macrostep drives.
    private static func stripped(_ machine: Machine) -> Machine {
        func strip(_ state: MachineState) -> MachineState {
            var s = state
            s.on = s.on.map { group in
                var g = group
                g.transitions = g.transitions.map(stripTransition)
                return g
            }
            s.always = s.always.map(stripTransition)
            s.onEntry?.assignments = []
            s.onExit?.assignments = []
            s.states = s.states.map(strip)
            return s
        }
        func stripTransition(_ t: Transition) -> Transition {
            var t = t
            t.assignments = []
            t.outputs = []
            return t
        }
        var m = machine
        m.states = m.states.map(strip)
        return m
    }
}
