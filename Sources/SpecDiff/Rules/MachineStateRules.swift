import SpecModel

/// Machines and states added or removed, the initial state changed, states made final or non-final.
enum MachineStateRules: DiffRuleSet {
    static let machineAdded = DiffRuleDescriptor("machine.added", .info, .machine, "a state machine was added")
    static let machineRemoved = DiffRuleDescriptor("machine.removed", .error, .machine, "a state machine was removed")
    static let stateAdded = DiffRuleDescriptor(
        "machine.state-added", .warning, .machine, "a state was added: implementations do not know it yet")
    static let stateRemoved = DiffRuleDescriptor(
        "machine.state-removed", .error, .machine, "a state was removed (its own transitions go with it)")
    static let initialChanged = DiffRuleDescriptor("machine.initial-changed", .error, .machine, "the initial state changed")
    static let becameFinal = DiffRuleDescriptor("machine.state-became-final", .error, .machine, "a state became final: its way out is gone")
    static let becameNonFinal = DiffRuleDescriptor(
        "machine.state-became-non-final", .warning, .machine, "a final state became non-final")

    static var rules: [DiffRuleDescriptor] {
        [machineAdded, machineRemoved, stateAdded, stateRemoved, initialChanged, becameFinal, becameNonFinal]
    }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for m in c.machines.added { out.append(machineAdded.finding(m.id, [:], "machine \(m.id) was added", revision: m.origin)) }
        for m in c.machines.removed { out.append(machineRemoved.finding(m.id, [:], "machine \(m.id) was removed", base: m.origin)) }
        for diff in c.machineDiffs {
            let id = diff.revision.id
            for s in diff.states.added {
                out.append(stateAdded.finding(id, ["state": s.name], "state \(id)/\(s.name) was added", revision: s.origin))
            }
            for s in diff.states.removed {
                out.append(stateRemoved.finding(id, ["state": s.name], "state \(id)/\(s.name) was removed", base: s.origin))
            }
            if diff.mapped(diff.base.initial) != diff.revision.initial {
                out.append(
                    initialChanged.finding(
                        id, ["from": diff.base.initial, "to": diff.revision.initial],
                        "machine \(id) now starts in \(diff.revision.initial) instead of \(diff.base.initial)", base: diff.base.origin,
                        revision: diff.revision.origin))
            }
            for pair in diff.states.pairs where pair.base.isFinal != pair.revision.isFinal {
                let rule = pair.revision.isFinal ? becameFinal : becameNonFinal
                out.append(
                    rule.finding(
                        id, ["state": pair.revision.name],
                        "state \(id)/\(pair.revision.name) became \(pair.revision.isFinal ? "final" : "non-final")",
                        base: pair.base.origin, revision: pair.revision.origin))
            }
        }
        return out
    }
}
