import SpecModel

/// `sequence.added`: an ordering or deduplication rule over emitted events that the base did not have.
enum SequenceAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "sequence.added", .warning, .event, "an event sequence rule was added (emissions it forbids now fail)")

    static func findings(_ c: DiffContext) -> [Finding] {
        let base = Set(c.base.bundle.eventSequences.map(\.id))
        return c.revision.bundle.eventSequences.filter { !base.contains($0.id) }.map {
            descriptor.finding($0.id, [:], "event sequence \($0.id) was added: \($0.phrase)", revision: $0.origin)
        }
    }
}
