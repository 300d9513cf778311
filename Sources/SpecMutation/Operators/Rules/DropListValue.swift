import SpecModel

/// `drop-list-value`: removes one value from a list-valued rule parameter (a comma-separated string,
/// docs/SPEC-FORMAT.md: `"wear": "FN, MW, FT, WW, BS"` without `MW`). A check that sends every value the
/// implementation knows and expects exactly the listed ones accepted (``RuleContext``'s `expectListed`) sees the
/// dropped value accepted where the spec now refuses it. Parameters the rule declares `unread` are left alone.
struct DropListValue: MutationOperator {
    var name: String { "drop-list-value" }
    var summary: String { "remove one value from a list-valued (comma-separated) rule parameter" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for rule in bundle.rules {
            for key in rule.behaviouralParameters {
                guard let text = rule.parameters[key]?.stringValue, let items = ParameterText.listItems(text) else {
                    continue
                }
                for (index, item) in items.enumerated() {
                    let kept = items.enumerated().filter { $0.offset != index }.map(\.element)
                    let replacement = kept.joined(separator: ", ")
                    let element = "\(rule.id)/\(key)"
                    let ruleID = rule.id
                    let info = MutantInfo(
                        id: "\(name):\(element)=\(item)", operatorName: name, element: element,
                        origin: rule.origin(ofParameter: key),
                        description: "drop \(item) from \(rule.id) parameter \(key)", original: text,
                        replacement: replacement, scope: MutantScope(machines: [], rules: true),
                        reach: .reads(rule: rule.id, parameter: key))
                    result.append(
                        Mutant(info: info) { bundle in
                            guard let index = bundle.rules.firstIndex(where: { $0.id == ruleID }) else { return }
                            bundle.rules[index].parameters[key] = .string(replacement)
                        })
                }
            }
        }
        return result
    }
}
