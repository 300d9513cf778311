import SpecModel

/// Applies accepted-changes entries to findings; expired entries (`accepted.expired`) and entries that accept
/// nothing (`accepted.unused`) are findings themselves.
enum AcceptedChangeApplier {
    /// Marks the findings that a live entry accepts, and adds a finding per expired or unused entry.
    static func apply(_ entries: [AcceptedChange], to findings: [Finding], today: String) -> [Finding] {
        var out = findings
        for entry in entries {
            if let expired = AcceptedExpired.finding(entry, today: today) {
                out.append(expired)
                continue
            }
            var used = false
            for i in out.indices
            where out[i].acceptedBy == nil && entry.matches(out[i]) && !out[i].rule.hasPrefix("accepted.") {
                out[i].acceptedBy = entry
                used = true
            }
            if !used { out.append(AcceptedUnused.finding(entry)) }
        }
        return out
    }
}
