import SpecModel
import StateMachine

/// `decision-input`: one cell of a rule narrowed (or, for an integer range, moved): a listed value dropped, an
/// "any" cell restricted to one value (each value of an enum or boolean; an integer's minimum and maximum), or a
/// range's bound shifted by −1 and +1 (within the input's domain; variant `~min+1`). The combinations that change hands are asked by
/// the decision checks and get the implementation's unchanged output.
struct DecisionInputMutation: MutationOperator {
    var name: String { "decision-input" }
    var summary: String {
        "narrow one cell of a decision table rule: drop a value, restrict an any cell, shift a range bound by one"
    }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for table in bundle.decisionTables {
            for (index, rule) in table.rules.enumerated() {
                for input in table.inputs {
                    let cell = rule.cell(input.name)
                    for (variant, replacement) in Self.narrowings(cell, input) {
                        let origin =
                            rule.when[input.name] == nil
                            ? DecisionMutations.origin(locator, rule.origin, "id")
                            : DecisionMutations.origin(locator, rule.origin, "when", input.name)
                        let info = DecisionMutations.info(
                            name, table: table, element: "\(table.id)/\(rule.id).\(input.name)", variant: variant,
                            origin: origin,
                            description:
                                "rule \(rule.id) of \(table.id) matches \(input.name) \(replacement.text) instead of \(cell.text)",
                            original: cell.text, replacement: replacement.text)
                        let name = input.name
                        result.append(
                            DecisionMutations.mutant(info, table: table.id) { $0.rules[index].when[name] = replacement }
                        )
                    }
                }
            }
        }
        return result
    }

    /// Each narrowed cell with its ID variant.
    static func narrowings(_ cell: DecisionCell, _ input: DecisionInput) -> [(String, DecisionCell)] {
        switch cell {
        case .any:
            let values: [JSONValue]
            switch input.type {
            case .enum: values = input.values.map { .string($0) }
            case .boolean: values = [false, true]
            case .integer:
                values =
                    input.minimum == input.maximum ? [.int(input.minimum)] : [.int(input.minimum), .int(input.maximum)]
            }
            return values.map { ("=\(DecisionSpace.text($0))", .values([$0])) }
        case .values(let values):
            guard values.count >= 2 else { return [] }
            return values.indices.map { i in
                var rest = values
                rest.remove(at: i)
                return ("!\(DecisionSpace.text(values[i]))", .values(rest))
            }
        case .range(let lo, let hi):
            var result: [(String, DecisionCell)] = []
            let domain = input.minimum...input.maximum
            if let lo {
                for d in [-1, 1] where domain.contains(lo + d) && lo + d <= (hi ?? input.maximum) {
                    result.append(("~min\(d > 0 ? "+" : "-")1", .range(min: lo + d, max: hi)))
                }
            }
            if let hi {
                for d in [-1, 1] where domain.contains(hi + d) && hi + d >= (lo ?? input.minimum) {
                    result.append(("~max\(d > 0 ? "+" : "-")1", .range(min: lo, max: hi + d)))
                }
            }
            return result
        case .union, .not, .feel:
            // FEEL unary tests are not narrowed (docs/MUTATION.md): the cell is the user's text, not a value list.
            return []
        }
    }
}
