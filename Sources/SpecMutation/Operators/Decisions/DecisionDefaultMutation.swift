import SpecModel

/// `decision-default`: a table's default output changed to every other output value. The default's decision check
/// asks the combinations no rule decides.
struct DecisionDefaultMutation: MutationOperator {
    var name: String { "decision-default" }
    var summary: String { "change a decision table's default output to every other output value" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for table in bundle.decisionTables {
            guard let fallback = table.defaultOutput else { continue }
            for value in DecisionMutations.others(fallback.then, of: table.output) {
                let was = DecisionMutations.text(fallback.then)
                let now = DecisionMutations.text(value)
                let info = DecisionMutations.info(
                    name, table: table, element: "\(table.id)/default", variant: "->\(now)",
                    origin: DecisionMutations.origin(locator, fallback.origin, "then"),
                    description: "the default of \(table.id) gives \(now) instead of \(was)", original: was,
                    replacement: now)
                result.append(DecisionMutations.mutant(info, table: table.id) { $0.defaultOutput?.then = value })
            }
        }
        return result
    }
}
