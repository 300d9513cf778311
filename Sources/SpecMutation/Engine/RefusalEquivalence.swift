import SpecModel
import StateMachine

/// `flip-refusal` mutants the engine proves equivalent: a state whose mode no check can ever meet, because no event
/// it does not handle can be sent to it.
///
/// A state meets its mode only through an event of the alphabet it does not handle (or handles with guards that can
/// all fail) other than a timed one (time passing is never a refusal). So flipping it cannot change any behaviour
/// when every event it does not handle is declared unsent there (`unhandled.unsent`, with the author's reason, quoted),
/// and every event it handles fires a transition in every configuration it can be reached in from the initial
/// context or from a scenario's (an unguarded transition, or guards that never all fail: ``ScenarioGuardOverlaps``).
/// A machine's own flip is equivalent when every state either declares its own mode or is such a state. A state with
/// A statechart is judged on its flat machine of configurations (``AnalysedMachine``), the machine `check` runs: a state's
/// flip is equivalent when every configuration it is active in is such a state, and the machine's when every
/// configuration of an atomic state that uses the machine's mode is. A state with
/// one event it does not handle and that is sent (a sneak path, or a scenario that sends an event declared unsent
/// there: the scenario meets the mode), or one whose guards can all fail there, is never inferred equivalent.
enum RefusalEquivalence {
    static let operatorName = "flip-refusal"

    /// Mutant ID → reason for every mutant of `mutants` the rule proves equivalent in `bundle` with `scenarios`.
    static func resolve(_ mutants: [MutantInfo], in bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String]
    {
        let wanted = Set(mutants.filter { $0.operatorName == operatorName }.map(\.id))
        guard !wanted.isEmpty else { return [:] }
        var reasons: [String: String] = [:]
        for machine in bundle.machines {
            guard let analysed = AnalysedMachine(machine) else { continue }
            let flat = analysed.flat
            let overlaps = ScenarioGuardOverlaps.analyse(flat, scenarios: scenarios)
            let sent = ReachAnalysis.sendings(of: scenarios, machine: flat)
            var silent: [String: String] = [:]
            for state in flat.states {
                if let why = Self.silence(of: state, in: flat, overlaps: overlaps, sent: sent) {
                    silent[state.name] = why
                }
            }
            for state in machine.allStates {
                let id = "\(operatorName):\(machine.id)/\(state.name)"
                guard wanted.contains(id), let why = Self.allSilent(analysed.flatStates(of: state.name), silent)
                else { continue }
                let configurations = analysed.isFlattened ? " in every configuration it is active in" : ""
                reasons[id] =
                    "inferred by the engine: no check can send \(state.name) an event it does not handle"
                    + "\(configurations), so its mode is never met: \(why)"
            }
            let id = "\(operatorName):\(machine.id)"
            let inheriting = Self.inheritingMachineMode(machine)
            let flats = inheriting.flatMap { analysed.flatStates(of: $0) }
            if wanted.contains(id), inheriting.isEmpty || Self.allSilent(flats, silent) != nil {
                reasons[id] =
                    inheriting.isEmpty
                    ? "inferred by the engine: every state of \(machine.id) declares its own mode, so the machine's is "
                        + "never used"
                    : "inferred by the engine: the states of \(machine.id) that use the machine's mode ("
                        + inheriting.joined(separator: ", ")
                        + ") are never sent an event they do not handle, so it is never met"
            }
        }
        return reasons
    }

    /// The first reason when every one of `states` is silent (and there is one), else nil.
    private static func allSilent(_ states: [String], _ silent: [String: String]) -> String? {
        guard let first = states.first, states.allSatisfy({ silent[$0] != nil }) else { return nil }
        return silent[first]
    }

    /// The atomic states that use the machine's own mode: neither they nor an enclosing state declares one.
    private static func inheritingMachineMode(_ machine: Machine) -> [String] {
        var result: [String] = []
        func visit(_ state: MachineState, declared: Bool) {
            guard state.type != .history else { return }
            let declares = declared || state.unhandled != nil
            if state.states.isEmpty {
                if !declares { result.append(state.name) }
            } else {
                for child in state.states { visit(child, declared: declares) }
            }
        }
        for state in machine.states { visit(state, declared: false) }
        return result
    }

    /// Why no check can send `state` an event it does not handle, or nil when one can (`sent`: what the scenarios
    /// send, and in which state).
    static func silence(
        of state: MachineState, in machine: Machine, overlaps: ScenarioGuardOverlaps?, sent: Set<ReachAnalysis.Sending>
    ) -> String? {
        let unhandled = machine.unhandledEvents(in: state.name)
        let handled = state.isFinal ? [] : Set(state.on.map(\.event))
        var unsent: [(event: String, reason: String)] = []
        for event in machine.alphabet where TimedEvent.seconds(ofEvent: event) == nil {
            if handled.contains(event) {
                let group = state.on.first { $0.event == event }?.transitions ?? []
                let alwaysFires =
                    group.contains { $0.guardExpression == nil }
                    || overlaps.map { !$0.canAllFail(state: state.name, event: event) } == true
                guard alwaysFires else { return nil }
            } else {
                guard let reason = unhandled.unsentReason(event),
                    !sent.contains(ReachAnalysis.Sending(state: state.name, event: event))
                else { return nil }
                unsent.append((event, reason))
            }
        }
        guard !unsent.isEmpty else {
            return "it handles every event of the alphabet, each with a transition that fires in every configuration "
                + "it can be reached in"
        }
        var reasons: [String] = []
        for entry in unsent where !reasons.contains(entry.reason) { reasons.append(entry.reason) }
        return "each event it does not handle ("
            + unsent.map(\.event).joined(separator: ", ") + ") is declared unsent there (unhandled.unsent): "
            + reasons.joined(separator: "; ")
    }
}
