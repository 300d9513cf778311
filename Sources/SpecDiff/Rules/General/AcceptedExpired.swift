import SpecModel

/// `accepted.expired`: an accepted-changes entry past its expiry date; it accepts nothing any more.
enum AcceptedExpired: DiffRule {
    static let descriptor = DiffRuleDescriptor(
        "accepted.expired", .warning, .general,
        "an accepted-changes entry expired; the finding it accepted counts again")

    /// The finding for `entry` when it expired before `today` (`YYYY-MM-DD`).
    static func finding(_ entry: AcceptedChange, today: String) -> Finding? {
        guard entry.isExpired(today: today) else { return nil }
        var f = descriptor.finding(
            entry.id, entry.findingArguments.merging(["expires": entry.expires]) { x, _ in x },
            "accepted change \(entry.rule) on \(entry.id) expired on \(entry.expires) (owner \(entry.owner))")
        f.revision = entry.origin
        return f
    }
}
