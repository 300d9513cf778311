import SpecModel
import StateMachine

/// The checks planned from each machine with a subject, machine by machine (sorted by ID): one `path` check per
/// planned path (``PathPlanner``, under the runner's criterion), one `boundary` check per guard boundary case
/// (``BoundaryPlanner``), one `sneak` check per reached state with events the spec does not handle there
/// (``SneakPathPlanner``). The plans go into ``MachinePlans``.
enum MachineCheckSource: CheckSource {
    static let isRuleLike = false

    static func run(_ run: inout SourceRun) -> Bool {
        let runner = run.runner
        let context = run.context
        let product = run.product
        for machine in run.bundle.machines.sorted(by: { $0.id < $1.id })
        where run.selection.includes(machine: machine.id) {
            guard let machineTraces = context.traces[machine.id] else { continue }
            guard run.subjects.factory(.machine, product: product, element: machine.id) != nil else {
                run.diagnostics.append(
                    .warning(
                        "conformance.no-subject",
                        "no subject is registered for machine \"\(machine.id)\"; its paths are not run",
                        file: machine.origin.file, at: machine.origin.location, pointer: machine.origin.pointer))
                continue
            }
            // A machine the run takes from the baseline (``BaselineReuse``) keeps its plans and checks.
            let replay = run.reuse?.machine(machine, changed: run.changedEvents, planner: runner)
            let plan = replay?.paths ?? runner.planner.plan(machineTraces.compiled, criterion: runner.criterion)
            run.findings[MachinePlans.self, default: MachinePlans()].paths[machine.id] = plan
            if let limit = plan.limitText {
                let total = plan.covered.count + plan.uncovered.count + plan.unreachable.count
                run.diagnostics.append(
                    .warning(
                        "conformance.planner-limit",
                        "machine \"\(machine.id)\": \(limit); \(plan.uncovered.count) of \(total) targets neither covered nor proved unreachable",
                        file: machine.origin.file, at: machine.origin.location, pointer: machine.origin.pointer))
            }
            let width = String(plan.paths.count).count
            for (index, path) in plan.paths.enumerated() {
                let number = String(repeating: "0", count: width - String(index + 1).count) + String(index + 1)
                let id = "path:\(machine.id):\(number)"
                guard let unit = run.claim(id) else { continue }
                let (result, events) =
                    replay?.unit(id) ?? context.runPath(machine: machine.id, path: path, id: id)
                guard run.record(result, emitted: events, unit: unit) else { return false }
            }
            let boundaryPlan = replay?.boundaries ?? runner.boundaries.plan(machineTraces.compiled)
            run.findings[MachinePlans.self, default: MachinePlans()].boundaries[machine.id] = boundaryPlan
            for boundary in boundaryPlan.cases {
                let id = "boundary:\(machine.id):\(boundary.name)"
                guard let unit = run.claim(id) else { continue }
                let (result, events) =
                    replay?.unit(id)
                    ?? context.runPath(
                        machine: machine.id, path: boundary.path, id: id, kind: .boundary,
                        title: title(boundary, machine: machine.id))
                guard run.record(result, emitted: events, unit: unit) else { return false }
            }
            // Sneak paths start from the contexts the covering paths reach (and those the sneak planner's own search
            // adds), not from every context a def-use path passes through.
            var covering = plan
            covering.paths = Array(plan.coveringPaths)
            let sneaks = replay?.sneaks ?? SneakPathPlanner().plan(machineTraces.compiled, reaching: covering)
            run.findings[MachinePlans.self, default: MachinePlans()].sneaks[machine.id] = sneaks
            for state in sneaks.states where !state.events.isEmpty {
                let id = "sneak:\(machine.id):\(state.state)" + (state.context ?? "")
                guard run.claim(id) != nil else { continue }
                let unhandled = machine.unhandledEvents(in: state.state)
                let result =
                    replay?.unit(id)?.0
                    ?? context.runSneak(machine: machine.id, state: state, unhandled: unhandled, id: id)
                guard run.record(result) else { return false }
            }
        }
        return true
    }

    /// `user-onboarding: themesSelected = 1 at OnboardingInProgress --theme.deselected-->, guard themesSelected > 0 (the
    /// other branch shows 1 step later)`.
    static func title(_ boundary: BoundaryCase, machine: String) -> String {
        let shows: String
        switch boundary.discrimination {
        case .immediate: shows = "the other branch shows at once"
        case .suffix:
            let later = boundary.path.steps.count - boundary.boundaryStep - 1
            shows = "the other branch shows \(later) \(later == 1 ? "step" : "steps") later"
        case .none: shows = "no observation tells the other branch apart"
        case .undecided: shows = "the comparison does not decide the branch here"
        }
        return
            "\(machine): \(boundary.operand) = \(boundary.value) at \(boundary.transition.from) --\(boundary.transition.event)-->, "
            + "guard #\(boundary.transition.ordinal) compares \(boundary.comparison) (\(shows))"
    }
}

/// What the machine checks were planned from, per machine with a subject.
struct MachinePlans: Sendable {
    var paths: [String: PathPlan] = [:]
    var boundaries: [String: BoundaryPlan] = [:]
    var sneaks: [String: SneakPathPlan] = [:]
}

extension ConformanceRun {
    /// The path plan per machine that has a subject.
    package var plans: [String: PathPlan] {
        get { findings[MachinePlans.self]?.paths ?? [:] }
        set { findings[MachinePlans.self, default: MachinePlans()].paths = newValue }
    }

    /// The guard boundary plan per machine that has a subject: the cases run as `boundary` checks and the values
    /// skipped (with why).
    package var boundaryPlans: [String: BoundaryPlan] {
        get { findings[MachinePlans.self]?.boundaries ?? [:] }
        set { findings[MachinePlans.self, default: MachinePlans()].boundaries = newValue }
    }

    /// The sneak-path plan per machine that has a subject (built from the machine's path plan).
    package var sneakPlans: [String: SneakPathPlan] {
        get { findings[MachinePlans.self]?.sneaks ?? [:] }
        set { findings[MachinePlans.self, default: MachinePlans()].sneaks = newValue }
    }

    /// A run of `checks` with the plans they came from.
    package init(
        product: String, checks: [CheckResult], plans: [String: PathPlan], sneakPlans: [String: SneakPathPlan] = [:],
        diagnostics: [Diagnostic], boundaryPlans: [String: BoundaryPlan] = [:],
        payloadValues: PayloadValueSummary? = nil
    ) {
        var findings = RunFindings()
        findings[MachinePlans.self] = MachinePlans(paths: plans, boundaries: boundaryPlans, sneaks: sneakPlans)
        findings[PayloadValueSummary.self] = payloadValues
        self.init(product: product, checks: checks, diagnostics: diagnostics, findings: findings)
    }
}
