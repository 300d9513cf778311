import SpecModel

// MARK: - Limits and quantities

extension RuleContext {
    /// The IDs of the spec's limits, sorted.
    package var limitIDs: [String] { limits.keys.sorted() }

    /// The spec's limit `id` (its value, unit, bound and step), or a failure naming it (with "did you mean") when the
    /// spec does not define it: a check uses the limit instead of a parameter that copies it.
    package func limit(_ id: String) throws(RuleFailure) -> Limit {
        guard let limit = limits[id] else {
            throw RuleFailure(
                "the check reads limit \(id), which the spec does not define"
                    + Suggestion.hint(for: id, among: limitIDs))
        }
        return limit
    }

    /// Limit `id`'s value read in `unit` (`N-07` in `seconds`, `N-51` in `percent`), or a failure when the limit's
    /// unit does not convert to it (docs/SPEC-FORMAT.md, "Units").
    public func limitValue(_ id: String, in unit: String) throws(RuleFailure) -> Double {
        let limit = try limit(id)
        let conversion = UnitConversion(from: limit.unit, to: unit)
        guard let value = conversion.apply(limit.value) else {
            throw RuleFailure("limit \(id) is \(limit.phrase), which cannot be read in \(unit)")
        }
        return value
    }

    /// A numeric parameter read as a quantity: its value, the unit its key ends in and its step as written.
    package func quantity(_ ruleID: String, _ key: String) throws(RuleFailure) -> ParameterQuantity {
        let value = try requireParameter(ruleID, key)
        guard let quantity = ParameterQuantity(key: key, value: value) else {
            throw Self.wrongType(ruleID, key, value, expected: "a number")
        }
        return quantity
    }
}
