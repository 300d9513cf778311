import Conformance
import SpecModel

/// Machine coverage from the states, transitions, guard outcomes and def-use pairs the checks recorded.
///
/// Totals come from the machine itself (every state, every transition of its ordered walk, two outcomes per
/// guard). A state or transition is `covered` when a passing check reached it, `failing` when only failing checks
/// did (so the prefix a failing check shares with passing ones stays covered), `uncovered` otherwise. A guard outcome
/// is observed, proved unreachable (by the planner), or missing with a reason: the planner's (a limit, event data),
/// or the checks' (only failing checks reached it, no plan for the machine). References to states or transitions
/// the machine does not have are ignored. Def-use pairs are listed for a machine planned with the `uses` criterion: each
/// exercised by a passing check, proved infeasible, or missing with a reason.
struct MachineCoverageBuilder {
    private var passedStates = Set<StateRef>()
    private var failedStates = Set<StateRef>()
    private var passedTransitions = Set<TransitionID>()
    private var failedTransitions = Set<TransitionID>()
    private var passedGuards = Set<GuardOutcome>()
    private var failedGuards = Set<GuardOutcome>()
    private var passedDefUses = Set<DefUsePair>()
    private var failedDefUses = Set<DefUsePair>()
    private var sneaks: [String: [SneakOutcome]] = [:]
    private let planning: PlanningFindings

    init(checks: [CheckResult], planning: PlanningFindings = PlanningFindings()) {
        self.planning = planning
        for check in checks {
            let passed = check.status == .passed
            for state in check.states {
                if passed { passedStates.insert(state) } else { failedStates.insert(state) }
            }
            if passed {
                passedTransitions.formUnion(check.transitions)
            } else {
                failedTransitions.formUnion(check.transitions)
            }
            if passed {
                passedGuards.formUnion(check.guardOutcomes)
                passedDefUses.formUnion(check.defUses)
            } else {
                failedGuards.formUnion(check.guardOutcomes)
                failedDefUses.formUnion(check.defUses)
            }
            if let sneak = check.sneak { sneaks[sneak.machine, default: []].append(sneak) }
        }
    }

    func coverage(of machines: [Machine]) -> [MachineCoverage] {
        machines.map(coverage)
    }

    private func coverage(of machine: Machine) -> MachineCoverage {
        let mapping = StatechartMapping(machine)
        let states: [StateCoverage]
        let transitions: [TransitionCoverage]
        if let mapping {
            states = statechartStates(of: machine, mapping)
            transitions = statechartTransitions(of: machine, mapping)
        } else {
            states = machine.states.map { state in
                let ref = StateRef(machine: machine.id, state: state.name)
                return StateCoverage(
                    name: state.name, isFinal: state.isFinal,
                    status: status(passedStates.contains(ref), failedStates.contains(ref)))
            }
            transitions = machine.transitions.map { t in
                self.transition(t, passed: passedTransitions.contains(t.id), failed: failedTransitions.contains(t.id)) {
                    passedGuards.contains($0)
                }
            }
        }
        let sneakPaths = sneaks[machine.id].map { outcomes in
            SneakPathCount(
                refused: outcomes.reduce(0) { $0 + $1.refused.count }, total: outcomes.reduce(0) { $0 + $1.total },
                taken: Array(Set(outcomes.flatMap { o in o.accepted.map { SneakPath(state: o.state, event: $0) } })),
                diverged: Array(Set(outcomes.flatMap(\.diverged))),
                unsent: outcomes.reduce(0) { $0 + $1.unsent.count }, states: Self.perState(outcomes))
        }
        return MachineCoverage(
            id: machine.id, title: machine.title, initial: machine.initial, states: states, transitions: transitions,
            sneakPaths: sneakPaths,
            plannerLimit: planning.limitReached[machine.id], defUses: defUses(of: machine.id))
    }

    /// A transition's coverage: `observed` says whether a passing check observed a guard outcome.
    private func transition(
        _ t: IdentifiedTransition, passed: Bool, failed: Bool, observed: (GuardOutcome) -> Bool
    ) -> TransitionCoverage {
        var outcomes: [Bool] = []
        var unreachable: [Bool] = []
        var missing: [MissingGuardOutcome] = []
        if t.transition.guardExpression != nil {
            for outcome in [false, true] {
                let guardOutcome = GuardOutcome(t.id, outcome: outcome)
                if observed(guardOutcome) {
                    outcomes.append(outcome)
                } else if planning.unreachable.contains(guardOutcome) {
                    unreachable.append(outcome)
                } else {
                    missing.append(MissingGuardOutcome(outcome: outcome, reason: reason(guardOutcome)))
                }
            }
        }
        return TransitionCoverage(
            id: t.id, to: t.transition.target, guardExpression: t.transition.guardExpression?.value,
            path: t.transition.path.rawValue, status: status(passed, failed), guardOutcomes: outcomes,
            unreachableGuardOutcomes: unreachable, missingGuardOutcomes: missing)
    }

