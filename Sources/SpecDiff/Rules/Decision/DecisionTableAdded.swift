import SpecModel

/// `decision.table-added`: a decision table the base does not define.
enum DecisionTableAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("decision.table-added", .info, .decision, "a decision table was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionTables.added.map {
            descriptor.finding($0.id, [:], "decision table \($0.id) was added", revision: $0.origin)
        }
    }
}
