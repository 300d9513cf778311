import SpecModel
import StateMachine

/// `lint.dead-transition`: a transition the path planner proves can never fire.
///
/// The planner searches every configuration (state + context) the machine can reach, with counters merged past
/// the constants their guards compare them with (so the search is finite even when a counter grows without bound);
/// a transition it never takes, when the proof holds (no guard or assignment reads event data), is taken by no run:
/// dead spec, such as `retriesLeft != 0` after `retriesLeft > 0` on a counter that never goes negative. Either the
/// guard is wrong or the transition should go. It is a warning, because the proof starts from the machine's own
/// context and a scenario may start from another (`context` in a scenario file); the gate, which holds machines
/// whole, fails anyway when no check covers the transition. A guarded transition after an unguarded one is
/// `lint.unreachable-transition`, and a transition of a state no transition leads to is `lint.unreachable-state`: neither
/// is reported again; a machine that does not compile is left to the compiler's
/// diagnostics.
struct DeadTransitionRule: LintRule {
    let id = "lint.dead-transition"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "the planner proves a transition can never fire from the machine's initial context"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where !machine.isStatechart {
            guard case .success(let compiled) = CompiledMachine.compile(machine) else { continue }
            let plan = PathPlanner().plan(compiled, criterion: .transitions)
            let dead = Set(plan.unreachable.compactMap { $0.kind == .transition ? $0.transition : nil })
            guard !dead.isEmpty else { continue }
            // A state the diagram itself cuts off is lint.unreachable-state; its transitions are not reported again.
            let reachable = UnreachableStateRule.reached(machine)
            for walked in machine.transitions where dead.contains(walked.id) && reachable.contains(walked.id.from) {
                let group = machine.state(named: walked.id.from)?.on.first { $0.event == walked.id.event }
                if let group, group.transitions.prefix(walked.id.ordinal).contains(where: { $0.guardExpression == nil })
                {
                    continue
                }
                let guardText = walked.transition.guardExpression.map { " [\($0.value)]" } ?? ""
                let message =
                    "transition \(walked.id.ordinal) on \"\(walked.id.event)\" from \"\(walked.id.from)\"\(guardText) (to "
                    + "\"\(walked.transition.target)\") of machine \"\(machine.id)\" can never fire from the initial context: no reachable configuration enables it"
                diagnostics.append(context.diagnostic(self, message, at: walked.transition.origin))
            }
        }
        return diagnostics
    }
}
