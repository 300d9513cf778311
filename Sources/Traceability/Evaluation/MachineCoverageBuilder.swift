import Conformance
import SpecModel

/// Machine coverage from the states, transitions and guard outcomes the checks recorded.
///
/// Totals come from the machine itself (every state, every transition of its ordered walk, two outcomes per
/// guard). A state or transition is `covered` when a passing check reached it, `failing` when only failing checks
/// did (so the prefix a failing check shares with passing ones stays covered), `uncovered` otherwise. References to
/// states or transitions the machine does not have are ignored.
struct MachineCoverageBuilder {
    private var passedStates = Set<StateRef>()
    private var failedStates = Set<StateRef>()
    private var passedTransitions = Set<TransitionID>()
    private var failedTransitions = Set<TransitionID>()
    private var passedGuards = Set<GuardOutcome>()
    private var sneaks: [String: [SneakOutcome]] = [:]
    private let unreachableGuards: Set<GuardOutcome>

    init(checks: [CheckResult], unreachableGuards: Set<GuardOutcome> = []) {
        self.unreachableGuards = unreachableGuards
        for check in checks {
            let passed = check.status == .passed
            for state in check.states {
                if passed { passedStates.insert(state) } else { failedStates.insert(state) }
            }
            if passed { passedTransitions.formUnion(check.transitions) } else { failedTransitions.formUnion(check.transitions) }
            if passed { passedGuards.formUnion(check.guardOutcomes) }
            if let sneak = check.sneak { sneaks[sneak.machine, default: []].append(sneak) }
        }
    }

    func coverage(of machines: [Machine]) -> [MachineCoverage] {
        machines.map(coverage)
    }

    private func coverage(of machine: Machine) -> MachineCoverage {
        let states = machine.states.map { state in
            let ref = StateRef(machine: machine.id, state: state.name)
            return StateCoverage(
                name: state.name, isFinal: state.isFinal, status: status(passedStates.contains(ref), failedStates.contains(ref)))
        }
        let transitions = machine.transitions.map { t in
            var outcomes: [Bool] = []
            var unreachable: [Bool] = []
            if t.transition.guardExpression != nil {
                for outcome in [false, true] {
                    let guardOutcome = GuardOutcome(t.id, outcome: outcome)
                    if passedGuards.contains(guardOutcome) {
                        outcomes.append(outcome)
                    } else if unreachableGuards.contains(guardOutcome) {
                        unreachable.append(outcome)
                    }
                }
            }
            return TransitionCoverage(
                id: t.id, to: t.transition.target, guardExpression: t.transition.guardExpression?.value,
                path: t.transition.path.rawValue, status: status(passedTransitions.contains(t.id), failedTransitions.contains(t.id)),
                guardOutcomes: outcomes, unreachableGuardOutcomes: unreachable)
        }
        let sneakPaths = sneaks[machine.id].map { outcomes in
            SneakPathCount(
                refused: outcomes.reduce(0) { $0 + $1.refused.count }, total: outcomes.reduce(0) { $0 + $1.total },
                taken: Array(Set(outcomes.flatMap { o in o.accepted.map { SneakPath(state: o.state, event: $0) } })),
                unsent: outcomes.reduce(0) { $0 + $1.unsent.count })
        }
        return MachineCoverage(
            id: machine.id, title: machine.title, initial: machine.initial, states: states, transitions: transitions, sneakPaths: sneakPaths)
    }

    private func status(_ passed: Bool, _ failed: Bool) -> ElementCoverage {
        passed ? .covered : failed ? .failing : .uncovered
    }
}
