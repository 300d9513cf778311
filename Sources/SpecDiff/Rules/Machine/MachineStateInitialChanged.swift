import SpecModel

/// `machine.state-initial-changed`: a kept compound state (compound in both versions) enters another child first
/// (its `initial`, compared through renames): every transition that enters it by default now lands elsewhere. The
/// machine's own `initial` is `machine.initial-changed`.
enum MachineStateInitialChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-initial-changed", .error, .machine,
        "a compound state's initial state changed: entering it by default lands elsewhere")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            diff.states.pairs.compactMap { pair -> Finding? in
                let (b, r) = (pair.base, pair.revision)
                guard MachineGraph.kind(b) == .compound, MachineGraph.kind(r) == .compound,
                    let from = b.initial?.value, let to = r.initial?.value, diff.mapped(from) != to
                else { return nil }
                return descriptor.finding(
                    diff.id, ["state": r.name, "from": from, "to": to],
                    "compound state \(diff.id)/\(r.name) now starts in \(to) instead of \(from)", base: b.origin,
                    revision: r.origin)
            }
        }
    }
}
