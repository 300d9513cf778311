import SpecModel

/// `machine.history-added`: a kept machine gained a history state. Nothing enters it unless a transition targets it
/// (each such transition is a finding of its own); implementations do not restore that history yet.
enum MachineHistoryAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.history-added", .warning, .machine, "a history state was added: implementations do not restore it yet")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.states.added.filter { $0.type == .history }.map {
                descriptor.finding(
                    d.id, ["state": $0.name, "depth": ($0.history ?? .shallow).rawValue],
                    "history state \(d.id)/\($0.name) was added", revision: $0.origin)
            }
        }
    }
}
