import EventSchema
import Foundation
import SpecModel

/// End-to-end event validation: writes deterministic JSONL analytics events (1M, 10k with `quick`) to a
/// temporary file, then reads it, splits lines, parses each with `JSONParser` and validates it against the
/// compiled schema named by its `name`. Prints events/s and MB/s, a parse/validate breakdown, and the same
/// workload through Python's `json.loads` + `fastjsonschema` (skipped with `quick` or when unavailable).
func runSchemaBenchmark(quick: Bool) {
    let count = quick ? 10_000 : 1_000_000
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specconform-schema-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let eventsURL = directory.appendingPathComponent("events.jsonl")
        let schemasURL = directory.appendingPathComponent("schemas.json")
        var generator = SchemaBenchmarkData(seed: 0x5C4E_3A11)
        let size = try generator.writeEvents(count: count, to: eventsURL)
        try Data(SchemaBenchmarkData.schemas.utf8).write(to: schemasURL)
        guard let schemas = compileBenchmarkSchemas() else { return }
        let megabytes = Double(size) / 1_000_000
        print("schema: \(count) events, \(String(format: "%.1f", megabytes)) MB of JSONL, \(schemas.count) event types")

        var outcome = SchemaRunOutcome()
        let (wall, seconds) = try measureWallAndCPU { outcome = try validateFile(eventsURL, schemas: schemas) }
        let rate = Double(outcome.events) / seconds
        print("schema:   rates use CPU time of the process (the machine may be shared); wall time in parentheses")
        print("schema:   swift end to end   \(format(rate, 10)) events/s \(format(megabytes / seconds, 8)) MB/s (cpu \(String(format: "%.3f", seconds)) s, wall \(String(format: "%.3f", wall)) s, \(outcome.invalid) invalid, \(outcome.errors) errors)")
        printBreakdown(eventsURL, schemas: schemas, sample: quick ? 10_000 : 200_000)

        guard !quick else {
            print("schema:   fastjsonschema     skipped (--quick)")
            return
        }
        guard let python = runFastJSONSchema(events: eventsURL, schemas: schemasURL) else { return }
        let pythonRate = Double(python.events) / python.cpuSeconds
        print("schema:   fastjsonschema     \(format(pythonRate, 10)) events/s \(format(megabytes / python.cpuSeconds, 8)) MB/s (cpu \(String(format: "%.3f", python.cpuSeconds)) s, wall \(String(format: "%.3f", python.seconds)) s, \(python.invalid) invalid)")
        if python.invalid != outcome.invalid || python.events != outcome.events {
            print("schema:   warning: the validators disagree (\(outcome.invalid) vs \(python.invalid) invalid)")
        }
        print("schema:   ratio              \(format(rate / pythonRate, 10))x (goal 10x)")
    } catch {
        print("schema: failed: \(error)")
    }
}

struct SchemaRunOutcome {
    var events = 0
    var invalid = 0
    var errors = 0
}

private func format(_ value: Double, _ width: Int) -> String {
    let text = value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The benchmark's schemas compiled by event name, or nil (with a message) when one fails to load.
func compileBenchmarkSchemas() -> [String: CompiledSchema]? {
    let parsed = JSONParser().parse(SchemaBenchmarkData.schemas, file: "schemas.json")
    guard let members = parsed.root?.members else {
        print("schema: the benchmark schemas do not parse: \(parsed.diagnostics.first?.message ?? "?")")
        return nil
    }
    var schemas: [String: CompiledSchema] = [:]
    for member in members {
        let (compiled, diagnostics) = CompiledSchema.compile(member.value, file: "schemas.json", pointer: "/" + member.key)
        guard let compiled else {
            print("schema: the benchmark schema \(member.key) does not compile: \(diagnostics.first?.message ?? "?")")
            return nil
        }
        schemas[member.key] = compiled
    }
    return schemas
}

/// Calls `body` with each line of the file (without its newline).
func forEachLine(_ url: URL, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
    let data = try Data(contentsOf: url)
    data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if end > start { body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
            start = end + 1
        }
    }
}

/// Read, split, parse, look up the schema by `name`, validate: the measured path.
func validateFile(_ url: URL, schemas: [String: CompiledSchema]) throws -> SchemaRunOutcome {
    let parser = JSONParser()
    var outcome = SchemaRunOutcome()
    try forEachLine(url) { line in
        outcome.events += 1
        guard let value = parser.parse(Array(line)).root?.value,
            let name = value["name"]?.stringValue, let schema = schemas[name]
        else {
            outcome.invalid += 1
            return
        }
        let errors = schema.validate(value)
        if !errors.isEmpty {
            outcome.invalid += 1
            outcome.errors += errors.count
        }
    }
    return outcome
}

/// Times parsing alone and validation alone on the first `sample` lines, to show where the time goes.
func printBreakdown(_ url: URL, schemas: [String: CompiledSchema], sample: Int) {
    var lines: [[UInt8]] = []
    try? forEachLine(url) { line in if lines.count < sample { lines.append(Array(line)) } }
    let parser = JSONParser()
    var values: [JSONValue] = []
    values.reserveCapacity(lines.count)
    let parseNodes = bestCPU(of: 3) { for line in lines { _ = parser.parse(line) } }
    let parseValues = bestCPU(of: 3) {
        values.removeAll(keepingCapacity: true)
        for line in lines { if let v = parser.parse(line).root?.value { values.append(v) } }
    }
    let bytes = Double(lines.reduce(0) { $0 + $1.count + 1 })
    var valid = 0
    let validate = bestCPU(of: 3) {
        valid = 0
        for value in values {
            if let name = value["name"]?.stringValue, let schema = schemas[name], schema.isValid(value) { valid += 1 }
        }
    }
    let n = Double(lines.count)
    print("schema:   breakdown on \(lines.count) events (least CPU time of 3):")
    print("schema:     parse to JSONNode      \(format(n / parseNodes, 10)) events/s \(format(bytes / 1e6 / parseNodes, 8)) MB/s")
    print("schema:     parse + .value         \(format(n / parseValues, 10)) events/s \(format(bytes / 1e6 / parseValues, 8)) MB/s")
    print("schema:     validate (isValid)     \(format(n / validate, 10)) events/s \(format(bytes / 1e6 / validate, 8)) MB/s (\(valid) valid)")
}
