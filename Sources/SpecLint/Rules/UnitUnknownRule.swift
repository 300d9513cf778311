import SpecModel

/// `lint.unit-unknown`: a limit's unit that looks like a misspelt unit of time or data size (`secnds`, `milisecond`,
/// `bites`): the engine would take it for a count of something and never convert it, so a probe declaring
/// `seconds` would be refused.
///
/// Any other word is a count unit (`characters`, `cards`): it converts only to itself. A word is flagged when it is
/// one edit from a known spelling (two for words of more than five letters), ignoring case.
struct UnitUnknownRule: LintRule {
    let id = "lint.unit-unknown"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a limit's unit looks like a misspelt unit of time or data size (did you mean)"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        bundle.limits.compactMap { limit in
            guard let near = Self.misspelt(limit.unit) else { return nil }
            return context.diagnostic(
                self,
                "limit \"\(limit.id)\" is in \"\(limit.unit)\", which is no unit the engine converts; did you mean \"\(near)\"?"
                    + " (a word that is not a unit of time or data size counts something and converts to nothing)",
                at: context.origin(of: "unit", in: limit.origin))
        }
    }

    /// The known spelling `unit` is close to, when it is not itself a known unit.
    static func misspelt(_ unit: String) -> String? {
        guard MeasureUnit.named(unit) == nil, unit.count >= 3 else { return nil }
        let words = MeasureUnit.all.flatMap(\.spellings).filter { $0.count >= 4 }
        let allowed = unit.count > 5 ? 2 : 1
        return Suggestion.nearest(to: unit, among: words, maxDistance: allowed, ignoringCase: true)
    }
}
