import SpecModel

/// `shift-parameter`: moves one numeric rule parameter by one step each way, the step being one unit of its last
/// written digit (`"windowMinutes": 15` becomes 16 and 14, `"overlaySeconds": 2.4` becomes 2.5 and 2.3). A check
/// that reads the parameter and probes the bound on both sides (``RuleContext``'s `expectBound`) sees either shift.
/// Parameters the rule declares `unread` are left alone.
struct ShiftParameter: MutationOperator {
    var name: String { "shift-parameter" }
    var summary: String { "move one numeric rule parameter by + and - one step (its last written digit)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for rule in bundle.rules {
            for key in rule.behaviouralParameters {
                guard case .number(let number)? = rule.parameters[key],
                    let quantity = ParameterQuantity(key: key, value: .number(number))
                else { continue }
                for steps in [1, -1] {
                    let shifted = ParameterText.number(quantity.shifted(by: steps), scale: quantity.scale)
                    let element = "\(rule.id)/\(key)"
                    let ruleID = rule.id
                    let info = MutantInfo(
                        id: "\(name):\(element)\(steps > 0 ? "+" : "-")", operatorName: name, element: element,
                        origin: rule.origin(ofParameter: key),
                        description: "move \(rule.id) parameter \(key) from \(number.text) to \(shifted.text)",
                        original: number.text, replacement: shifted.text,
                        scope: MutantScope(machines: [], rules: true), reach: .reads(rule: rule.id, parameter: key))
                    result.append(
                        Mutant(info: info) { bundle in
                            guard let index = bundle.rules.firstIndex(where: { $0.id == ruleID }) else { return }
                            bundle.rules[index].parameters[key] = .number(shifted)
                        })
                }
            }
        }
        return result
    }
}
