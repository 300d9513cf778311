import SpecModel

/// `machine.state-kind-changed`: a kept state turned atomic, compound or parallel from another of the three (final
/// and history states are judged by their own rules). A state that gained substates is no longer a configuration's
/// atomic state (what a subject reports); a compound state turned parallel runs all its children at once.
enum MachineStateKindChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-kind-changed", .error, .machine,
        "a state turned atomic, compound or parallel: the configurations through it change")

    static func findings(_ c: DiffContext) -> [Finding] {
        let judged: Set<MachineGraph.Kind> = [.atomic, .compound, .parallel]
        return c.machineDiffs.flatMap { diff in
            diff.states.pairs.compactMap { pair -> Finding? in
                let (b, r) = (MachineGraph.kind(pair.base), MachineGraph.kind(pair.revision))
                guard b != r, judged.contains(b), judged.contains(r) else { return nil }
                return descriptor.finding(
                    diff.id, ["state": pair.revision.name, "from": b.rawValue, "to": r.rawValue],
                    "state \(diff.id)/\(pair.revision.name) turned \(r.rawValue) (it was \(b.rawValue))",
                    base: pair.base.origin, revision: pair.revision.origin)
            }
        }
    }
}
