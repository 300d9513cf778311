import SpecModel

/// The events matched transitions declare they emit, compared by event name.
enum TransitionEmits {
    /// A finding of `rule` per event a matched transition emits only in the revision (`added`) or only in the base.
    static func changes(_ c: DiffContext, added: Bool, _ rule: DiffRuleDescriptor) -> [Finding] {
        MachineDiff.matchedTransitions(c) { _, _ in true }.flatMap { id, b, r in
            let emits = KeyedDiff(
                base: b.transition.emits.map { ($0.event, $0) }, revision: r.transition.emits.map { ($0.event, $0) })
            return (added ? emits.added : emits.removed).map { emitted in
                var args = r.arguments(machine: id)
                args["emits"] = emitted.key
                return rule.finding(
                    id, args, "\(id): \(r.label) \(added ? "now emits" : "no longer emits") \(emitted.key)",
                    base: b.transition.origin,
                    revision: r.transition.origin)
            }
        }
    }
}