    /// A statechart's states at every level (pre-order, history pseudo-states left out): covered when a passing check
    /// visited a configuration holding it.
    private func statechartStates(of machine: Machine, _ mapping: StatechartMapping) -> [StateCoverage] {
        var passed: Set<String> = []
        var failed: Set<String> = []
        for ref in passedStates where ref.machine == machine.id {
            passed.formUnion(mapping.activeStates[ref.state] ?? [])
        }
        for ref in failedStates where ref.machine == machine.id {
            failed.formUnion(mapping.activeStates[ref.state] ?? [])
        }
        var result: [StateCoverage] = []
        func visit(_ state: MachineState, parent: String?) {
            guard state.type != .history else { return }
            let kind: StateCoverage.Kind =
                state.type == .final
                ? .final : state.type == .parallel ? .parallel : state.isComposite ? .compound : .atomic
            result.append(
                StateCoverage(
                    name: state.name, isFinal: state.isFinal,
                    status: status(passed.contains(state.name), failed.contains(state.name)), parent: parent,
                    kind: kind,
                    initial: kind == .compound ? state.initial?.value : nil))
            for child in state.states { visit(child, parent: state.name) }
        }
        for state in machine.states { visit(state, parent: nil) }
        return result
    }

    /// A statechart's transitions (each state's events, then its eventless ones): covered when a covered flat
    /// transition took it; a guard outcome observed when a passing flat transition assumed it.
    private func statechartTransitions(of machine: Machine, _ mapping: StatechartMapping) -> [TransitionCoverage] {
        var passed: Set<TransitionID> = []
        var failed: Set<TransitionID> = []
        var observed: Set<GuardOutcome> = []
        for id in passedTransitions where id.machine == machine.id {
            passed.formUnion(mapping.origins[id] ?? [])
            observed.formUnion(mapping.guardOutcomes[id] ?? [])
        }
        for id in failedTransitions where id.machine == machine.id { failed.formUnion(mapping.origins[id] ?? []) }
        let walked = machine.allStates.flatMap { state in
            state.transitions(machine: machine.id)
                + state.always.enumerated().map { ordinal, t in
                    IdentifiedTransition(
                        id: TransitionID(machine: machine.id, from: state.name, event: "always", ordinal: ordinal),
                        transition: t)
                }
        }
        return walked.map { t in
            transition(t, passed: passed.contains(t.id), failed: failed.contains(t.id)) { observed.contains($0) }
        }
    }

    /// The machine's def-use pairs, when its plan had them: covered when a passing check exercised the pair, else
    /// infeasible when the planner proved it, else missing with why.
    private func defUses(of machine: String) -> DefUseCoverage? {
        guard let pairs = planning.defUsePairs[machine] else { return nil }
        var covered = 0
        var infeasible = 0
        var missing: [MissingDefUse] = []
        for pair in pairs {
            if passedDefUses.contains(pair) {
                covered += 1
            } else if planning.infeasibleDefUses.contains(pair) {
                infeasible += 1
            } else {
                let reason =
                    planning.unplannedDefUses[pair]
                    ?? (failedDefUses.contains(pair)
                        ? "only failing checks exercised it" : "no passing check exercised it")
                missing.append(MissingDefUse(pair: pair, reason: reason))
            }
        }
        return DefUseCoverage(covered: covered, infeasible: infeasible, missing: missing)
    }

    /// The sneak counts of each state, summed over the contexts its sneak checks reached it in.
    private static func perState(_ outcomes: [SneakOutcome]) -> [SneakStateCount] {
        var counts: [String: SneakStateCount] = [:]
        for o in outcomes {
            var count = counts[o.state] ?? SneakStateCount(state: o.state, refused: 0, total: 0)
            count.refused += o.refused.count
            count.total += o.total
            count.unsent += o.unsent.count
            counts[o.state] = count
        }
        return Array(counts.values)
    }

    /// Why no passing check observed `outcome`, which the planner did not prove unreachable.
    private func reason(_ outcome: GuardOutcome) -> String {
        if let planner = planning.unplanned[outcome] { return planner }
        if failedGuards.contains(outcome) { return "only failing checks observed it" }
        if let planned = planning.planned, !planned.contains(outcome.transition.machine) {
            return "no path was planned: no subject is registered for the machine"
        }
        return "no passing check observed it"
    }

    private func status(_ passed: Bool, _ failed: Bool) -> ElementCoverage {
        passed ? .covered : failed ? .failing : .uncovered
    }
}
