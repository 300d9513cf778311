/// What the checks of a run emitted, per event name: how many, and the first problem found with one. The event checks
/// (one per name, `event:<name>`) are made from it, so a shard carries it and a merge adds the shards' tallies.
struct EmittedEvents: Hashable, Sendable {
    /// One event name's emissions.
    struct Entry: Hashable, Sendable {
        var count = 0
        /// The first problem: the one of the lowest unit, and within the unit the first emitted.
        var problem: Problem?
    }

    /// A problem found with an emitted event, and the unit of work that emitted it.
    struct Problem: Hashable, Sendable {
        var unit: Int
        var message: String
    }

    private(set) var entries: [String: Entry] = [:]

    /// Adds what unit `unit` emitted, in emission order.
    mutating func add(_ emitted: RunContext.Emitted, unit: Int) {
        for event in emitted {
            entries[event.name, default: Entry()].count += 1
            if let message = event.problem { record(Problem(unit: unit, message: message), for: event.name) }
        }
    }

    /// Adds another slice's tally (units never overlap, so the lowest unit's problem is the first).
    mutating func add(_ other: EmittedEvents) {
        for (name, entry) in other.entries {
            entries[name, default: Entry()].count += entry.count
            if let problem = entry.problem { record(problem, for: name) }
        }
    }

    private mutating func record(_ problem: Problem, for name: String) {
        if let first = entries[name]?.problem, first.unit <= problem.unit { return }
        entries[name]?.problem = problem
    }

    /// One check per event name that was emitted, by name: passed when every emission was valid.
    func checks(product: String, eventTraces: [String: [String]]) -> [CheckResult] {
        entries.sorted { $0.key < $1.key }.map { name, entry in
            let evidence = (eventTraces[name] ?? []).map { Evidence(id: $0, kind: .observability) }
            return CheckResult(
                id: "event:\(name)", kind: .event, product: product,
                title: "every emitted '\(name)' is valid (\(entry.count) emitted)",
                status: entry.problem == nil ? .passed : .failed,
                evidence: evidence, message: entry.problem?.message)
        }
    }
}
