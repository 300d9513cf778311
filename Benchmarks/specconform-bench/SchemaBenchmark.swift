import EventSchema
import Foundation
import SpecModel

/// End-to-end event validation: writes deterministic JSONL analytics events (1M, 10k with `quick`) to a
/// temporary file, then reads it, splits lines, parses each with `JSONParser` and validates it against the
/// compiled schema named by its `name`. Prints events/s and MB/s, a parse/validate breakdown, and the same
/// workload through Python's `json.loads` + `fastjsonschema` (skipped with `quick` or when unavailable).
func runSchemaBenchmark(quick: Bool) {
    let count = quick ? 10_000 : 1_000_000
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "specconform-schema-bench-\(ProcessInfo.processInfo.processIdentifier)")
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
        print(
            "schema:   swift end to end   \(format(rate, 10)) events/s \(format(megabytes / seconds, 8)) MB/s (cpu \(String(format: "%.3f", seconds)) s, wall \(String(format: "%.3f", wall)) s, \(outcome.invalid) invalid, \(outcome.errors) errors)"
        )
        printBreakdown(eventsURL, schemas: schemas, sample: quick ? 10_000 : 200_000)

        guard !quick else {
            print("schema:   fastjsonschema     skipped (--quick)")
            return
        }
        guard let python = runFastJSONSchema(events: eventsURL, schemas: schemasURL) else { return }
        let pythonRate = Double(python.events) / python.cpuSeconds
        print(
            "schema:   fastjsonschema     \(format(pythonRate, 10)) events/s \(format(megabytes / python.cpuSeconds, 8)) MB/s (cpu \(String(format: "%.3f", python.cpuSeconds)) s, wall \(String(format: "%.3f", python.seconds)) s, \(python.invalid) invalid)"
        )
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
        let (compiled, diagnostics) = CompiledSchema.compile(
            member.value, file: "schemas.json", pointer: "/" + member.key)
        guard let compiled else {
            print("schema: the benchmark schema \(member.key) does not compile: \(diagnostics.first?.message ?? "?")")
            return nil
        }
        schemas[member.key] = compiled
    }
    return schemas
}

/// Calls `body` with each line of the file (without its newline), found with `memchr`, never copied.
/// The file is mapped into memory rather than copied (Python's `f.read()` copies; either is fair).
func forEachLine(_ url: URL, _ body: (UnsafeRawBufferPointer) -> Void) throws {
    let data = try Data(contentsOf: url, options: .alwaysMapped)
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
        guard let base = raw.baseAddress else { return }
        var start = 0
        while start < raw.count {
            let end =
                memchr(base + start, 0x0A, raw.count - start).map { $0 - UnsafeMutableRawPointer(mutating: base) }
                ?? raw.count
            if end > start { body(UnsafeRawBufferPointer(start: base + start, count: end - start)) }
            start = end + 1
        }
    }
}

/// The schemas by the UTF-8 bytes of their event name, so that a line's schema is found without making a String.
struct SchemaDispatch {
    var names: [[UInt8]]
    var schemas: [CompiledSchema]

    init(_ schemas: [String: CompiledSchema]) {
        let sorted = schemas.sorted { $0.key < $1.key }
        names = sorted.map { Array($0.key.utf8) }
        self.schemas = sorted.map(\.value)
    }

    /// The index of the schema named by a line that starts `{"name":"<plain name>"`, or nil (then the caller
    /// parses it). Only the choice of schema is made here: the schema's own `name` keyword and the strict
    /// byte walk (which rejects a repeated `name`) still check the whole line.
    func index(forLine line: UnsafeRawBufferPointer) -> Int? {
        let prefix: StaticString = "{\"name\":\""
        let n = prefix.utf8CodeUnitCount
        guard line.count > n, let first = line.baseAddress, memcmp(first, prefix.utf8Start, n) == 0 else { return nil }
        let rest = UnsafeRawBufferPointer(rebasing: line[n...])
        guard let start = rest.baseAddress, let quote = memchr(start, 0x22, rest.count) else { return nil }
        let length = UnsafeRawPointer(quote) - start
        for (i, name) in names.enumerated() where name.count == length {
            if name.withUnsafeBytes({ $0.baseAddress.map { memcmp($0, start, length) == 0 } ?? true }) { return i }
        }
        return nil
    }
}

/// Read, split, find the schema by `name`, validate: the measured path. Each line goes to
/// `CompiledSchema.validate(json:)`, which walks the bytes against the schema and, only when that walk does
/// not accept them (an invalid event, or an unusual one), parses the line and reports its errors. Lines whose
/// schema is not found from their first member are parsed and looked up as values.
func validateFile(_ url: URL, schemas: [String: CompiledSchema]) throws -> SchemaRunOutcome {
    let parser = JSONParser()
    let dispatch = SchemaDispatch(schemas)
    var outcome = SchemaRunOutcome()
    try dispatch.schemas.withUnsafeBufferPointer { byIndex in
        try forEachLine(url) { line in
            outcome.events += 1
            if let index = dispatch.index(forLine: line) {
                let result = byIndex[index].validate(json: line)
                if result.diagnostics.isEmpty {
                    if !result.errors.isEmpty {
                        outcome.invalid += 1
                        outcome.errors += result.errors.count
                    }
                    return
                }
            }
            guard let value = parser.parse(line).root?.value,
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
    }
    return outcome
}

/// Times parsing alone and validation alone on the first `sample` lines, to show where the time goes.
func printBreakdown(_ url: URL, schemas: [String: CompiledSchema], sample: Int) {
    var lines: [[UInt8]] = []
    try? forEachLine(url) { line in if lines.count < sample { lines.append(Array(line)) } }
    let dispatch = SchemaDispatch(schemas)
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
    var walked = 0
    let byteWalk = bestCPU(of: 3) {
        walked = 0
        for line in lines {
            line.withUnsafeBytes { bytes in
                if let i = dispatch.index(forLine: bytes), dispatch.schemas[i].isValid(json: bytes) { walked += 1 }
            }
        }
    }
    let n = Double(lines.count)
    print("schema:   breakdown on \(lines.count) events (least CPU time of 3):")
    print(
        "schema:     parse to JSONNode      \(format(n / parseNodes, 10)) events/s \(format(bytes / 1e6 / parseNodes, 8)) MB/s"
    )
    print(
        "schema:     parse + .value         \(format(n / parseValues, 10)) events/s \(format(bytes / 1e6 / parseValues, 8)) MB/s"
    )
    print(
        "schema:     validate (isValid)     \(format(n / validate, 10)) events/s \(format(bytes / 1e6 / validate, 8)) MB/s (\(valid) valid)"
    )
    print(
        "schema:     bytes: isValid(json:)  \(format(n / byteWalk, 10)) events/s \(format(bytes / 1e6 / byteWalk, 8)) MB/s (\(walked) valid)"
    )
}
