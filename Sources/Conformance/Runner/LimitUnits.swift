import SpecModel

/// How a limit's values reach its probe: as the spec writes them, or converted into the unit the probe declares
/// (``LimitProbe/unit(of:)``; docs/SPEC-FORMAT.md, "Units"). A declared unit the spec's cannot be read in (`bytes` for
/// a limit in `seconds`, `milliseconds` for one in `characters`) is a mismatch: the check fails naming both.
struct LimitUnits {
    let limit: Limit
    /// The unit the probe declared, nil when it declared none.
    let declared: String?
    let conversion: UnitConversion

    init(_ limit: Limit, declared: String?) {
        self.limit = limit
        self.declared = declared
        conversion = declared.map { UnitConversion(from: limit.unit, to: $0) } ?? .same
    }

    /// The value the probe is sent at `probe`; nil when the units do not convert.
    func value(at probe: Limit.Probe) -> Double? { conversion.apply(limit.value(at: probe)) }

    /// Why the check cannot probe: the spec's unit and the probe's measure different things.
    var mismatch: String? {
        guard case .incompatible(let why) = conversion, let declared else { return nil }
        return
            "\(limit.id) is \(limit.phrase), and its probe takes \(declared): the units do not convert (\(why))"
    }

    /// `conformance.limit-unit-undeclared`: a limit in a unit of time or data size whose probe says nothing of the
    /// unit it takes, so a spec that changed the unit would be probed at the same numbers.
    var undeclaredWarning: Diagnostic? {
        guard declared == nil, let unit = MeasureUnit.named(limit.unit) else { return nil }
        return .warning(
            "conformance.limit-unit-undeclared",
            "the probe of \"\(limit.id)\" does not declare the unit it takes (LimitProbe.unit(of:)); its value in "
                + "\(unit.name) is sent unconverted, so a changed unit would go unnoticed",
            file: limit.origin.file, at: limit.origin.location, pointer: limit.origin.pointer)
    }

    /// Whether values are sent converted (another unit than the spec's).
    var converts: Bool {
        if case .scaled = conversion { return true }
        return false
    }

    /// What the title says the limit was probed at: `5, 6, 7`, or `14, 15, 16 minutes = 840, 900, 960 seconds`.
    var probedAt: String {
        let spec = Limit.Probe.allCases.map { Limit.text(limit.value(at: $0)) }.joined(separator: ", ")
        guard converts, let declared else { return spec }
        let sent = Limit.Probe.allCases.compactMap { value(at: $0).map(Limit.text) }.joined(separator: ", ")
        return "\(spec) \(limit.unit) = \(sent) \(declared)"
    }

    /// A probed value with its unit: `5 characters`, or `14 minutes (840 seconds)`.
    func text(at probe: Limit.Probe) -> String {
        "\(Limit.text(limit.value(at: probe))) \(limit.unit)" + sentText(at: probe)
    }

    /// A probed value as a number: `5`, or `14 (840 seconds)`.
    func number(at probe: Limit.Probe) -> String { Limit.text(limit.value(at: probe)) + sentText(at: probe) }

    private func sentText(at probe: Limit.Probe) -> String {
        guard converts, let declared, let sent = value(at: probe) else { return "" }
        return " (\(Limit.text(sent)) \(declared))"
    }
}
