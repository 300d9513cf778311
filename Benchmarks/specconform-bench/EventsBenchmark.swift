import EventSchema
import Foundation
import SpecModel

/// `specconform events` end to end: the swapgraph funnel's events as a JSONL log (`{"name","payload"}` lines, one in
/// 200 invalid), checked by `EventLogValidator` on all cores at 1× and 10× the size, with the peak resident memory
/// after each (flat memory: the log is read in chunks); then Python `fastjsonschema` on the 1× log, in the same run.
func runEventsBenchmark(quick: Bool) {
    let loaded = SpecLoader.load(root: "Spec", base: FileManager.default.currentDirectoryPath)
    guard let bundle = loaded.catalog.bundle("swapgraph") else {
        print("events: skipped (run from the package root: Spec/swapgraph is needed)")
        return
    }
    let catalog = EventCatalog(bundle)
    let base = quick ? 20_000 : 500_000
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specconform-events-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let validator = EventLogValidator(catalogs: (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in EventCatalog(bundle) }, limit: 10)
    _ = catalog
    var oneX: URL?
    for scale in [1, 10] {
        let url = directory.appendingPathComponent("events-\(scale)x.jsonl")
        let bytes = writeFunnelLog(count: base * scale, to: url)
        if scale == 1 { oneX = url }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let report = try? validator.validate(handle) else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(
            "events: \(scale)x  \(report.events) lines, \(String(format: "%.1f", Double(bytes) / 1e6)) MB, \(report.invalid) invalid: "
                + "\(String(format: "%.3f", seconds)) s, \(String(format: "%.2f", Double(report.events) / seconds / 1e6))M events/s, "
                + "peak RSS \(peakResidentMegabytes()) MB (\(validator.jobs) workers)")
        if scale == 1 {
            // The same log with one worker: what the second core adds (or costs).
            let single = EventLogValidator(catalog: catalog, limit: 10, jobs: 1)
            guard let again = try? FileHandle(forReadingFrom: url) else { return }
            let t1 = DispatchTime.now().uptimeNanoseconds
            _ = try? single.validate(again)
            let s1 = Double(DispatchTime.now().uptimeNanoseconds - t1) / 1e9
            print("events: 1x  one worker: \(String(format: "%.3f", s1)) s, \(String(format: "%.2f", Double(report.events) / s1 / 1e6))M events/s")
        }
        if scale == 1, let url = oneX, !quick { compareWithFastJSONSchema(url, bundle: bundle, swiftRate: Double(report.events) / seconds) }
    }
}

/// Writes `count` funnel event lines; returns the size in bytes. Streams, so writing costs no memory.
private func writeFunnelLog(count: Int, to url: URL) -> Int {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: url) else { return 0 }
    defer { try? handle.close() }
    let names = [
        ("feed.viewed", "feed", "", "tab_tap"), ("opportunity.card_tapped", "feed", "proposal_id", "tab_tap"),
        ("opportunity.detail_viewed", "feed", "proposal_id", "push_tap"), ("opportunity.accept_tapped", "feed", "proposal_id", "tab_tap"),
        ("opportunity.accept_succeeded", "feed", "proposal_id", "tab_tap"), ("cycle.card_viewed", "history", "cycle_id", "deep_link"),
        ("cycle.deposit_confirmed", "history", "cycle_id", "tab_tap"), ("cycle.completed", "history", "cycle_id", "auto_redirect"),
        ("receipt.viewed", "history", "receipt_id", "push_tap"),
    ]
    var buffer: [UInt8] = []
    var written = 0
    for i in 0..<count {
        let (name, surface, idKey, entry) = names[i % names.count]
        let invalid = i % 200 == 199
        let id = idKey.isEmpty ? "" : ",\"\(idKey)\":\"\(idKey.prefix(1))\(i % 9973)\""
        let line = "{\"name\":\"\(name)\",\"payload\":{\"session_id\":\"s\(i % 1000)\",\"actor_id\":\"a\(i % 777)\",\"latency_ms\":\(i % 5000),"
            + "\"surface\":\"\(invalid ? "locker" : surface)\",\"entry_point\":\"\(entry)\"\(id)}}\n"
        buffer.append(contentsOf: line.utf8)
        if buffer.count > 1 << 20 {
            handle.write(Data(buffer))
            written += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
    }
    handle.write(Data(buffer))
    return written + buffer.count
}

/// Python `fastjsonschema` on the same log: each line as a whole, against a schema holding the event's own.
private func compareWithFastJSONSchema(_ url: URL, bundle: SpecBundle, swiftRate: Double) {
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
    guard let python = runFastJSONSchema(events: url, schemas: schemaURL) else { return }
    let rate = Double(python.events) / python.seconds
    print(
        "events: fastjsonschema \(python.events) lines, \(python.invalid) invalid: \(String(format: "%.3f", python.seconds)) s, "
            + "\(String(format: "%.2f", rate / 1e6))M events/s; specconform is \(String(format: "%.1f", swiftRate / rate))× faster")
}

/// The process's peak resident set so far, in MB.
private func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss / 1024)
}
