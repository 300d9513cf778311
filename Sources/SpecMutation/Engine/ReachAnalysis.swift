import Conformance
import SpecModel
import StateMachine

/// Which checks of a run reached a mutated element: worked out from the run's own plans (paths, guard boundaries, sneak
/// paths) and the scenarios, by replaying the (mutated) spec machine, never the subjects. Only survivors need it, so it costs nothing for
/// killed mutants.
enum ReachAnalysis {
    /// The IDs of the checks of `run` that reached `reach` in `bundle` (the mutated spec), sorted.
    static func checks(reaching reach: MutantReach, run: ConformanceRun, bundle: SpecBundle, scenarios: [Scenario])
        -> [String]
    {
        let ran = Set(run.checks.map(\.id))
        var reached = Set<String>()
        switch reach {
        case .sent(let machine, let state, let event):
            for (id, steps) in sendingChecks(of: machine, in: run)
            where steps.contains(where: { $0.from == state && $0.event == event }) {
                reached.insert(id)
            }
            for (id, sneak) in sneaks(of: machine, in: run)
            where (sneak.state == state && sneak.events.contains(where: { $0.event == event }))
                || (sneak.prefix + sneak.continuation).contains(where: { $0.from == state && $0.event == event })
            {
                reached.insert(id)
            }
            if let definition = bundle.machine(id: machine),
                case .success(let compiled) = CompiledMachine.compile(definition)
            {
                for scenario in scenarios where scenario.machines.contains(machine) {
                    if sends(scenario, machine: machine, compiled: compiled, state: state, event: event) {
                        reached.insert("scenario:\(scenario.id)")
                    }
                }
            }
        case .drives(let machine):
            for (id, _) in sendingChecks(of: machine, in: run) { reached.insert(id) }
            for (id, _) in sneaks(of: machine, in: run) { reached.insert(id) }
            for scenario in scenarios where scenario.machines.contains(machine) {
                reached.insert("scenario:\(scenario.id)")
            }
        case .emits(let event):
            var declaring = Set<TransitionID>()
            for machine in bundle.machines {
                for t in machine.transitions where t.transition.emits.contains(where: { $0.event == event }) {
                    declaring.insert(t.id)
                }
            }
            for check in run.checks where check.transitions.contains(where: declaring.contains) {
                reached.insert(check.id)
            }
            // A rule check or a payload value check that emitted the event says so by its evidence for the event's ID.
            let ids = Set(bundle.events.filter { $0.name == event }.compactMap(\.id))
            for check in run.checks where !ids.isEmpty && check.evidence.contains(where: { ids.contains($0.id) }) {
                reached.insert(check.id)
            }
            reached.insert("event:\(event)")
        case .emitsAny(let events):
            for event in events {
                let found = checks(reaching: .emits(event: event), run: run, bundle: bundle, scenarios: scenarios)
                reached.formUnion(found)
            }
        case .check(let id):
            reached.insert(id)
        case .decides(let table):
            for check in run.checks where check.id.hasPrefix("decision:\(table):") { reached.insert(check.id) }
        case .reads(let rule, let parameter):
            let read = ParameterRead(rule: rule, parameter: parameter).text
            for check in run.checks where check.reads.contains(read) { reached.insert(check.id) }
        }
        return reached.intersection(ran).sorted()
    }

    /// The path checks of `machine` with their planned paths, named as the runner names them.
    static func paths(of machine: String, in run: ConformanceRun) -> [(String, PlannedPath)] {
        guard let plan = run.plans[machine] else { return [] }
        let width = String(plan.paths.count).count
        return plan.paths.enumerated().map { index, path in
            let number = String(index + 1)
            return ("path:\(machine):" + String(repeating: "0", count: width - number.count) + number, path)
        }
    }

    /// The path and boundary checks of `machine` with the steps they send, named as the runner names them.
    static func sendingChecks(of machine: String, in run: ConformanceRun) -> [(String, [PlannedStep])] {
        var checks = paths(of: machine, in: run).map { ($0.0, $0.1.steps) }
        for boundary in run.boundaryPlans[machine]?.cases ?? [] {
            checks.append(("boundary:\(machine):\(boundary.name)", boundary.path.steps))
        }
        return checks
    }

    /// The sneak checks of `machine` with the state whose unhandled events each sends, named as the runner names them.
    static func sneaks(of machine: String, in run: ConformanceRun) -> [(String, SneakState)] {
        (run.sneakPlans[machine]?.states ?? []).filter { !$0.events.isEmpty }.map {
            ("sneak:\(machine):\($0.state)" + ($0.context ?? ""), $0)
        }
    }

    /// An event sent to a machine in a state.
    struct Sending: Hashable {
        var state: String
        var event: String
    }

    /// Every event `scenario`, run on the spec machine, sends to `machine`, with the state it is sent in.
    static func sendings(of scenario: Scenario, machine: String, compiled: CompiledMachine) -> Set<Sending> {
        var instance = MachineInstance(compiled)
        do { try instance.reset(context: scenario.context[machine] ?? [:]) } catch { return [] }
        var found: Set<Sending> = []
        for step in scenario.steps where step.machine == machine {
            found.insert(Sending(state: instance.state, event: step.send))
            _ = instance.step(event: step.send, data: step.data)
        }
        return found
    }

    /// Every event the scenarios that drive `machine`, each run on the spec machine, send it, with the state it is
    /// sent in; none when the machine does not compile.
    static func sendings(of scenarios: [Scenario], machine: Machine) -> Set<Sending> {
        guard case .success(let compiled) = CompiledMachine.compile(machine) else { return [] }
        var sent: Set<Sending> = []
        for scenario in scenarios where scenario.machines.contains(machine.id) {
            sent.formUnion(sendings(of: scenario, machine: machine.id, compiled: compiled))
        }
        return sent
    }

    /// Whether `scenario`, run on the spec machine, sends `event` to `machine` while it is in `state`.
    static func sends(_ scenario: Scenario, machine: String, compiled: CompiledMachine, state: String, event: String)
        -> Bool
    {
        sendings(of: scenario, machine: machine, compiled: compiled).contains(Sending(state: state, event: event))
    }
}
