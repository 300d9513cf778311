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
enum InferredEquivalence {
    static let operators: Set<String> = ["drop-transition", "flip-guard", "shift-guard-constant"]
    static let unsentOperators: Set<String> = ["add-transition"]

    /// Mutant ID → reason for every mutant of `mutants` the rules prove equivalent in `bundle` with `scenarios`.
    static func resolve(_ mutants: [MutantInfo], in bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String]
    {
        let noEffect = noEffectSelfLoops(in: bundle)
        let unsent = unsentPairs(in: bundle, scenarios: scenarios)
        var reasons: [String: String] = [:]
        for mutant in mutants where unsentOperators.contains(mutant.operatorName) {
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

    /// The transitions (`machine/State.event#n`) of the first rule.
    static func noEffectSelfLoops(in bundle: SpecBundle) -> Set<String> {
        var found: Set<String> = []
        for machine in bundle.machines {
            for state in machine.allStates where machine.unhandledEvents(in: state.name).mode == .ignore {
                for group in state.on {
                    guard let last = group.transitions.last, last.changesNothing(from: state.name) else { continue }
                    found.insert("\(machine.id)/\(state.name).\(group.event)#\(group.transitions.count - 1)")
                }
            }
        }
        return found
    }

    /// State and event (`machine/State.event`) → the declared reason, for every unhandled pair declared unsent that no
    /// scenario sends (replayed on the spec machine).
    static func unsentPairs(in bundle: SpecBundle, scenarios: [Scenario]) -> [String: String] {
        var unsent: [String: String] = [:]
        for machine in bundle.machines {
            let sent = ReachAnalysis.sendings(of: scenarios, machine: machine)
            for state in machine.allStates {
                let unhandled = machine.unhandledEvents(in: state.name)
                for event in machine.alphabet where state.on.allSatisfy({ $0.event != event }) {
                    guard let reason = unhandled.unsentReason(event),
                        !sent.contains(ReachAnalysis.Sending(state: state.name, event: event))
                    else { continue }
                    unsent["\(machine.id)/\(state.name).\(event)"] = reason
                }
            }
        }
        return unsent
    }
}
