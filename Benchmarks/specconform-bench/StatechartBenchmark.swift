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
    let tick = chart.eventIndex("tick") ?? 0
    let tock = chart.eventIndex("tock") ?? 0
    let hold = chart.eventIndex("hold") ?? 0
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    let events = (0..<eventCount).map { _ -> Int in
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int((seed >> 33) % 100)
        return roll < 45 ? tick : roll < 90 ? tock : hold
    }
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
    func counting(_ event: String, from index: Int, skip: Int, add: Int) -> EventTransitions {
        EventTransitions(
            event: event,
            transitions: [
                Transition(
                    target: "S\((index + skip) % 8)", guardExpression: located("count < 1000000"),
                    assignments: [Assignment(field: "count", expression: located("count + \(add)"))]),
                Transition(target: "S0", assignments: [Assignment(field: "count", expression: located("0"))]),
            ])
    }
    var counter = MachineState(name: "Counter")
    counter.initial = located("S0")
    counter.states = (0..<8).map { index in
        MachineState(
            name: "S\(index)",
            on: [counting("tick", from: index, skip: 1, add: 1), counting("tock", from: index, skip: 3, add: 2)])
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
