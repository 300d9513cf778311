import SpecModel

/// `lint.unit-mismatch`: the units of one quantity disagree. Two limits of the same `quantity` written in different
/// units (`seconds remaining` in seconds and in milliseconds), or a limit whose `quantity` names a unit of time or
/// data size other than its `unit` (`"quantity": "minutes before the expiry", "unit": "seconds"`).
struct UnitMismatchRule: LintRule {
    let id = "lint.unit-mismatch"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "the limits of one quantity are in different units, or a quantity names another unit than its own"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: Limit] = [:]
        for limit in bundle.limits {
            let at = context.origin(of: "unit", in: limit.origin)
            if let quantity = limit.quantity?.lowercased(), !quantity.isEmpty {
                if let earlier = first[quantity] {
                    if UnitConversion(from: earlier.unit, to: limit.unit) != .same {
                        diagnostics.append(mismatch(limit, earlier, at: at, context))
                    }
                } else {
                    first[quantity] = limit
                }
            }
            if let named = Self.namedUnit(in: limit.quantity ?? ""), let own = MeasureUnit.named(limit.unit),
                named.dimension == own.dimension, named != own
            {
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "limit \"\(limit.id)\" measures \"\(limit.quantity ?? "")\", which names \(named.name), in \(limit.unit)",
                        at: at))
            }
        }
        return diagnostics
    }

    private func mismatch(_ limit: Limit, _ earlier: Limit, at: Origin, _ context: LintContext) -> Diagnostic {
        context.diagnostic(
            self,
            "limit \"\(limit.id)\" measures \"\(limit.quantity ?? "")\" in \(limit.unit), and limit \"\(earlier.id)\" "
                + "measures the same quantity in \(earlier.unit); write one quantity in one unit",
            at: at, related: [context.related("\(earlier.id)'s unit", context.origin(of: "unit", in: earlier.origin))])
    }

    /// The unit of time or data size a quantity's words name (a whole word, spelled out: `seconds`, `days`), if any.
    static func namedUnit(in quantity: String) -> MeasureUnit? {
        let words = quantity.split(whereSeparator: { !$0.isLetter }).map(String.init)
        for word in words where word.count >= 3 {
            if let unit = MeasureUnit.all.first(where: { $0.words.contains(word.lowercased()) }) { return unit }
        }
        return nil
    }
}
