import Foundation
import SpecModel

/// Parses a generated ~20 MB array of analytics events (1 MB with `quick`) with `JSONParser` and with
/// Foundation's `JSONSerialization` on the same bytes, and prints MB/s for each and their ratio: for parsing
/// alone (a root the caller can fully use), and for parsing then reading every node as a loader does.
func runJSONBenchmark(quick: Bool) {
    var generator = JSONBenchmarkData(seed: 0x5EED_2024)
    let bytes = generator.events(targetBytes: quick ? 1 << 20 : 20 << 20)
    let megabytes = Double(bytes.count) / 1_000_000
    let runs = quick ? 2 : 5
    let parser = JSONParser()

    // Check once that both parsers accept the workload, so the timings compare like with like.
    let check = parser.parse(bytes, file: "events.json")
    guard let checkRoot = check.root, check.diagnostics.isEmpty else {
        print("json: our parser rejected the workload: \(check.diagnostics.first?.message ?? "?")")
        return
    }
    let data = Data(bytes)
    guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
        print("json: JSONSerialization rejected the workload")
        return
    }
    // Both walks read the same things.
    let expected = JSONWalk.classic(checkRoot)
    guard JSONWalk.lazy(checkRoot) == expected, JSONWalk.lazyKind(checkRoot) == expected else {
        print("json: the two walks disagree")
        return
    }

    // Each run keeps its tree until the clock has stopped: the figures are parse times, not free times.
    // Wall time and this thread's CPU time: on a shared machine the CPU time is the fairer figure.
    let loadBefore = loadAverage()
    var nodes = 0
    var ours = Timing()
    var walked = Timing()
    var lazyWalked = Timing()
    var lazyKindWalked = Timing()
    var foundation = Timing()
    for _ in 0..<runs {
        var tree: JSONParser.Result?
        ours.add(measureWallAndThreadCPU { tree = parser.parse(bytes, file: "events.json") })
        nodes = tree?.root?.lazyItems?.count ?? -1
        tree = nil
        var root: JSONNode?
        var sums = (0, 0, 0)
        walked.add(
            measureWallAndThreadCPU {
                root = parser.parse(bytes, file: "events.json").root
                guard let root else { preconditionFailure("events.json parses") }
                sums.0 = JSONWalk.classic(root)
            })
        root = nil
        lazyWalked.add(
            measureWallAndThreadCPU {
                root = parser.parse(bytes, file: "events.json").root
                guard let root else { preconditionFailure("events.json parses") }
                sums.1 = JSONWalk.lazy(root)
            })
        root = nil
        lazyKindWalked.add(
            measureWallAndThreadCPU {
                root = parser.parse(bytes, file: "events.json").root
                guard let root else { preconditionFailure("events.json parses") }
                sums.2 = JSONWalk.lazyKind(root)
            })
        root = nil
        if sums != (expected, expected, expected) { nodes = -1 }
        var object: Any?
        foundation.add(measureWallAndThreadCPU { object = try? JSONSerialization.jsonObject(with: data) })
        if object == nil { nodes = -1 }
    }
    let loadAfter = loadAverage()
    func rate(_ seconds: Double) -> String { String(format: "%8.1f", megabytes / seconds) }
    func line(_ name: String, _ t: Timing) {
        let label = name.padding(toLength: 30, withPad: " ", startingAt: 0)
        let ratio = String(format: "%6.2fx wall, %6.2fx cpu", foundation.wall / t.wall, foundation.cpu / t.cpu)
        print(
            "json:   \(label)\(rate(t.wall)) MB/s wall (\(String(format: "%.3f", t.wall)) s), \(rate(t.cpu)) MB/s cpu   \(ratio)"
        )
    }
    print(
        "json: \(String(format: "%.1f", megabytes)) MB, \(nodes) events, best of \(runs); load average \(loadBefore) before, \(loadAfter) after"
    )
    print("json:   (ratios: JSONSerialization's time, which builds every value, over ours; freeing is never timed)")
    line("JSONSerialization", foundation)
    line("JSONParser.parse", ours)
    line("parse + full walk (kind)", walked)
    line("parse + full walk (lazy)", lazyWalked)
    line("parse + full walk (lazyKind)", lazyKindWalked)
    print("json:   full walk: every node's kind and location, every key, string and number read; (kind) through")
    print("json:   `kind`, `members`, `items`, building each container's child array as the loaders do; (lazy)")
    print("json:   through `lazyMembers`, `lazyItems`, `string` and `kind`, building none; (lazyKind) through one")
    print("json:   `lazyKind` switch per node, building none.")
}

/// The best wall and CPU times of several runs.
struct Timing {
    var wall = Double.infinity
    var cpu = Double.infinity

    mutating func add(_ t: (wall: Double, cpu: Double)) {
        wall = min(wall, t.wall)
        cpu = min(cpu, t.cpu)
    }
}

/// Reading a whole document as a loader does: every value's kind and location, every key, string and number.
enum JSONWalk {
    /// Through `kind`, so each array and object builds the array of its children.
    static func classic(_ node: JSONNode) -> Int {
        var sum = node.location.line &* 31 &+ node.location.column
        switch node.kind {
        case .null: sum &+= 1
        case .bool(let b): sum &+= b ? 2 : 3
        case .number(let n): sum &+= n.isInteger ? n.intValue ?? 0 : n.text.utf8.count
        case .string(let s): sum &+= s.utf8.count
        case .array(let items):
            for item in items { sum &+= classic(item) }
        case .object(let members):
            for member in members {
                sum &+= member.key.utf8.count &+ member.keyLocation.column
                sum &+= classic(member.value)
            }
        }
        return sum
    }

    /// Through one `lazyKind` switch per node, building no arrays: the location read once.
    static func lazyKind(_ node: JSONNode) -> Int {
        let location = node.location
        var sum = location.line &* 31 &+ location.column
        switch node.lazyKind {
        case .null: sum &+= 1
        case .bool(let b): sum &+= b ? 2 : 3
        case .number(let n): sum &+= n.isInteger ? n.intValue ?? 0 : n.text.utf8.count
        case .string(let s): sum &+= s.utf8.count
        case .array(let items):
            for item in items { sum &+= lazyKind(item) }
        case .object(let members):
            for member in members {
                sum &+= member.key.utf8.count &+ member.keyLocation.column
                sum &+= lazyKind(member.value)
            }
        }
        return sum
    }

    /// Through `lazyMembers` and `lazyItems`, building no arrays.
    static func lazy(_ node: JSONNode) -> Int {
        var sum = node.location.line &* 31 &+ node.location.column
        if let members = node.lazyMembers {
            for member in members {
                sum &+= member.key.utf8.count &+ member.keyLocation.column
                sum &+= lazy(member.value)
            }
        } else if let items = node.lazyItems {
            for item in items { sum &+= lazy(item) }
        } else if let s = node.string {
            sum &+= s.utf8.count
        } else {
            switch node.kind {
            case .null: sum &+= 1
            case .bool(let b): sum &+= b ? 2 : 3
            case .number(let n): sum &+= n.isInteger ? n.intValue ?? 0 : n.text.utf8.count
            default: break
            }
        }
        return sum
    }
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
