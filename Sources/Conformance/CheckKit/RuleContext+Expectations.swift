extension RuleContext {
    /// Throws unless every event in `events` is one the spec declares, valid against its schema and policies, and
    /// `events`, in the order emitted, break none of the spec's event sequences (`precedes`, `at-most-once`).
    public func expectConforming(_ events: [ObservedEvent]) throws(RuleFailure) {
        let problems = problems(in: events)
        try expect(
            problems.isEmpty, "emitted events the spec does not allow: " + problems.prefix(3).joined(separator: "; "))
        let history = events.map { (name: $0.name, payload: $0.payload) }
        for sequence in catalog.sequences {
            if let violation = sequence.violation(in: history) {
                throw RuleFailure(
                    "event \(violation.index) breaks \(sequence.id) (\(sequence.phrase)): \(violation.message)")
            }
        }
    }

    /// ``expectConforming(_:)``, naming what it proved when every event conforms: each declared event with an `id`
    /// that `events` holds (emitted, valid against its schema and policies) proves that ID, and each of the spec's
    /// sequences whose later event `events` holds (so the order was tried) proves the sequence's ID.
    package func expectConformingNamed(_ events: [ObservedEvent]) throws(RuleFailure) {
        try expectConforming(events)
        var seen: Set<String> = []
        for event in events where seen.insert(event.name).inserted {
            guard let id = eventIDs[event.name] else { continue }
            ExpectationLedger.name("\(event.name) was emitted, valid against its schema and policies", proves: [id])
        }
        for sequence in catalog.sequences where seen.contains(sequence.event) {
            ExpectationLedger.name("\(sequence.phrase), with \(sequence.event) emitted", proves: [sequence.id])
        }
    }
}
