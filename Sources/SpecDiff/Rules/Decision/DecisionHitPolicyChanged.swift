import SpecModel

/// `decision.hit-policy-changed`: a kept decision table combines its rules another way (`unique` ↔ `first`, or
/// `collect` gaining, losing or changing its aggregation: `collect sum`).
enum DecisionHitPolicyChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.hit-policy-changed", .warning, .decision, "a decision table's hit policy changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionTables.pairs.filter { policy($0.base) != policy($0.revision) }.map { pair in
            let from = policy(pair.base)
            let to = policy(pair.revision)
            return descriptor.finding(
                pair.revision.id, ["from": from, "to": to],
                "decision table \(pair.revision.id) hit policy changed from \(from) to \(to)",
                base: pair.base.origin, revision: pair.revision.origin)
        }
    }

    /// The policy as written, with a `collect` table's aggregation: `first`, `collect sum`.
    private static func policy(_ table: DecisionTable) -> String {
        table.hitPolicy.rawValue + (table.aggregation.map { " \($0.rawValue)" } ?? "")
    }
}
