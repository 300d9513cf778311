import Conformance
import SpecModel

/// Machine coverage from the states, transitions and guard outcomes the checks recorded.
///
/// Totals come from the machine itself (as compiled: every state, every transition identified by
/// (from, event, ordinal), two outcomes per guard). A state or transition is `covered` when a passing check reached
/// it, `failing` when only failing checks did (so the prefix a failing check shares with passing ones stays covered),
/// `uncovered` otherwise. References to states or transitions the machine does not have are ignored.
struct MachineCoverageBuilder {
    private struct TransitionKey: Hashable {
        let machine: String
        let from: String
        let event: String
        let ordinal: Int
    }

    private var passedStates = Set<StateRef>()
    private var failedStates = Set<StateRef>()
    private var passedTransitions = Set<TransitionKey>()
    private var failedTransitions = Set<TransitionKey>()
    private var passedGuards = Set<GuardOutcomeRef>()
    private let unreachableGuards: Set<GuardOutcomeRef>

    init(checks: [CheckResult], unreachableGuards: Set<GuardOutcomeRef> = []) {
        self.unreachableGuards = unreachableGuards
        for check in checks {
            let passed = check.status == .passed
            for state in check.states {
                if passed { passedStates.insert(state) } else { failedStates.insert(state) }
            }
            for t in check.transitions {
                let key = TransitionKey(machine: t.machine, from: t.from, event: t.event, ordinal: t.ordinal)
                if passed { passedTransitions.insert(key) } else { failedTransitions.insert(key) }
            }
            if passed { passedGuards.formUnion(check.guardOutcomes) }
        }
    }

    func coverage(of machines: [Machine]) -> [MachineCoverage] {
        machines.map(coverage)
    }

    private func coverage(of machine: Machine) -> MachineCoverage {
        var states: [StateCoverage] = []
        var transitions: [TransitionCoverage] = []
        for state in machine.states {
            let ref = StateRef(machine: machine.id, state: state.name)
            states.append(StateCoverage(name: state.name, isFinal: state.isFinal, status: status(passedStates.contains(ref), failedStates.contains(ref))))
            for group in state.on {
                for (ordinal, t) in group.transitions.enumerated() {
                    let key = TransitionKey(machine: machine.id, from: state.name, event: group.event, ordinal: ordinal)
                    var outcomes: [Bool] = []
                    var unreachable: [Bool] = []
                    if t.guardExpression != nil {
                        for outcome in [false, true] {
                            let ref = GuardOutcomeRef(machine: machine.id, from: state.name, event: group.event, ordinal: ordinal, outcome: outcome)
                            if passedGuards.contains(ref) {
                                outcomes.append(outcome)
                            } else if unreachableGuards.contains(ref) {
                                unreachable.append(outcome)
                            }
                        }
                    }
                    transitions.append(
                        TransitionCoverage(
                            from: state.name, event: group.event, ordinal: ordinal, to: t.target,
                            guardExpression: t.guardExpression?.value, path: t.path.rawValue,
                            status: status(passedTransitions.contains(key), failedTransitions.contains(key)), guardOutcomes: outcomes,
                            unreachableGuardOutcomes: unreachable))
                }
            }
        }
        return MachineCoverage(id: machine.id, title: machine.title, initial: machine.initial, states: states, transitions: transitions)
    }

    private func status(_ passed: Bool, _ failed: Bool) -> ElementCoverage {
        passed ? .covered : failed ? .failing : .uncovered
    }
}
