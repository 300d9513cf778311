import SpecModel

/// `decision.table-removed`: a decision table gone from the revision; its subject answers a table the spec no
/// longer states.
enum DecisionTableRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.table-removed", .error, .decision, "a decision table was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionTables.removed.map {
            descriptor.finding($0.id, [:], "decision table \($0.id) was removed", base: $0.origin)
        }
    }
}
