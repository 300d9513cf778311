import SpecModel

/// `event.renamed`: an event got a new name and lists the old one (or the old event ID) in `formerIds`.
enum EventRenamed: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "event.renamed", .warning, .event, "an event was renamed: old app builds keep sending the old name")

    static func findings(_ c: DiffContext) -> [Finding] {
        IdentityChanges(c).renames.filter { $0.kind == "event" }.map { $0.finding(descriptor) }
    }
}
