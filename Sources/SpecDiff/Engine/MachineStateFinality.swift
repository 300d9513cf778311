import SpecModel

/// Kept states whose finality changed, for the two rules that judge each direction.
enum MachineStateFinality {
    /// A finding of `rule` per kept state that became final (`becameFinal`) or non-final.
    static func changes(_ c: DiffContext, becameFinal: Bool, _ rule: DiffRuleDescriptor) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            let id = diff.revision.id
            return diff.states.pairs.filter {
                $0.base.isFinal != $0.revision.isFinal && $0.revision.isFinal == becameFinal
            }.map { pair in
                rule.finding(
                    id, ["state": pair.revision.name],
                    "state \(id)/\(pair.revision.name) became \(becameFinal ? "final" : "non-final")",
                    base: pair.base.origin, revision: pair.revision.origin)
            }
        }
    }
}
