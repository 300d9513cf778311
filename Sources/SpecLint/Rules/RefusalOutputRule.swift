import SpecModel
import StateMachine

/// `lint.refusal-output-constant`: a state rejects unhandled events by showing a value (`"shows"`) that its output
/// holds anyway, so holding it is no sign of a refusal: an implementation that ignores the event passes as one that
/// rejects it, and a state flipped between `ignore` and `reject` cannot be told apart there.
///
/// The output holds the value anyway when every transition of the machine that sets the output (its `outputs`) sets
/// it to that same constant (the output is the same in every state), or when every transition into the state sets
/// it to that constant (it holds the value whenever the state is entered). Either way the fix is another value (one
/// no transition gives the output) or no `shows`, so that the refusal must change the output. A `reject` without
/// `shows` needs the output to change, which no static value can rule out: it is not judged. Expressions that do
/// not parse are left to `lint.invalid-expression`.
struct RefusalOutputRule: LintRule {
    let id = "lint.refusal-output-constant"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a rejecting state shows its refusal in a value the output holds anyway"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            // Declarations already reported for holding the value in every state: their other states add nothing.
            var everywhere: Set<Origin> = []
            for state in machine.states {
                let unhandled = machine.unhandledEvents(in: state.name)
                guard unhandled.mode == .reject, let output = unhandled.output, let shows = unhandled.shows else {
                    continue
                }
                let setting = machine.transitions.filter { t in t.transition.outputs.contains { $0.name == output } }
                let entering = setting.filter { $0.transition.target == state.name }
                let into = machine.transitions.filter { $0.transition.target == state.name }
                let shown = Self.shown(shows)
                // Who shows the refusal, which transitions give the output the value anyway, and which must not.
                let found: (who: String, givers: String, fix: String)
                if !setting.isEmpty, setting.allSatisfy({ Self.sets($0.transition, output, to: shows) }) {
                    guard everywhere.insert(unhandled.origin).inserted else { continue }
                    found = (
                        "machine \"\(machine.id)\"",
                        "every transition that sets the output gives it (it is the same in every state)",
                        "no transition"
                    )
                } else if !into.isEmpty, entering.count == into.count, state.name != machine.initial,
                    entering.allSatisfy({ Self.sets($0.transition, output, to: shows) })
                {
                    found = (
                        "state \"\(state.name)\" of machine \"\(machine.id)\"",
                        "every transition into the state gives it",
                        "no transition into the state"
                    )
                } else {
                    continue
                }
                let message =
                    "\(found.who) shows refusals in output \"\(output)\" as \(shown), the value \(found.givers), so "
                    + "showing \(shown) is no sign of a refusal; name a value \(found.fix) gives it, or drop \"shows\" so "
                    + "that a refusal must change the output"
                diagnostics.append(context.diagnostic(self, message, at: unhandled.origin))
            }
        }
        return diagnostics
    }

    /// Whether `transition` sets `output` to the constant `value` (an expression that reads neither context nor
    /// event data and evaluates to it).
    static func sets(_ transition: Transition, _ output: String, to value: JSONValue) -> Bool {
        guard let written = transition.outputs.first(where: { $0.name == output }),
            case .success(let parsed) = Expression.parse(written.expression.value),
            parsed.contextFields.isEmpty, !parsed.usesEvent,
            case .success(let constant) = parsed.evaluate(context: [:], event: .null)
        else { return false }
        return Expression.valuesEqual(constant, value)
    }

    /// A value as compact JSON.
    static func shown(_ value: JSONValue) -> String { JSONWriter(indent: 0).string(value) }
}
