import SpecModel

/// A shard's `events`: what its units emitted, per event name; the merge adds the tallies and makes the event checks
/// from the sum (an event's first problem is the one of the lowest unit, which the unsharded run meets first).
extension EmittedEvents: ShardedFindings {
    static let shardKey = "events"
    static var shardTables: [KeySpec] { [.shardEvent, .shardProblem] }

    static func shardJSON(_ findings: RunFindings) -> JSONValue {
        let entries = findings[Self.self]?.entries ?? [:]
        return .array(
            entries.keys.sorted().map { name in
                let entry = entries[name] ?? Entry()
                var object: [String: JSONValue] = ["name": .string(name), "count": .int(entry.count)]
                if let problem = entry.problem {
                    object["problem"] = ["unit": .int(problem.unit), "message": .string(problem.message)]
                }
                return .object(object)
            })
    }

    static func decode(_ reader: ObjectReader, unit: (ObjectReader) -> Int?, into findings: inout RunFindings) {
        var entries: [String: Entry] = [:]
        for (name, entry) in reader.objects(shardKey, .shardEvent, { event($0, unit: unit) }) { entries[name] = entry }
        findings[Self.self] = EmittedEvents(entries: entries)
    }

    static func merge(_ shards: [RunFindings], into run: inout ConformanceRun, bundle: SpecBundle) {
        var emitted = EmittedEvents()
        for shard in shards { emitted.add(shard[Self.self] ?? EmittedEvents()) }
        run.checks += emitted.checks(product: run.product, eventTraces: MachineTraces.eventTraces(of: bundle))
        run.emitted = emitted
    }

    private static func event(_ reader: ObjectReader, unit: (ObjectReader) -> Int?) -> (String, Entry)? {
        let name = reader.string("name")
        let count = reader.int("count")
        var problem: Problem?
        if let p = reader.object("problem", .shardProblem), let at = unit(p), let message = p.string("message") {
            problem = Problem(unit: at, message: message)
        }
        guard let name, let count else { return nil }
        return (name, Entry(count: count, problem: problem))
    }
}

extension KeySpec {
    static let shardEvent = KeySpec("event", required: ["name", "count"], optional: ["problem"])
    static let shardProblem = KeySpec("problem", required: ["unit", "message"])
}
