import SpecModel
import StateMachine

/// `decision.output-changed`: a kept rule of a kept decision table gives another output.
enum DecisionOutputChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.output-changed", .error, .decision, "a decision table rule's output changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionRules.flatMap { table in
            table.rules.kept.filter { $0.base.then != $0.revision.then }.map { x in
                let from = DecisionSpace.text(x.base.then)
                let to = DecisionSpace.text(x.revision.then)
                return descriptor.finding(
                    x.key, ["table": table.id, "from": from, "to": to],
                    "rule \(x.key) of decision table \(table.id) now gives \(to) instead of \(from)",
                    base: x.base.origin, revision: x.revision.origin)
            }
        }
    }
}
