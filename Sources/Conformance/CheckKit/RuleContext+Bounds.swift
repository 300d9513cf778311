import SpecModel

extension RuleContext {
    /// Probes both sides of a rule parameter that bounds what the implementation allows (a time window, a threshold,
    /// a quota): asks `allows` one step under, at, and one step over the parameter's value and expects each answer as
    /// `bound` says (``Limit/Bound``: `below 15 minutes` allows 14 and refuses 15 and 16). Each answer is an
    /// expectation named by `claim` and `ids`, so a value one step off on either side fails the check.
    ///
    /// - `unit`: the unit `allows` takes (`seconds`); the parameter's key must name a unit of the same dimension
    ///   (`windowMinutes`), and its value is converted. Nil: the value as written.
    /// - `step`: how far from the value to probe, in `unit` (1 second for an implementation that reads a clock to
    ///   the second). Nil: the parameter's own step, one unit of its last written digit (`15` minutes: 1 minute). A
    ///   step coarser than the parameter's own is refused, since it could not tell the value from its neighbours.
    package func expectBound(
        _ ruleID: String, _ key: String, _ bound: Limit.Bound, in unit: MeasureUnit? = nil, step: Double? = nil,
        _ claim: String, proves ids: [String] = [], allows: (Double) throws(RuleFailure) -> Bool
    ) throws(RuleFailure) {
        let probes = try boundProbes(ruleID, key, in: unit, step: step)
        let unitText = unit.map { " \($0.name)" } ?? ""
        var answers: [String] = []
        var results: [(probe: Limit.Probe, value: Double, allowed: Bool)] = []
        for (probe, value) in probes {
            let allowed = try allows(value)
            results.append((probe, value, allowed))
            answers.append("\(Limit.text(value))\(unitText) \(allowed ? "allowed" : "refused")")
        }
        let expected = probes.map {
            "\(Limit.text($0.value))\(unitText) \(bound.allows($0.probe) ? "allowed" : "refused")"
        }
        let said = "\(claim) (\(ruleID) \(key): \(expected.joined(separator: ", ")))"
        for result in results {
            let detail = "observed " + answers.joined(separator: ", ")
            if ids.isEmpty {
                try expect(result.allowed == bound.allows(result.probe), "expected \(said): \(detail)")
            } else {
                try expect(result.allowed == bound.allows(result.probe), said, proves: ids, detail: detail)
            }
        }
    }

    /// The three values ``expectBound(_:_:_:in:step:_:proves:allows:)`` probes: one step under, at and over the
    /// parameter's value, in `unit`.
    package func boundProbes(_ ruleID: String, _ key: String, in unit: MeasureUnit? = nil, step: Double? = nil)
        throws(RuleFailure) -> [(probe: Limit.Probe, value: Double)]
    {
        let quantity = try quantity(ruleID, key)
        var conversion = UnitConversion.same
        if let unit {
            guard let own = quantity.unit else {
                throw RuleFailure(
                    "rule \(ruleID) parameter \"\(key)\" is read in \(unit.name), but its key names no unit (end it in "
                        + unit.keySuffixes.joined(separator: ", ") + ")")
            }
            conversion = UnitConversion(from: own.name, to: unit.name)
        }
        guard let value = conversion.apply(quantity.value), let ownStep = conversion.apply(quantity.step) else {
            throw RuleFailure(
                "rule \(ruleID) parameter \"\(key)\" is in \(quantity.unit?.name ?? "no unit"), which cannot be read in "
                    + (unit?.name ?? "its own unit"))
        }
        let probeStep = step ?? ownStep
        guard probeStep > 0, probeStep <= ownStep * (1 + 1e-9) else {
            throw RuleFailure(
                "rule \(ruleID) parameter \"\(key)\" is probed \(Limit.text(probeStep)) from its value, coarser than its own step "
                    + Limit.text(ownStep) + " (or not positive); it could not tell the value from its neighbours")
        }
        let values: [Double]
        if step == nil, unit == nil {
            values = [quantity.shifted(by: -1), quantity.value, quantity.shifted(by: 1)]
        } else {
            values = [value - probeStep, value, value + probeStep]
        }
        return zip(Limit.Probe.allCases, values).map { ($0, $1) }
    }
}
