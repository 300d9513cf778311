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
