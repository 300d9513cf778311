import SpecModel

/// `machine.transition-target-changed`: a matched transition leads to another state (compared through state renames).
enum MachineTransitionTargetChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.transition-target-changed", .error, .machine, "a transition now leads to another state")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            diff.pairs.filter { diff.mapped($0.base.transition.target) != $0.revision.transition.target }.map { pair in
                let (b, r) = (pair.base, pair.revision)
                var args = r.arguments(machine: diff.id)
                args["from-target"] = b.transition.target
                return descriptor.finding(
                    diff.id, args,
                    "\(diff.id): \(r.id.from) --\(r.id.event)--> now leads to \(r.transition.target) instead of \(b.transition.target)",
                    base: b.transition.origin, revision: r.transition.origin)
            }
        }
    }
}
