import Foundation
import SpecModel

/// Parses a generated ~20 MB array of analytics events (1 MB with `quick`) with `JSONParser` and with
/// Foundation's `JSONSerialization` on the same bytes, and prints MB/s for each and their ratio.
func runJSONBenchmark(quick: Bool) {
    var generator = JSONBenchmarkData(seed: 0x5EED_2024)
    let bytes = generator.events(targetBytes: quick ? 1 << 20 : 20 << 20)
    let megabytes = Double(bytes.count) / 1_000_000
    let runs = quick ? 2 : 5
    let parser = JSONParser()

    // Check once that both parsers accept the workload, so the timings compare like with like.
    let check = parser.parse(bytes, file: "events.json")
    guard check.root != nil, check.diagnostics.isEmpty else {
        print("json: our parser rejected the workload: \(check.diagnostics.first?.message ?? "?")")
        return
    }
    let data = Data(bytes)
    guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
        print("json: JSONSerialization rejected the workload")
        return
    }

    // Each run keeps its tree until the clock has stopped: the figures are parse times, not free times.
    var nodes = 0
    var ours = Double.infinity
    var foundation = Double.infinity
    for _ in 0..<runs {
        var tree: JSONParser.Result?
        ours = min(ours, measure { tree = parser.parse(bytes, file: "events.json") })
        if case .array(let items)? = tree?.root?.kind { nodes = items.count }
        tree = nil
        var object: Any?
        foundation = min(foundation, measure { object = try? JSONSerialization.jsonObject(with: data) })
        if object == nil { nodes = -1 }
    }
    let oursRate = megabytes / ours
    let foundationRate = megabytes / foundation
    print("json: \(String(format: "%.1f", megabytes)) MB, \(nodes) events, best of \(runs), parse only (freeing the tree is not timed)")
    print("json:   JSONParser         \(String(format: "%8.1f", oursRate)) MB/s (\(String(format: "%.3f", ours)) s)")
    print("json:   JSONSerialization  \(String(format: "%8.1f", foundationRate)) MB/s (\(String(format: "%.3f", foundation)) s)")
    print("json:   ratio              \(String(format: "%8.2f", oursRate / foundationRate))x")
}
