import SpecModel

/// `decision.hit-policy-changed`: a kept decision table combines its rules another way (`unique` ↔ `first`).
enum DecisionHitPolicyChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.hit-policy-changed", .warning, .decision, "a decision table's hit policy changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionTables.pairs.filter { $0.base.hitPolicy != $0.revision.hitPolicy }.map { pair in
            let from = pair.base.hitPolicy.rawValue
            let to = pair.revision.hitPolicy.rawValue
            return descriptor.finding(
                pair.revision.id, ["from": from, "to": to],
                "decision table \(pair.revision.id) hit policy changed from \(from) to \(to)",
                base: pair.base.origin, revision: pair.revision.origin)
        }
    }
}
