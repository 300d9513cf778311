import Foundation
import SpecModel
import StateMachine

/// Interpreter throughput: a flat 8-state machine whose transitions mostly carry a guard (`count < 1000000`)
/// and an assignment (`count := count + 1`), driven by pre-generated event indices through the fast path.
/// Goal: at least 3.5M events/s in release. Then the same figure for Python's `transitions` library.
func runInterpreterBenchmark(quick: Bool) {
    let eventCount = quick ? 100_000 : 10_000_000
    let machine: CompiledMachine
    switch CompiledMachine.compile(interpreterBenchmarkMachine()) {
    case .success(let compiled): machine = compiled
    case .failure(let error):
        print("interpreter: benchmark machine does not compile: \(error.diagnostics.map(\.message))")
        return
    }
    let events = interpreterBenchmarkEvents(count: eventCount, machine: machine)
    var checksum = 0
    var cpuSeconds = Double.infinity
    let seconds = best(of: quick ? 1 : 3) {
        let cpuStart = interpreterThreadCPUSeconds()
        var instance = MachineInstance(machine)
        var taken = 0
        for event in events {
            if case .transitioned = instance.step(eventIndex: event, data: .null) { taken += 1 }
        }
        checksum = taken &+ instance.stateIndex
        cpuSeconds = min(cpuSeconds, interpreterThreadCPUSeconds() - cpuStart)
    }
    let rate = Double(eventCount) / seconds
    print(
        "interpreter: \(eventCount) events in \(String(format: "%.3f", seconds)) s = "
            + "\(String(format: "%.2f", rate / 1e6))M events/s (goal >= 3.5M; thread CPU time "
            + "\(String(format: "%.3f", cpuSeconds)) s = \(String(format: "%.2f", Double(eventCount) / cpuSeconds / 1e6))M "
            + "events/s; checksum \(checksum))")
    runTransitionsComparison(quick: quick, swiftRate: rate)
    runStatechartBenchmark(quick: quick, flatCPURate: Double(eventCount) / cpuSeconds)
}

/// Eight states `S0`…`S7`. `tick` and `tock` advance by 1 and 3 states while `count < 1000000`, adding 1
/// and 2 to `count`; past the limit an unguarded fallback resets `count` and returns to `S0`. `hold` stays
/// without guard or assignment.
func interpreterBenchmarkMachine() -> Machine {
    let states = (0..<8).map { index -> MachineState in
        MachineState(
            name: "S\(index)",
            on: [
                interpreterBenchmarkCounting("tick", from: index, skip: 1, add: 1),
                interpreterBenchmarkCounting("tock", from: index, skip: 3, add: 2),
                EventTransitions(event: "hold", transitions: [Transition(target: "S\(index)")]),
            ])
    }
    return Machine(id: "interpreter-bench", product: "bench", initial: "S0", context: ["count": 0], states: states)
}

/// `event` moves `skip` states on (of `S0`…`S7`), adding `add` to `count` below the limit; past it, back to `S0` with 0.
func interpreterBenchmarkCounting(_ event: String, from index: Int, skip: Int, add: Int) -> EventTransitions {
    func located(_ text: String) -> Located<String> { Located(text, origin: .synthetic("interpreter-bench")) }
    return EventTransitions(
        event: event,
        transitions: [
            Transition(
                target: "S\((index + skip) % 8)", guardExpression: located("count < 1000000"),
                assignments: [Assignment(field: "count", expression: located("count + \(add)"))]),
            Transition(target: "S0", assignments: [Assignment(field: "count", expression: located("0"))]),
        ])
}

/// `count` event indices: 45% tick, 45% tock, 10% hold, from a fixed-seed generator.
func interpreterBenchmarkEvents(count: Int, machine: CompiledMachine) -> [Int] {
    interpreterBenchmarkEvents(
        count: count, tick: machine.eventIndex("tick") ?? 0, tock: machine.eventIndex("tock") ?? 0,
        hold: machine.eventIndex("hold") ?? 0)
}

/// `count` of the given event indices: 45% `tick`, 45% `tock`, 10% `hold`, from a fixed-seed generator.
func interpreterBenchmarkEvents(count: Int, tick: Int, tock: Int, hold: Int) -> [Int] {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    var events: [Int] = []
    events.reserveCapacity(count)
    for _ in 0..<count {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int((seed >> 33) % 100)
        events.append(roll < 45 ? tick : roll < 90 ? tock : hold)
    }
    return events
}

/// CPU time of the calling thread, so a busy machine does not hide the interpreter's own cost.
func interpreterThreadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
