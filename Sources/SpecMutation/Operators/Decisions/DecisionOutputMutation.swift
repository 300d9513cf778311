import SpecModel

/// `decision-output`: a rule's `then` changed to every other output value (with several outputs, each output's
/// value in turn). The rule's decision check asks the
/// combinations it decides and sees the implementation's unchanged output.
struct DecisionOutputMutation: MutationOperator {
    var name: String { "decision-output" }
    var summary: String { "change a decision table rule's output to every other output value" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for table in bundle.decisionTables {
            for (index, rule) in table.rules.enumerated() {
                for value in Self.others(rule.then, of: table) {
                    let was = DecisionMutations.text(rule.then)
                    let now = DecisionMutations.text(value)
                    let info = DecisionMutations.info(
                        name, table: table, element: "\(table.id)/\(rule.id)", variant: "->\(now)",
                        origin: DecisionMutations.origin(locator, rule.origin, "then"),
                        description: "rule \(rule.id) of \(table.id) gives \(now) instead of \(was)", original: was,
                        replacement: now)
                    result.append(DecisionMutations.mutant(info, table: table.id) { $0.rules[index].then = value })
                }
            }
        }
        return result
    }

    /// Every other `then` of a rule: each other value of the output, or of one output at a time with several.
    static func others(_ then: JSONValue, of table: DecisionTable) -> [JSONValue] {
        guard table.outputs.count > 1, let values = then.objectValue else {
            return DecisionMutations.others(then, of: table.output)
        }
        return table.outputs.flatMap { output in
            DecisionMutations.others(values[output.name] ?? .null, of: output).map { other in
                var changed = values
                changed[output.name] = other
                return JSONValue.object(changed)
            }
        }
    }
}
