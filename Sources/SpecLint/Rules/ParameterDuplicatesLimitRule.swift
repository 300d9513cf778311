import SpecModel

/// `lint.parameter-duplicates-limit`: a rule parameter that copies a limit the rule names: the same value (in the
/// limit's unit, when the parameter's key names one: `tokenLifetimeHours: 1` and `3600 seconds`), with the limit's
/// ID in the rule's title, statement or notes. Two copies of one number drift apart; a rule check reads the limit
/// instead (`RuleContext.limit(_:)`), and a change to it reaches both the limit probe and the check.
struct ParameterDuplicatesLimitRule: LintRule {
    let id = "lint.parameter-duplicates-limit"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a rule parameter copies the value of a limit the rule names; read the limit instead"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in bundle.rules {
            let text = ([rule.title ?? "", rule.statement] + rule.info.notes).joined(separator: "\n")
            let named = bundle.limits.filter { Self.names(text, $0.id) }
            guard !named.isEmpty else { continue }
            for key in rule.parameters.keys.sorted() {
                guard let value = rule.parameters[key], let quantity = ParameterQuantity(key: key, value: value)
                else { continue }
                for limit in named where Self.same(quantity, limit) {
                    diagnostics.append(
                        context.diagnostic(
                            self,
                            "parameter \"\(key)\" of rule \"\(rule.id)\" copies limit \"\(limit.id)\" (\(limit.phrase)); "
                                + "drop it and read the limit in the rule check (RuleContext.limit(\"\(limit.id)\"))",
                            at: context.origin(of: "parameters", key, in: rule.origin),
                            related: [context.related("limit \(limit.id)", limit.origin)]))
                }
            }
        }
        return diagnostics
    }

    /// Whether `quantity` is `limit`'s value: converted into the limit's unit when the parameter's key names a unit.
    static func same(_ quantity: ParameterQuantity, _ limit: Limit) -> Bool {
        guard let unit = quantity.unit else { return quantity.value == limit.value }
        return UnitConversion(from: unit.name, to: limit.unit).apply(quantity.value) == limit.value
    }

    /// Whether `text` names `id` as a whole token (not inside a longer ID: `N-5` is not named by `N-51`).
    static func names(_ text: String, _ id: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: id) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !Self.idCharacter(before), !Self.idCharacter(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    private static func idCharacter(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isLetter || c.isNumber || c == "-" || c == "_"
    }
}
