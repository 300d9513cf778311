import SpecModel
import StateMachine

/// Mutants the engine can prove equivalent from the spec alone, so they are listed apart with the reason instead of
/// counted as survivors no check could ever kill.
///
/// Two rules:
/// - a **no-effect self-loop** — a transition back to its own state that emits nothing, assigns nothing and names no
///   output (``Transition/changesNothing(from:)``), the last transition for its event in a state whose unhandled
///   events are ignored. Taking it and ignoring the event are the same observation (same state, same context, no
///   event, every output the machine declares kept: checks hold outputs across such a self-loop as across an ignored
///   event), so removing it, flipping its guard or shifting its guard's constant cannot change any behaviour the spec
///   describes. A self-loop that names an output is not one: it sets the output, where ignoring the event keeps it.
/// - a transition **added on a declared-unsent pair**: the spec's `unhandled.unsent` says, with a reason, that the
///   event cannot reach the implementation in that state apart from an input the state already handles (one input
///   the document names differently, or a state that is not a resting state). An added transition there describes an
///   input the spec itself declares unobservable; the mutant is listed apart with the author's declared reason, which
///   a reviewer reads like any declaration in `mutation.json`. Not when a scenario sends the event in that state
///   anyway: that scenario sees the added transition.
/// - a **timer added where one of its state's own timers always fires first**: in a statechart, a state whose timer
///   of delay d has an unguarded first transition that is external leaves (or restarts) the state d after each entry,
///   at the latest in a following macrostep of that instant, so no timer of that state of a longer delay ever falls
///   due. (A flat machine is left out: there a timed event of a longer delay fires the state's earliest timer, so the
///   added transition would be taken.)
enum InferredEquivalence {
    static let operators: Set<String> = ["drop-transition", "flip-guard", "shift-guard-constant"]
    static let unsentOperators: Set<String> = ["add-transition"]

    /// Mutant ID → reason for every mutant of `mutants` the rules prove equivalent in `bundle` with `scenarios`.
    static func resolve(_ mutants: [MutantInfo], in bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String]
    {
        let noEffect = noEffectSelfLoops(in: bundle)
        let unsent = unsentPairs(in: bundle, scenarios: scenarios)
        var reasons: [String: String] = [:]
        let preempted = preemptedTimers(in: bundle)
        for mutant in mutants where unsentOperators.contains(mutant.operatorName) {
            if let reason = preempted[mutant.element] {
                reasons[mutant.id] = "inferred by the engine: \(reason)"
                continue
            }
            guard let reason = unsent[mutant.element] else { continue }
            reasons[mutant.id] =
                "inferred by the engine: \(mutant.element) is declared unsent (unhandled.unsent), so no check sends the "
                + "event there and the added transition describes an input the spec declares unobservable: \(reason)"
        }
        for mutant in mutants where operators.contains(mutant.operatorName) && noEffect.contains(mutant.element) {
            reasons[mutant.id] =
                "inferred by the engine: \(mutant.element) is a self-loop that emits, assigns and outputs nothing, last for its "
                + "event in a state that ignores unhandled events; taking it and ignoring the event are the same observation"
        }
        return reasons
    }

    /// The pairs (`machine/State.after:D`) of the third rule, with the reason.
    static func preemptedTimers(in bundle: SpecBundle) -> [String: String] {
        var found: [String: String] = [:]
        for machine in bundle.machines where machine.isStatechart {
            let timed = machine.alphabet.compactMap { event in TimedEvent.seconds(ofEvent: event).map { (event, $0) } }
            for state in machine.allStates {
                var shortest: (event: String, seconds: Int)?
                for group in state.on {
                    guard let seconds = TimedEvent.seconds(ofEvent: group.event),
                        let first = group.transitions.first, first.guardExpression == nil, !first.isInternal,
                        seconds < shortest?.seconds ?? Int.max
                    else { continue }
                    shortest = (group.event, seconds)
                }
                guard let shortest else { continue }
                for (event, seconds) in timed where seconds > shortest.seconds {
                    found["\(machine.id)/\(state.name).\(event)"] =
                        "\(state.name) leaves (or restarts) on its own unguarded timer \(shortest.event) "
                        + "(\(state.name).\(shortest.event)#0), which fires before \(event) has passed after every entry "
                        + "of \(state.name): a timer of \(state.name) that long is never due, so the added transition is "
                        + "never taken"
                }
            }
        }
        return found
    }

