import SpecModel

/// `machine.history-depth-changed`: a kept history state turned shallow or deep: entering it restores other states
/// (a deep history restores the active atomic states, a shallow one the active children, entered by default).
enum MachineHistoryDepthChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.history-depth-changed", .error, .machine,
        "a history state turned shallow or deep: it restores other states")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            diff.states.pairs.compactMap { pair -> Finding? in
                let (b, r) = (pair.base, pair.revision)
                guard b.type == .history, r.type == .history, b.history ?? .shallow != r.history ?? .shallow else {
                    return nil
                }
                let (from, to) = ((b.history ?? .shallow).rawValue, (r.history ?? .shallow).rawValue)
                return descriptor.finding(
                    diff.id, ["state": r.name, "from": from, "to": to],
                    "history state \(diff.id)/\(r.name) turned \(to) (it was \(from))", base: b.origin,
                    revision: r.origin)
            }
        }
    }
}
