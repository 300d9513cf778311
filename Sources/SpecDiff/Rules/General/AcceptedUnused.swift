import SpecModel

/// `accepted.unused`: a live accepted-changes entry that matches no finding of the diff.
enum AcceptedUnused: DiffRule {
    static let descriptor = DiffRuleDescriptor(
        "accepted.unused", .warning, .general, "an accepted-changes entry matches no finding; remove it")

    /// The finding for a live `entry` that accepted no finding.
    static func finding(_ entry: AcceptedChange) -> Finding {
        var f = descriptor.finding(
            entry.id, entry.findingArguments, "accepted change \(entry.rule) on \(entry.id) matches no finding")
        f.revision = entry.origin
        return f
    }
}
