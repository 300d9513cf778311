import SpecModel

/// Applies accepted-changes entries to findings; unused and expired entries are findings themselves.
enum AcceptedChangeRules: DiffRuleSet {
    static let unused = DiffRuleDescriptor(
        "accepted.unused", .warning, .general, "an accepted-changes entry matches no finding; remove it")
    static let expired = DiffRuleDescriptor(
        "accepted.expired", .warning, .general, "an accepted-changes entry expired; the finding it accepted counts again")

    static var rules: [DiffRuleDescriptor] { [unused, expired] }

    /// Not a comparison: the entries are applied by ``apply(_:to:today:)``.
    static func findings(_ context: DiffContext) -> [Finding] { [] }

    /// Marks the findings that a live entry accepts, and adds a finding per expired or unused entry.
    static func apply(_ entries: [AcceptedChange], to findings: [Finding], today: String) -> [Finding] {
        var out = findings
        for entry in entries {
            let args = entry.arguments.merging(["rule": entry.rule]) { x, _ in x }
            if entry.isExpired(today: today) {
                var f = expired.finding(
                    entry.id, args.merging(["expires": entry.expires]) { x, _ in x },
                    "accepted change \(entry.rule) on \(entry.id) expired on \(entry.expires) (owner \(entry.owner))")
                f.revision = entry.origin
                out.append(f)
                continue
            }
            var used = false
            for i in out.indices where out[i].acceptedBy == nil && entry.matches(out[i]) && !out[i].rule.hasPrefix("accepted.") {
                out[i].acceptedBy = entry
                used = true
            }
            if !used {
                var f = unused.finding(entry.id, args, "accepted change \(entry.rule) on \(entry.id) matches no finding")
                f.revision = entry.origin
                out.append(f)
            }
        }
        return out
    }
}
