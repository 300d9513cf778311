import Foundation
import SpecModel
import StateMachine

/// Statechart interpreter throughput, the `interpreter` benchmark's second case: three levels of states above the leaves (a
/// top compound state, a parallel state with two regions, their leaves) driven like the flat benchmark (same guards,
/// assignments and event mix) through ``StatechartInstance/step(eventIndex:data:)``. Goal: within 2× of the flat
/// interpreter's events/s (thread CPU time), and at least 3M events/s.
func runStatechartBenchmark(quick: Bool, flatCPURate: Double) {
    let eventCount = quick ? 100_000 : 5_000_000
    let chart: CompiledStatechart
    switch CompiledStatechart.compile(statechartBenchmarkMachine()) {
    case .success(let compiled): chart = compiled
    case .failure(let error):
        print("statechart: benchmark machine does not compile: \(error.diagnostics.map(\.message))")
        return
    }
    let events = interpreterBenchmarkEvents(
        count: eventCount, tick: chart.eventIndex("tick") ?? 0, tock: chart.eventIndex("tock") ?? 0,
        hold: chart.eventIndex("hold") ?? 0)
    var checksum = 0
    var cpuSeconds = Double.infinity
    let seconds = best(of: quick ? 1 : 3) {
        let cpuStart = interpreterThreadCPUSeconds()
        var instance = StatechartInstance(chart)
        var taken = 0
        for event in events {
            if case .settled = instance.step(eventIndex: event, data: .null) { taken += 1 }
        }
        checksum = taken &+ instance.activeLeaves.count
        cpuSeconds = min(cpuSeconds, interpreterThreadCPUSeconds() - cpuStart)
    }
    let cpuRate = Double(eventCount) / cpuSeconds
    print(
        "statechart interpreter (3 levels, 2 parallel regions): \(eventCount) events in "
            + "\(String(format: "%.3f", seconds)) s wall; thread CPU time \(String(format: "%.3f", cpuSeconds)) s = "
            + "\(String(format: "%.2f", cpuRate / 1e6))M events/s (goal >= 3M and within 2x of flat: "
            + "flat/statechart = \(String(format: "%.2f", flatCPURate / cpuRate))x; checksum \(checksum))")
}

/// `Main`, a compound state holding `Play`, a parallel state whose regions are `Counter` (eight leaves `S0`…`S7`
/// stepped by `tick` and `tock` as in the flat benchmark) and `Mode` (`M0` and `M1`, swapped by `hold`).
func statechartBenchmarkMachine() -> Machine {
    func located(_ text: String) -> Located<String> { Located(text, origin: .synthetic("statechart-bench")) }
    var counter = MachineState(name: "Counter")
    counter.initial = located("S0")
    counter.states = (0..<8).map { index in
        MachineState(
            name: "S\(index)",
            on: [
                interpreterBenchmarkCounting("tick", from: index, skip: 1, add: 1),
                interpreterBenchmarkCounting("tock", from: index, skip: 3, add: 2),
            ])
    }
    var mode = MachineState(name: "Mode")
    mode.initial = located("M0")
    mode.states = [
        MachineState(name: "M0", on: [EventTransitions(event: "hold", transitions: [Transition(target: "M1")])]),
        MachineState(name: "M1", on: [EventTransitions(event: "hold", transitions: [Transition(target: "M0")])]),
    ]
    var play = MachineState(name: "Play", type: .parallel)
    play.states = [counter, mode]
    var main = MachineState(name: "Main")
    main.initial = located("Play")
    main.states = [play]
    return Machine(id: "statechart-bench", product: "bench", initial: "Main", context: ["count": 0], states: [main])
}
