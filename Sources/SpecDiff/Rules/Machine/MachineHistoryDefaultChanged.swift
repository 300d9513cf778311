import SpecModel

/// `machine.history-default-changed`: a kept history state enters another state before its parent has a history
/// (its `target`, compared through renames).
enum MachineHistoryDefaultChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.history-default-changed", .error, .machine,
        "a history state's default changed: a first entry enters another state")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            diff.states.pairs.compactMap { pair -> Finding? in
                let (b, r) = (pair.base, pair.revision)
                guard b.type == .history, r.type == .history, let from = b.historyDefault?.value,
                    let to = r.historyDefault?.value, diff.mapped(from) != to
                else { return nil }
                return descriptor.finding(
                    diff.id, ["state": r.name, "from": from, "to": to],
                    "history state \(diff.id)/\(r.name) now enters \(to) by default instead of \(from)", base: b.origin,
                    revision: r.origin)
            }
        }
    }
}
