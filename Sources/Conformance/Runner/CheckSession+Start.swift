import EventSchema
import SpecModel

extension CheckSession {
    /// What a statechart's start shows that its spec contradicts: the events the entry actions of its initial
    /// configuration emit (``Machine/startEmits``, those the catalog allows under the observed conditions) against the
    /// events the subject reported at its reset, in order; nil when they agree. `observed` is nil when the subject
    /// cannot tell what its reset did: a start that emits something is then a divergence (it cannot be checked), one
    /// that emits nothing is not.
    static func startMismatch(
        machine: String, spec: Machine, observed: Observation?, catalog: EventCatalog
    ) -> (expected: String, observed: String)? {
        guard let observed else {
            guard !spec.startEmits.isEmpty else { return nil }
            return (
                "events \(EmissionMatcher.describe(spec.startEmits)) when '\(machine)' starts (the entry actions of its "
                    + "initial configuration)",
                "no observation of the reset: the subject does not report what its reset did (hello: observesReset)"
            )
        }
        let expected = spec.startEmits.filter { catalog.allows($0.event, under: observed.conditions) }
        let names = observed.events.map(\.name)
        guard let mismatch = EmissionMatcher.align(expected: expected, observed: names).mismatch else { return nil }
        return (
            "events \(EmissionMatcher.describe(expected)) when '\(machine)' starts (the entry actions of its initial "
                + "configuration)",
            "events \(EmissionMatcher.describe(names)) at the reset: \(mismatch)"
        )
    }
}
