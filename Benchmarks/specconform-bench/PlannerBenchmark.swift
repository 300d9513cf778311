import Foundation
import SpecModel
import StateMachine

/// Planner speed: a generated machine of 10k states and 50k unguarded transitions (all states reachable,
/// empty context, so configurations = states); times the all-transitions plan. Goal: at most 1 s in release.
func runPlannerBenchmark(quick: Bool) {
    let stateCount = quick ? 1_000 : 10_000
    let machineSpec = plannerBenchmarkMachine(states: stateCount, eventsPerState: 5)
    var compiled: CompiledMachine?
    let compileSeconds = measure {
        compiled = try? CompiledMachine.compile(machineSpec).get()
    }
    guard let machine = compiled else {
        print("planner: benchmark machine does not compile")
        return
    }
    var plan: PathPlan?
    var cpuSeconds = Double.infinity
    let seconds = best(of: quick ? 1 : 3) {
        let cpuStart = interpreterThreadCPUSeconds()
        plan = PathPlanner().plan(machine, criterion: .transitions)
        cpuSeconds = min(cpuSeconds, interpreterThreadCPUSeconds() - cpuStart)
    }
    guard let plan else { return }
    let steps = plan.paths.reduce(0) { $0 + $1.steps.count }
    print(
        "planner: \(stateCount) states, \(machine.transitions.count) transitions: transitions plan in "
            + "\(String(format: "%.3f", seconds)) s (goal <= 1 s; thread CPU time \(String(format: "%.3f", cpuSeconds)) s; compile \(String(format: "%.3f", compileSeconds)) s); "
            + "\(plan.paths.count) paths, \(steps) steps, \(plan.covered.count) covered, "
            + "\(plan.uncovered.count) uncovered, \(plan.configurations) configurations, truncated \(plan.truncated)")
}

/// `states` states `N0`…; state i has events `e0`…`e(k-1)`: `e0` goes to the next state (so every state is
/// reachable), the others to states chosen by a fixed-seed generator. No guards, no context.
func plannerBenchmarkMachine(states: Int, eventsPerState: Int) -> Machine {
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((seed >> 33) % UInt64(bound))
    }
    let machineStates = (0..<states).map { index in
        MachineState(
            name: "N\(index)",
            on: (0..<eventsPerState).map { event in
                let target = event == 0 ? (index + 1) % states : next(states)
                return EventTransitions(event: "e\(event)", transitions: [Transition(target: "N\(target)")])
            })
    }
    return Machine(id: "planner-bench", product: "bench", initial: "N0", states: machineStates)
}
