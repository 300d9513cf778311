import Conformance
import Foundation
import SpecModel
import StateMachine

/// `specconform trace` on a generated trace of the ochre-soul machines: random walks of many sessions, interleaved,
/// each step the spec's own move (so every step follows the spec), replayed by `TraceChecker`.
func runTraceBenchmark(quick: Bool) {
    let loaded = SpecLoader.load(root: "Spec", base: FileManager.default.currentDirectoryPath)
    guard let bundle = loaded.catalog.bundle("ochre-soul") else {
        print("trace: skipped (run from the package root: Spec/ochre-soul is needed)")
        return
    }
    let compiled = bundle.machines.compactMap { m -> CompiledMachine? in
        if case .success(let c) = CompiledMachine.compile(m) { return c } else { return nil }
    }
    let steps = quick ? 20_000 : 2_000_000
    var random = SeededGenerator(seed: 7)
    var sessions: [(id: String, machine: Int, instance: MachineInstance)] = (0..<500).map { i in
        let m = i % compiled.count
        return ("s\(i)", m, MachineInstance(compiled[m]))
    }
    var text: [UInt8] = []
    text.reserveCapacity(steps * 90)
    for _ in 0..<steps {
        let s = random.below(sessions.count)
        var instance = sessions[s].instance
        let machine = compiled[sessions[s].machine]
        // An event the current state handles, when there is one; any event otherwise (the spec then ignores it).
        let handled = machine.transitions.filter { $0.source == instance.stateIndex }
        let event =
            handled.isEmpty
            ? machine.eventNames[random.below(machine.eventNames.count)]
            : machine.eventNames[handled[random.below(handled.count)].event]
        let outcome = instance.step(event: event)
        var emitted: [String] = []
        if case .transitioned(_, _, let emits) = outcome.effect { emitted = emits.filter { !$0.optional }.map(\.event) }
        if case .rejected = outcome.effect { continue }
        sessions[s].instance = instance
        let list = emitted.map { "\"\($0)\"" }.joined(separator: ",")
        let line =
            "{\"session\":\"\(sessions[s].id)\",\"machine\":\"\(machine.id)\",\"event\":\"\(event)\",\"state\":\"\(instance.state)\",\"emitted\":[\(list)]}\n"
        text.append(contentsOf: line.utf8)
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    measureTrace(bundle, text, machines: compiled.count, cores: cores, quick: quick, label: "")
    // The same records with event data on each (a quarter of them): the scan reads them, and the data alone is parsed.
    var withData: [UInt8] = []
    withData.reserveCapacity(text.count / 3)
    for line in text.split(separator: 0x0A).prefix(steps / 4) {
        withData.append(contentsOf: line.dropLast())
        withData.append(contentsOf: #","data":{"amount":3,"note":"x"}}"#.utf8)
        withData.append(0x0A)
    }
    measureTrace(
        bundle, withData, machines: compiled.count, cores: cores, quick: quick, label: " with data on every record")
    runStatechartTraceBenchmark(quick: quick, cores: cores)
}

/// `trace` on the interpreter benchmark's statechart (three levels, two parallel regions): random walks of 500
/// interleaved sessions, each record's state the configuration (`S3 + M1`), replayed on `StatechartInstance`. Goal: at
/// least 3M steps/s.
private func runStatechartTraceBenchmark(quick: Bool, cores: Int) {
    let machine = statechartBenchmarkMachine()
    guard case .success(let chart) = CompiledStatechart.compile(machine) else {
        print("trace (statechart): benchmark machine does not compile")
        return
    }
    let origin = Located("bench", origin: .synthetic())
    let bundle = SpecBundle(
        product: "bench",
        files: [
            SpecFile(
                path: "machines/statechart-bench.json", kind: .machine, version: 1, product: origin,
                content: .machine(machine))
        ])
    let steps = quick ? 20_000 : 2_000_000
    var random = SeededGenerator(seed: 11)
    var sessions = (0..<500).map { ("s\($0)", StatechartInstance(chart)) }
    let events = ["tick", "tock", "hold"]
    var text: [UInt8] = []
    text.reserveCapacity(steps * 90)
    for _ in 0..<steps {
        let s = random.below(sessions.count)
        let event = events[random.below(events.count)]
        if case .rejected = sessions[s].1.step(eventIndex: chart.eventIndex(event) ?? -1, data: .null) { continue }
        let state = sessions[s].1.activeLeaves.joined(separator: " + ")
        let line =
            "{\"session\":\"\(sessions[s].0)\",\"machine\":\"\(machine.id)\",\"event\":\"\(event)\",\"state\":\"\(state)\",\"emitted\":[]}\n"
        text.append(contentsOf: line.utf8)
    }
    measureTrace(bundle, text, machines: 1, cores: cores, quick: quick, label: " (statechart, 3 levels, 2 regions)")
}

private func measureTrace(_ bundle: SpecBundle, _ text: [UInt8], machines: Int, cores: Int, quick: Bool, label: String)
{
    for jobs in Array(Set([1, cores])).sorted() {
        let checker = TraceChecker(bundle: bundle, options: .init(jobs: jobs))
        var wall = Double.infinity
        var cpu = Double.infinity
        var report = TraceReport()
        for _ in 0..<(quick ? 1 : 5) {
            let run = measureWallAndCPU { report = checker.check(text) }
            wall = min(wall, run.wall)
            cpu = min(cpu, run.cpu)
        }
        // On a machine shared with other work the wall clock runs slow; the CPU time is what the check cost, spread
        // over `jobs` cores on an idle machine.
        let rate = { (seconds: Double) in String(format: "%.2fM", Double(report.steps) / seconds / 1e6) }
        print(
            "trace\(label): \(report.steps) steps of \(report.runs) runs on \(machines) machine\(machines == 1 ? "" : "s"), \(String(format: "%.1f", Double(text.count) / 1e6)) MB, "
                + "\(jobs) worker\(jobs == 1 ? "" : "s") on \(cores) cores: \(report.matched) followed the spec, \(report.violations.count) violations; "
                + "best wall \(String(format: "%.3f", wall)) s (\(rate(wall)) steps/s), best CPU \(String(format: "%.3f", cpu)) s "
                + "(\(rate(cpu)) steps per CPU second, \(rate(cpu / Double(jobs))) steps/s on \(jobs) idle core\(jobs == 1 ? "" : "s"))"
        )
    }
}
