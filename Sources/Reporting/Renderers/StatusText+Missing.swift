import Traceability

extension StatusText {
    /// Why an ID is not covered, in words, as a list of what is missing shows it: `lacks a recovery path`, or, for
    /// an ID partial with every evidence the policy names, its item's own reason rather than `lacks nothing the
    /// policy names`: the part it names as not verifiable here (`not verified here: delivery by the push provider`),
    /// or the children a roll-up counted (`rolled up from 14 items: 12 covered, 2 partial`).
    static func reason(_ entry: CoverageEntry) -> String {
        if entry.status == .partial, entry.missing.isEmpty, !entry.lacksAssertion, let note = entry.note {
            return note
        }
        return "lacks " + lacking(entry)
    }
}

extension StatusText {
    /// What "What is missing" says when no in-scope ID is missing: nothing, or that the reasons above block.
    static func nothingMissing(_ verdict: ReportVerdict) -> String {
        verdict.pass
            ? "Nothing: every in-scope ID is covered or waived."
            : "No ID: every in-scope ID is covered or waived; the release is kept back by the reasons above."
    }

    /// The opening of "What is missing": `48 in-scope IDs are not covered; ` and, apart so that a renderer can
    /// emphasise it, `none keeps the release back` or `2 keep the release back`.
    static func missingIntro(_ verdict: ReportVerdict) -> (count: String, blocking: String, blocks: Bool) {
        let count = verdict.missing.reduce(0) { $0 + $1.ids.count }
        let blocking = verdict.missing.reduce(0) { $0 + $1.ids.count(where: { !$0.blocking.isEmpty }) }
        let counted = "\(count) in-scope ID" + (count == 1 ? " is" : "s are") + " not covered; "
        let blocks =
            blocking == 0
            ? "none keeps the release back" : "\(blocking) keep" + (blocking == 1 ? "s" : "") + " the release back"
        return (counted, blocks, blocking > 0)
    }
}
