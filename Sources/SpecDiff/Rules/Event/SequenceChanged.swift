import SpecModel

/// `sequence.changed`: a kept rule's kind, events or key changed.
enum SequenceChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "sequence.changed", .warning, .event, "an event sequence rule's kind, events or key changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        var base: [String: EventSequence] = [:]
        for s in c.base.bundle.eventSequences where base[s.id] == nil { base[s.id] = s }
        return c.revision.bundle.eventSequences.compactMap { r in
            guard let b = base[r.id], b.phrase != r.phrase || b.rule != r.rule else { return nil }
            return descriptor.finding(
                r.id, ["from": b.phrase, "to": r.phrase],
                "event sequence \(r.id) changed from \(b.phrase) to \(r.phrase)",
                base: b.origin, revision: r.origin)
        }
    }
}
