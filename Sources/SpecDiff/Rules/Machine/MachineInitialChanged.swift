import SpecModel

/// `machine.initial-changed`: a kept machine starts in another state (compared through state renames).
enum MachineInitialChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("machine.initial-changed", .error, .machine, "the initial state changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.filter { $0.mapped($0.base.initial) != $0.revision.initial }.map { diff in
            let (b, r) = (diff.base, diff.revision)
            return descriptor.finding(
                r.id, ["from": b.initial, "to": r.initial],
                "machine \(r.id) now starts in \(r.initial) instead of \(b.initial)",
                base: b.origin, revision: r.origin)
        }
    }
}
