extension RuleContext {
    /// Throws unless every event in `events` is one the spec declares, valid against its schema and policies.
    public func expectConforming(_ events: [ObservedEvent]) throws(RuleFailure) {
        let problems = problems(in: events)
        try expect(problems.isEmpty, "emitted events the spec does not allow: " + problems.prefix(3).joined(separator: "; "))
    }
}
