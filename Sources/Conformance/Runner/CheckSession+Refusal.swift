import SpecModel
import StateMachine

extension CheckSession {
    /// What a step the spec does not handle must show, and the first way `outputs` fails it; nil when it conforms.
    ///
    /// - `ignore` (and a timed event, in either mode: time passing is not an input to refuse): every output the
    ///   subject reports keeps the value it had after the previous step (`before`), so an implementation that
    ///   "ignores" an event but shows something has taken a sneak path.
    /// - `reject`: the named output shows the refusal, and every other output keeps its value. With
    ///   ``UnhandledEvents/shows`` the output must hold that value; without it, it must be present, not null and
    ///   different from its value after the last step the spec handled (`baseline`: the refusals began there), so a
    ///   refusal that leaves it as it was is no refusal. With no baseline (the first step, from a subject that does not
    ///   report its outputs after a reset) a change cannot be seen, and the step diverges saying so.
    ///
    /// Without `before` (the first step, likewise) the unchanged outputs are not compared.
    static func refusalMismatch(
        event: String, state: String, unhandled: UnhandledEvents, before: [String: JSONValue]?,
        baseline: [String: JSONValue]?, outputs: [String: JSONValue]
    ) -> (expected: String, observed: String)? {
        let refusal = unhandled.mode == .reject && TimedEvent.seconds(ofEvent: event) == nil ? unhandled.output : nil
        if let before {
            for name in Set(before.keys).union(outputs.keys).sorted() where name != refusal {
                guard outputs[name] != before[name] else { continue }
                return (
                    "output \(name) unchanged (\(shown(before[name]))): the spec does not handle '\(event)' here",
                    "output \(name) = \(shown(outputs[name]))"
                )
            }
        }
        guard let refusal else { return nil }
        let now = outputs[refusal] ?? .null
        if let shows = unhandled.shows {
            guard Expression.valuesEqual(now, shows) else {
                return (
                    "output \(refusal) = \(EmissionMatcher.compact(shows)): \(state) rejects '\(event)'",
                    "output \(refusal) = \(shown(outputs[refusal]))"
                )
            }
            return nil
        }
        guard now != .null else {
            return ("the refusal reported in output \(refusal)", "no output \(refusal)")
        }
        guard let baseline else {
            return (
                "output \(refusal) changed by the refusal of '\(event)' in \(state)",
                "output \(refusal) = \(EmissionMatcher.compact(now)), but its value before the refusal is unknown: the "
                    + "subject does not report its outputs after a reset (name the value the refusal shows with "
                    + "\"shows\")"
            )
        }
        guard !Expression.valuesEqual(now, baseline[refusal] ?? .null) else {
            return (
                "output \(refusal) changed by the refusal of '\(event)' in \(state)",
                "output \(refusal) = \(EmissionMatcher.compact(now)), as before the refusal"
            )
        }
        return nil
    }

    /// A reported value, or `(none)`.
    private static func shown(_ value: JSONValue?) -> String { value.map(EmissionMatcher.compact) ?? "(none)" }
}

extension CheckSession {
    /// How what a subject shows right after its reset contradicts the spec's initial configuration of `machine`:
    /// another state than the initial one, or an output the machine declares that bears the name of one of its
    /// context fields (an output showing that field, like `openIssues`) at another value than the field's initial one
    /// (the context the session reset the subject with). Nil when it agrees.
    static func resetMismatch(
        machine: String, instance: MachineInstance, declaredOutputs: [String], observed: Observation, spec: Machine
    ) -> (expected: String, observed: String)? {
        if let state = observed.states[machine], !spec.observes(state, in: instance.state) {
            return (
                "state \(spec.observedName(of: instance.state)) of '\(machine)' right after the reset (its initial state)",
                "state \(state) before any stimulus"
            )
        }
        let context = instance.context
        for name in declaredOutputs {
            guard let initial = context[name], let shown = observed.outputs[name],
                !Expression.valuesEqual(shown, initial)
            else { continue }
            return (
                "output \(name) = \(EmissionMatcher.compact(initial)) right after the reset (the initial context of "
                    + "'\(machine)')",
                "output \(name) = \(EmissionMatcher.compact(shown)) before any stimulus"
            )
        }
        return nil
    }
}
