import SpecModel

/// The regions of kept parallel states compared across versions, for the two rules that judge each direction.
enum MachineRegions {
    /// A finding of `rule` per region a state parallel in both versions gained (`added`) or lost, regions compared
    /// through renames.
    static func changes(_ c: DiffContext, added: Bool, _ rule: DiffRuleDescriptor) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            diff.states.pairs.filter { $0.base.type == .parallel && $0.revision.type == .parallel }.flatMap { pair in
                let before = pair.base.states.filter { $0.type != .history }
                let after = pair.revision.states.filter { $0.type != .history }
                let kept = Set(before.map { diff.mapped($0.name) })
                let now = Set(after.map(\.name))
                let changed =
                    added
                    ? after.filter { !kept.contains($0.name) } : before.filter { !now.contains(diff.mapped($0.name)) }
                return changed.map { region in
                    rule.finding(
                        diff.id,
                        ["state": pair.revision.name, "region": added ? region.name : diff.mapped(region.name)],
                        "parallel state \(diff.id)/\(pair.revision.name) \(added ? "gained" : "lost") region \(region.name)",
                        base: added ? nil : region.origin, revision: added ? region.origin : pair.revision.origin)
                }
            }
        }
    }
}
