import EventSchema
import Foundation
import SpecModel

/// `specconform events` end to end: the swapgraph funnel's events as a JSONL log (`{"name","payload"}` lines, one in
/// 200 invalid), checked by `EventLogValidator` on all cores at 1× and 10× the size, with the peak resident memory
/// after each (flat memory: the log is read in chunks); then Python `fastjsonschema` on the 1× log, in the same run.
/// The 1× figures are the best of five runs on each side (single runs on a shared 2-core machine vary by half), wall
/// clock and process CPU time apart (CPU time is the fairer figure on a machine shared with other work); the load
/// average is printed before and after.
func runEventsBenchmark(quick: Bool) {
    let loaded = SpecLoader.load(root: "Spec", base: FileManager.default.currentDirectoryPath)
    guard let bundle = loaded.catalog.bundle("swapgraph") else {
        print("events: skipped (run from the package root: Spec/swapgraph is needed)")
        return
    }
    let catalog = EventCatalog(bundle)
    let base = quick ? 20_000 : 500_000
    let runs = quick ? 1 : 5
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "specconform-events-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let validator = EventLogValidator(
        catalogs: (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in EventCatalog(bundle) }, limit: 10)
    print("events: load average \(loadAverage())")
    for scale in [1, 10] {
        let url = directory.appendingPathComponent("events-\(scale)x.jsonl")
        let bytes = writeFunnelLog(count: base * scale, to: url)
        var report = EventLogReport()
        var wall = Double.infinity
        var cpu = Double.infinity
        for _ in 0..<(scale == 1 ? runs : 1) {
            guard let handle = try? FileHandle(forReadingFrom: url) else { return }
            let time = measureWallAndCPU { report = (try? validator.validate(handle)) ?? EventLogReport() }
            wall = min(wall, time.wall)
            cpu = min(cpu, time.cpu)
        }
        print(
            "events: \(scale)x  \(report.events) lines, \(String(format: "%.1f", Double(bytes) / 1e6)) MB, \(report.invalid) invalid: "
                + "\(String(format: "%.3f", wall)) s, \(rate(report.events, wall)) events/s (CPU \(String(format: "%.3f", cpu)) s, "
                + "\(rate(report.events, cpu)) events per CPU-second), peak RSS \(peakResidentMegabytes()) MB (\(validator.jobs) workers)"
        )
        guard scale == 1 else { continue }
        // The same log with one worker: what the second core adds (or costs).
        let single = EventLogValidator(catalog: catalog, limit: 10, jobs: 1)
        var singleWall = Double.infinity
        for _ in 0..<runs {
            guard let again = try? FileHandle(forReadingFrom: url) else { return }
            singleWall = min(singleWall, measure { _ = try? single.validate(again) })
        }
        print(
            "events: 1x  one worker: \(String(format: "%.3f", singleWall)) s, \(rate(report.events, singleWall)) events/s"
        )
        if !quick { compareWithFastJSONSchema(url, bundle: bundle, runs: runs, swift: (report.events, wall, cpu)) }
    }
    print("events: load average \(loadAverage())")
    runPolicyEventsBenchmark(quick: quick, loaded: loaded, directory: directory)
}

/// `n` events in `seconds` as millions per second.
func rate(_ n: Int, _ seconds: Double) -> String {
    String(format: "%.2fM", Double(n) / seconds / 1e6)
}

/// Writes `count` funnel event lines; returns the size in bytes.
private func writeFunnelLog(count: Int, to url: URL) -> Int {
    let names = [
        ("feed.viewed", "feed", "", "tab_tap"), ("opportunity.card_tapped", "feed", "proposal_id", "tab_tap"),
        ("opportunity.detail_viewed", "feed", "proposal_id", "push_tap"),
        ("opportunity.accept_tapped", "feed", "proposal_id", "tab_tap"),
        ("opportunity.accept_succeeded", "feed", "proposal_id", "tab_tap"),
        ("cycle.card_viewed", "history", "cycle_id", "deep_link"),
        ("cycle.deposit_confirmed", "history", "cycle_id", "tab_tap"),
        ("cycle.completed", "history", "cycle_id", "auto_redirect"),
        ("receipt.viewed", "history", "receipt_id", "push_tap"),
    ]
    return writeLog(count: count, to: url) { i in
        let (name, surface, idKey, entry) = names[i % names.count]
        let invalid = i % 200 == 199
        let id = idKey.isEmpty ? "" : ",\"\(idKey)\":\"\(idKey.prefix(1))\(i % 9973)\""
        return
            "{\"name\":\"\(name)\",\"payload\":{\"session_id\":\"s\(i % 1000)\",\"actor_id\":\"a\(i % 777)\",\"latency_ms\":\(i % 5000),"
            + "\"surface\":\"\(invalid ? "locker" : surface)\",\"entry_point\":\"\(entry)\"\(id)}}\n"
    }
}

/// Writes the lines `line(0)`, `line(1)` … `line(count - 1)`; returns the size in bytes. Streams, so writing costs no
/// memory.
func writeLog(count: Int, to url: URL, line: (Int) -> String) -> Int {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: url) else { return 0 }
    defer { try? handle.close() }
    var buffer: [UInt8] = []
    var written = 0
    for i in 0..<count {
        buffer.append(contentsOf: line(i).utf8)
        if buffer.count > 1 << 20 {
            handle.write(Data(buffer))
            written += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
    }
    handle.write(Data(buffer))
    return written + buffer.count
}

/// Python `fastjsonschema` on the same log: each line as a whole, against a schema holding the event's own; the best
/// of `runs` runs, wall clock and CPU time apart, each compared with the Swift figures.
func compareWithFastJSONSchema(
    _ url: URL, bundle: SpecBundle, runs: Int, swift: (events: Int, wall: Double, cpu: Double), label: String = "events"
) {
    var schemas: [String: JSONValue] = [:]
    for event in bundle.events {
        let schema = event.schema.value
        schemas[event.name] = [
            "type": "object", "required": ["name", "payload"], "additionalProperties": false,
            "properties": ["name": ["const": .string(event.name)], "payload": schema],
        ]
    }
    let schemaURL = url.deletingLastPathComponent().appendingPathComponent("schemas.json")
    try? Data(JSONWriter().string(.object(schemas)).utf8).write(to: schemaURL)
    var best: PythonOutcome?
    for _ in 0..<runs {
        guard let python = runFastJSONSchema(events: url, schemas: schemaURL) else { return }
        best = PythonOutcome(
            events: python.events, invalid: python.invalid, seconds: min(best?.seconds ?? .infinity, python.seconds),
            cpuSeconds: min(best?.cpuSeconds ?? .infinity, python.cpuSeconds))
    }
    guard let python = best else { return }
    print(
        "\(label): fastjsonschema \(python.events) lines, \(python.invalid) invalid: \(String(format: "%.3f", python.seconds)) s, "
            + "\(rate(python.events, python.seconds)) events/s (CPU \(String(format: "%.3f", python.cpuSeconds)) s, "
            + "\(rate(python.events, python.cpuSeconds)) events per CPU-second, one process)")
    let wallRatio = Double(swift.events) / swift.wall / (Double(python.events) / python.seconds)
    let cpuRatio = Double(swift.events) / swift.cpu / (Double(python.events) / python.cpuSeconds)
    print(
        "\(label): specconform is \(String(format: "%.1f", wallRatio))× faster wall clock (all cores against one process), "
            + "\(String(format: "%.1f", cpuRatio))× per CPU-second")
}

/// The process's peak resident set so far, in MB.
private func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss / 1024)
}
