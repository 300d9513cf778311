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
    // Wall time and this thread's CPU time: on a shared machine the CPU time is the fairer figure.
    var nodes = 0
    var ours = (wall: Double.infinity, cpu: Double.infinity)
    var foundation = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<runs {
        var tree: JSONParser.Result?
        let o = measureWallAndThreadCPU { tree = parser.parse(bytes, file: "events.json") }
        ours = (min(ours.wall, o.wall), min(ours.cpu, o.cpu))
        if case .array(let items)? = tree?.root?.kind { nodes = items.count }
        tree = nil
        var object: Any?
        let f = measureWallAndThreadCPU { object = try? JSONSerialization.jsonObject(with: data) }
        foundation = (min(foundation.wall, f.wall), min(foundation.cpu, f.cpu))
        if object == nil { nodes = -1 }
    }
    func rate(_ seconds: Double) -> String { String(format: "%8.1f", megabytes / seconds) }
    print("json: \(String(format: "%.1f", megabytes)) MB, \(nodes) events, best of \(runs), parse only (freeing the tree is not timed)")
    print("json:   JSONParser         \(rate(ours.wall)) MB/s wall (\(String(format: "%.3f", ours.wall)) s), \(rate(ours.cpu)) MB/s cpu")
    print("json:   JSONSerialization  \(rate(foundation.wall)) MB/s wall (\(String(format: "%.3f", foundation.wall)) s), \(rate(foundation.cpu)) MB/s cpu")
    print("json:   ratio              \(String(format: "%8.2f", foundation.wall / ours.wall))x wall, \(String(format: "%.2f", foundation.cpu / ours.cpu))x cpu")
}

/// Wall-clock and CPU seconds of this thread for `body`.
func measureWallAndThreadCPU(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    let cpu0 = cpuNow()
    let wall = measure(body)
    return (wall, cpuNow() - cpu0)
}
