import SpecModel

/// `sequence.removed`: an ordering or deduplication rule the revision no longer has.
enum SequenceRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "sequence.removed", .warning, .event, "an event sequence rule was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        let revision = Set(c.revision.bundle.eventSequences.map(\.id))
        return c.base.bundle.eventSequences.filter { !revision.contains($0.id) }.map {
            descriptor.finding($0.id, [:], "event sequence \($0.id) (\($0.phrase)) was removed", base: $0.origin)
        }
    }
}