    /// The transitions (`machine/State.event#n`) of the first rule.
    static func noEffectSelfLoops(in bundle: SpecBundle) -> Set<String> {
        var found: Set<String> = []
        for machine in bundle.machines {
            let structure = machine.isStatechart ? StatechartStructure(machine) : nil
            for state in machine.allStates where Self.ignores(state, in: machine, structure: structure) {
                for group in state.on {
                    guard let last = group.transitions.last, last.changesNothing(from: state.name),
                        structure.map({ Self.isPlainLeaf(state, handlingAlone: group.event, in: machine, $0) }) ?? true
                    else { continue }
                    found.insert("\(machine.id)/\(state.name).\(group.event)#\(group.transitions.count - 1)")
                }
            }
        }
        return found
    }

    /// Whether `state` ignores the events it does not handle: its own mode, else (in a statechart) the nearest
    /// enclosing state's, else the machine's.
    private static func ignores(_ state: MachineState, in machine: Machine, structure: StatechartStructure?) -> Bool {
        guard let structure, state.unhandled == nil else {
            return machine.unhandledEvents(in: state.name).mode == .ignore
        }
        let declaring = structure.ancestors(of: state.name).lazy.compactMap { machine.state(named: $0)?.unhandled }
        return (declaring.first ?? machine.unhandled ?? .ignore).mode == .ignore
    }

    /// In a statechart, whether a self-loop of `state` on `event` is the same observation as ignoring the event: an
    /// atomic state without entry or exit actions and without timers (leaving and re-entering it runs those), for an
    /// event no enclosing state handles (dropping the loop would hand the event to that state).
    private static func isPlainLeaf(
        _ state: MachineState, handlingAlone event: String, in machine: Machine, _ structure: StatechartStructure
    ) -> Bool {
        guard state.states.isEmpty, state.onEntry == nil, state.onExit == nil,
            !state.on.contains(where: { TimedEvent.seconds(ofEvent: $0.event) != nil })
        else { return false }
        return structure.ancestors(of: state.name).allSatisfy { name in
            machine.state(named: name)?.on.allSatisfy { $0.event != event } ?? true
        }
    }

    /// State and event (`machine/State.event`) → the declared reason, for every unhandled pair declared unsent that no
    /// scenario sends (replayed on the spec machine). A statechart's pairs are read on its flat machine of
    /// configurations (``AnalysedMachine``): a state's pair is unsent when it is in every configuration the state is
    /// active in (the flattener also declares unsent a timed event that an earlier timer of the configuration always
    /// preempts).
    static func unsentPairs(in bundle: SpecBundle, scenarios: [Scenario]) -> [String: String] {
        var unsent: [String: String] = [:]
        for machine in bundle.machines {
            guard let analysed = AnalysedMachine(machine) else { continue }
            let flat = analysed.flat
            let sent = ReachAnalysis.sendings(of: scenarios, machine: flat)
            var flatUnsent: [String: String] = [:]
            for state in flat.states {
                let unhandled = flat.unhandledEvents(in: state.name)
                for event in flat.alphabet where state.on.allSatisfy({ $0.event != event }) {
                    guard let reason = unhandled.unsentReason(event),
                        !sent.contains(ReachAnalysis.Sending(state: state.name, event: event))
                    else { continue }
                    flatUnsent["\(state.name).\(event)"] = reason
                }
            }
            for state in machine.allStates {
                let flats = analysed.flatStates(of: state.name)
                for event in machine.alphabet where state.on.allSatisfy({ $0.event != event }) {
                    guard let first = flats.first, let reason = flatUnsent["\(first).\(event)"],
                        flats.allSatisfy({ flatUnsent["\($0).\(event)"] != nil })
                    else { continue }
                    unsent["\(machine.id)/\(state.name).\(event)"] = reason
                }
            }
        }
        return unsent
    }
}
