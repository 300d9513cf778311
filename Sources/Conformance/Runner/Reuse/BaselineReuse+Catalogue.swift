import SpecModel

extension BaselineReuse {
    /// The events a check may see differently in `bundle` than in the baseline: those whose definition differs (schema,
    /// policy, ID, traces, anything stored), and every event a changed sequence names, before or after. Empty when the
    /// catalogue is the baseline's; nil when the difference is not one of named events (events added, removed or
    /// reordered, other conditions, sequences added or removed, a shared schema file changed).
    func changedEvents(_ bundle: SpecBundle) -> Set<String>? {
        if sameCatalogue(bundle) { return [] }
        let (events, sequences) = (self.bundle.events, self.bundle.eventSequences)
        guard sameSchemaDocuments(bundle), bundle.eventConditions == self.bundle.eventConditions,
            bundle.events.count == events.count,
            bundle.eventSequences.count == sequences.count
        else { return nil }
        var changed: Set<String> = []
        if !bundle.events.sharesStorage(with: events) {
            for (mine, theirs) in zip(bundle.events, events) {
                guard mine.name == theirs.name else { return nil }
                if !Self.same(mine, theirs) { changed.insert(mine.name) }
            }
        }
        for (mine, theirs) in zip(bundle.eventSequences, sequences) where mine != theirs {
            changed.formUnion([mine.event, theirs.event] + [mine.first, theirs.first].compactMap { $0 })
        }
        return changed
    }

    /// Whether two events are the same in every stored property (the schema by value and location).
    /// `BaselineReuseTests` fails when `EventSpec` gains a property this does not compare.
    static func same(_ a: EventSpec, _ b: EventSpec) -> Bool {
        a.name == b.name && a.id == b.id && a.description == b.description && a.trigger == b.trigger
            && a.schemaPointer == b.schemaPointer && a.policy == b.policy && a.info == b.info && a.origin == b.origin
            && a.schema.location == b.schema.location && a.schema.value == b.schema.value
    }
}
