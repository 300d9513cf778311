import EventSchema
import Foundation
import SpecModel

/// The with-policies workload of `events` alone (`specconform-bench events-policies`), to measure or profile it apart.
func runPolicyEventsOnly(quick: Bool) {
    let loaded = SpecLoader.load(root: "Spec", base: FileManager.default.currentDirectoryPath)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "specconform-events-policies-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    runPolicyEventsBenchmark(quick: quick, loaded: loaded, directory: directory)
}

/// `specconform events` on a log whose schemas all carry policies: ochre-soul's events (each forbids receipts, signed
/// URLs, free text, child identifiers and cultural notes) as a JSONL log, one line in 200 invalid against its schema
/// and one in 1,000 carrying forbidden content (a signed URL, a line break, a signed URL behind JSON escapes, in
/// turn), checked with the policies and again with the same schemas without policies, then the ratio; then Python
/// `fastjsonschema` (schemas only: it has no policies) on the same file. Best of five runs (one with `quick`), wall
/// clock and process CPU time apart.
func runPolicyEventsBenchmark(quick: Bool, loaded: LoadResult, directory: URL) {
    guard let bundle = loaded.catalog.bundle("ochre-soul") else {
        print("events+policies: skipped (run from the package root: Spec/ochre-soul is needed)")
        return
    }
    // `SPECCONFORM_BENCH_LINES` sets another size (to profile a smaller log under callgrind, or a larger one).
    let count =
        ProcessInfo.processInfo.environment["SPECCONFORM_BENCH_LINES"].flatMap { Int($0) }
        ?? (quick ? 20_000 : 1_000_000)
    let runs = quick ? 1 : 5
    let url = directory.appendingPathComponent("events-policies.jsonl")
    let bytes = writeLog(count: count, to: url) { policyLogLine($0) }
    let workers = ProcessInfo.processInfo.activeProcessorCount
    let withPolicies = EventLogValidator(catalogs: (0..<workers).map { _ in EventCatalog(bundle) }, limit: 10)
    let withoutPolicies = EventLogValidator(
        catalogs: (0..<workers).map { _ in policyFreeCatalog(bundle) }, limit: 10)
    print("events+policies: load average \(loadAverage())")
    var figures: [(wall: Double, cpu: Double)] = []
    var events = 0
    for (label, validator) in [("with policies", withPolicies), ("without policies", withoutPolicies)] {
        var report = EventLogReport()
        var wall = Double.infinity
        var cpu = Double.infinity
        for _ in 0..<runs {
            guard let handle = try? FileHandle(forReadingFrom: url) else { return }
            let time = measureWallAndCPU { report = (try? validator.validate(handle)) ?? EventLogReport() }
            wall = min(wall, time.wall)
            cpu = min(cpu, time.cpu)
        }
        events = report.events
        figures.append((wall, cpu))
        print(
            "events+policies: \(label)  \(report.events) lines, \(String(format: "%.1f", Double(bytes) / 1e6)) MB, "
                + "\(report.invalid) invalid: \(String(format: "%.3f", wall)) s, \(rate(report.events, wall)) events/s "
                + "(CPU \(String(format: "%.3f", cpu)) s, \(rate(report.events, cpu)) events per CPU-second, "
                + "\(validator.jobs) workers)")
    }
    print(
        "events+policies: policies cost \(String(format: "%.2f", figures[0].wall / figures[1].wall))× wall clock, "
            + "\(String(format: "%.2f", figures[0].cpu / figures[1].cpu))× CPU time (the goal: at most 2×)")
    if !quick {
        compareWithFastJSONSchema(
            url, bundle: bundle, runs: runs, swift: (events, figures[0].wall, figures[0].cpu), label: "events+policies")
    }
    print("events+policies: load average \(loadAverage())")
}

/// The catalogue of `bundle`'s events with every policy left out: the same schemas, held to nothing more.
private func policyFreeCatalog(_ bundle: SpecBundle) -> EventCatalog {
    let entries = bundle.events.map { event in
        var entry = EventCatalog.Entry(event)
        entry.policy = EventPolicy()
        return entry
    }
    return EventCatalog(entries, conditions: bundle.eventConditions.map(\.name))
}

/// Line `i` of the log: ochre-soul's events in turn, payloads varied by `i`; every 200th line breaks its schema (an
/// enum miss or a negative duration), every 1,000th carries forbidden content that its schema allows.
private func policyLogLine(_ i: Int) -> String {
    let payload: String
    let artwork = "\"artwork_id\":\"art-\(i % 4099)\""
    let invalid = i % 200 == 199
    switch i % 13 {
    case 0: payload = "\"session_id\":\"s\(i % 1000)\",\"app_version\":\"3.\(i % 40).1\",\"child_mode\":false"
    case 1: payload = "\"section\":\"\(invalid ? "recent" : ["featured", "new", "category", "downloaded"][i % 4])\""
    case 2: payload = "\(artwork),\"source\":\"\(["library", "continue_row", "notification"][i % 3])\""
    case 3: payload = "\(artwork),\"premium\":\(i % 2 == 0)"
    case 4: payload = "\(artwork),\"bytes\":\(i % 900_000),\"duration_ms\":\(invalid ? -1 : i % 7000)"
    case 5: payload = "\(artwork),\"open_duration_ms\":\(i % 3000)"
    case 6: payload = "\(artwork),\"colour_id\":\(i % 24),\"correct\":\(i % 3 != 0)"
    case 7: payload = "\(artwork),\"total_duration_min\":\(i % 90).5"
    case 8: payload = "\"trigger\":\"\(i % 2 == 0 ? "locked_artwork" : "restore")\""
    case 9, 10: payload = "\"product_id\":\"com.ochre.pack\(i % 12)\""
    case 11: payload = "\"product_id\":\"com.ochre.pack\(i % 12)\",\"reason\":\"network\""
    default: payload = "\"reason\":\"\(invalid ? "Bad" : "timeout")\""
    }
    let name = [
        "app_opened", "library_viewed", "artwork_viewed", "artwork_download_started", "artwork_download_completed",
        "artwork_opened", "region_filled", "artwork_completed", "paywall_viewed", "purchase_started",
        "purchase_succeeded", "purchase_failed", "sync_failed",
    ][i % 13]
    guard i % 1000 == 999 else { return "{\"name\":\"\(name)\",\"payload\":{\(payload)}}\n" }
    // Forbidden content its schema allows (a short string): a signed URL, plain or behind escapes, or a line break.
    let forbidden = [
        "\"product_id\":\"https://store.example.org/p?sig=\(i)\"", "\"product_id\":\"a\\nb\(i)\"",
        "\"product_id\":\"https:\\/\\/cdn.example.org\\/a?\\u0074oken=\(i)\"",
    ][(i / 1000) % 3]
    return "{\"name\":\"purchase_started\",\"payload\":{\(forbidden)}}\n"
}
