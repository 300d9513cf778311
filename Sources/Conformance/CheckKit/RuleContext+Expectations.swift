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
}
