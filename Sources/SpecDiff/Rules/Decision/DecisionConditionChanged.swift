import SpecModel

/// `decision.condition-changed`: a kept rule of a kept decision table matches other values of an input (one finding
/// per input whose cell changed; an absent cell is `any`).
enum DecisionConditionChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.condition-changed", .warning, .decision, "a decision table rule's condition changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionRules.flatMap { table in
            table.rules.kept.flatMap { x in
                Set(x.base.when.keys).union(x.revision.when.keys).sorted().filter {
                    x.base.cell($0) != x.revision.cell($0)
                }.map { input in
                    let from = x.base.cell(input).text
                    let to = x.revision.cell(input).text
                    return descriptor.finding(
                        x.key, ["table": table.id, "input": input, "from": from, "to": to],
                        "rule \(x.key) of decision table \(table.id) now matches \(input) \(to) instead of \(from)",
                        base: x.base.origin,
                        revision: x.revision.origin)
                }
            }
        }
    }
}
