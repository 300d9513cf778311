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
/// Refused, with `machine.statechart-not-planned` located at the state concerned: timers (`after:`) on a compound or
/// parallel state or inside a parallel state (they keep running across inner transitions, which a flat machine cannot
/// say), eventless transitions that do not settle within ``SymbolicMacrostep/microstepLimit`` microsteps, an event
/// forking into more than ``SymbolicMacrostep/forkLimit`` branches, more than ``stateLimit`` configurations.
package enum StatechartFlattener {
    /// At most this many flat states.
    package static let stateLimit = 2000

    package static func flatten(_ machine: Machine) -> Result<FlatStatechart, MachineCompilationError> {
        let chart: CompiledStatechart
        switch CompiledStatechart.compile(machine) {
        case .success(let compiled): chart = compiled
        case .failure(let error): return .failure(error)
        }
        if let state = machine.allStates.first(where: { timerRefused($0, in: machine) }) {
            return refuse(
                machine, state,
                "timers (after:) on a compound or parallel state, or inside a parallel state, keep running across "
                    + "inner transitions, which a flat machine of configurations cannot say")
        }
        guard case .success(let structure) = CompiledStatechart.compile(stripped(machine)) else {
            return refuse(machine, nil, "its structure does not compile without its assignments")
        }
        var exploration = FlattenExploration(
            machine: machine, chart: chart, structure: structure,
            tables: FlattenerTables(machine: machine, chart: structure))
        return exploration.run()
    }

    static func refuse(_ machine: Machine, _ state: MachineState?, _ why: String) -> Result<
        FlatStatechart, MachineCompilationError
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

    /// Whether `state` has timers the flat machine could not restart faithfully.
    private static func timerRefused(_ state: MachineState, in machine: Machine) -> Bool {
        guard state.on.contains(where: { TimedEvent.seconds(ofEvent: $0.event) != nil }) else { return false }
        if state.isComposite { return true }
        var insideParallel = false
        func visit(_ s: MachineState, _ parallel: Bool) {
            if s.name == state.name { insideParallel = parallel }
            for child in s.states { visit(child, parallel || s.type == .parallel) }
        }
        for s in machine.states { visit(s, false) }
        return insideParallel
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
