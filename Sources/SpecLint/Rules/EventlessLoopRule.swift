import SpecModel

/// `lint.eventless-loop`: eventless (`always`) transitions that can never settle. Once a state is active, an
/// `always` transition of it or of an enclosing state is certain to fire (no guard, or a guard that reads nothing and
/// is true), and wherever it leads, the same holds again: `A → B → A`. The interpreter rejects every step that enters
/// such a state after 1000 microsteps (its runtime bound); lint says so before any run. Reported once per cycle, at
/// the certain transition of its first state in document order (states that only lead into a cycle are not reported
/// again). Judged outside parallel states only (``EventlessLoops``).
struct EventlessLoopRule: LintRule {
    let id = "lint.eventless-loop"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "eventless (always) transitions loop and can never settle"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where machine.isStatechart {
            let loops = EventlessLoops(machine)
            var reported: Set<Set<String>> = []
            for name in loops.looping {
                let path = loops.cycle(from: name)
                guard path.last == name, reported.insert(Set(path)).inserted, let step = loops.candidates[name]?.last
                else { continue }
                let cycle = path.joined(separator: " → ")
                let message =
                    "eventless transitions of machine \"\(machine.id)\" never settle once \"\(name)\" is active: "
                    + "\(cycle); transition \(step.ordinal) under \"always\" of \"\(step.source)\" (to "
                    + "\"\(step.transition.target)\") fires whatever the context, and every eventless transition "
                    + "that may fire leads to such a state again, so every step that enters \"\(name)\" is rejected "
                    + "after 1000 microsteps"
                diagnostics.append(context.diagnostic(self, message, at: step.transition.origin))
            }
        }
        return diagnostics
    }
}
