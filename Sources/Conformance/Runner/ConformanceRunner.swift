import EventSchema
import SpecModel
import StateMachine

/// Drives every planned path, every scenario and every rule check of a product against its subjects.
///
/// Path checks come from the planner (one check per planned path of every machine with a subject); sneak checks
/// from the sneak-path planner (one check per reached state with events the spec does not handle there); scenario
/// checks from `Traceability/<product>/scenarios`; event checks summarise every emitted event per event
/// name; contract checks call every contract that declares input constraints with a valid input and with one
/// invalid input per constraint; decision checks ask every decision table's subject its combinations; rule checks
/// are the registered Swift property checks.
///
/// Every check but the event checks comes from a unit of work, numbered in this order whatever runs; a
/// ``CheckSelection/shard`` runs one slice of the units (see ``Shard``), and ``merge(_:scenarios:shards:)`` puts the
/// slices' results back together.
public struct ConformanceRunner: Sendable {
    public var subjects: SubjectRegistry
    public var rules: RuleCheckRegistry
    public var planner: PathPlanner
    public var criterion: CoverageCriterion
    /// Which checks run, and whether the run stops at the first failing one (default: every check, to the end).
    public var selection: CheckSelection = .all
    /// Plans the guard boundary checks (one `boundary` check per case).
    public var boundaries = BoundaryPlanner()

    /// The bounds of the path and boundary searches (both planners take the same).
    public var limits: PlannerLimits {
        get { planner.limits }
        set {
            planner.limits = newValue
            boundaries.limits = newValue
        }
    }
    /// The payload values to drive; nil: planned from the bundle's event schemas. Mutation testing passes the
    /// unchanged spec's values, so each mutant's schemas judge the values the suite drives.
    public var payloadValues: PayloadValuePlan?

    public init(
        subjects: SubjectRegistry, rules: RuleCheckRegistry = RuleCheckRegistry(), planner: PathPlanner = PathPlanner(),
        criterion: CoverageCriterion = .guards
    ) {
        self.subjects = subjects
        self.rules = rules
        self.planner = planner
        self.criterion = criterion
    }

    /// Runs every check of `bundle` with `scenarios`.
    public func run(_ bundle: SpecBundle, scenarios: [Scenario]) -> ConformanceRun {
        let product = bundle.product
        var diagnostics: [Diagnostic] = []
        var traces: [String: MachineTraces] = [:]
        for machine in bundle.machines {
            switch CompiledMachine.compile(machine) {
            case .success(let compiled):
                traces[machine.id] = MachineTraces(machine: machine, compiled: compiled, bundle: bundle)
            case .failure(let error):
                diagnostics += error.diagnostics
            }
        }
        let catalog = EventCatalog(bundle)
        diagnostics += catalog.diagnostics
        let eventTraces = MachineTraces.eventTraces(of: bundle)

        var checks: [CheckResult] = []
        var plans: [String: PathPlan] = [:]
        var boundaryPlans: [String: BoundaryPlan] = [:]
        var sneakPlans: [String: SneakPathPlan] = [:]
        var emitted = EmittedEvents()
        var payloadValues: PayloadValueSummary?
        var decisions: [(unit: Int, summary: DecisionTableSummary)] = []
        let context = RunContext(product: product, traces: traces, catalog: catalog, eventTraces: eventTraces, subjects: subjects)
        // Every unit of work is numbered in run order, whether it runs here or not (see `Shard`).
        var units = 0
        var unitDigest = UnitDigest()
        func claim(_ key: String) -> Int? {
            unitDigest.add(key)
            defer { units += 1 }
            return selection.runs(unit: units) ? units : nil
        }

        func finished() -> ConformanceRun {
            var run = ConformanceRun(
                product: product, checks: checks.sorted { $0.id < $1.id }, plans: plans, sneakPlans: sneakPlans,
                diagnostics: diagnostics.sorted(), boundaryPlans: boundaryPlans, payloadValues: payloadValues)
            run.decisions = decisions.map(\.summary)
            run.decisionUnits = decisions.map(\.unit)
            run.shard = selection.shard
            run.units = units
            run.unitDigest = unitDigest.text
            run.emitted = emitted
            return run
        }

        for machine in bundle.machines.sorted(by: { $0.id < $1.id }) where selection.includes(machine: machine.id) {
            guard let machineTraces = traces[machine.id] else { continue }
            guard subjects.factory(product: product, machine: machine.id) != nil else {
                diagnostics.append(
                    .warning(
                        "conformance.no-subject", "no subject is registered for machine \"\(machine.id)\"; its paths are not run",
                        file: machine.origin.file, at: machine.origin.location, pointer: machine.origin.pointer))
                continue
            }
            let plan = planner.plan(machineTraces.compiled, criterion: criterion)
            plans[machine.id] = plan
            if let limit = plan.limitText {
                let total = plan.covered.count + plan.uncovered.count + plan.unreachable.count
                diagnostics.append(
                    .warning(
                        "conformance.planner-limit",
                        "machine \"\(machine.id)\": \(limit); \(plan.uncovered.count) of \(total) targets neither covered nor proved unreachable",
                        file: machine.origin.file, at: machine.origin.location, pointer: machine.origin.pointer))
            }
            let width = String(plan.paths.count).count
            for (index, path) in plan.paths.enumerated() {
                let number = String(repeating: "0", count: width - String(index + 1).count) + String(index + 1)
                let id = "path:\(machine.id):\(number)"
                guard let unit = claim(id) else { continue }
                let (result, events) = context.runPath(machine: machine.id, path: path, id: id)
                checks.append(result)
                emitted.add(events, unit: unit)
                if selection.stops(after: result) { return finished() }
            }
            let boundaryPlan = boundaries.plan(machineTraces.compiled)
            boundaryPlans[machine.id] = boundaryPlan
            for boundary in boundaryPlan.cases {
                let id = "boundary:\(machine.id):\(boundary.name)"
                guard let unit = claim(id) else { continue }
                let (result, events) = context.runPath(
                    machine: machine.id, path: boundary.path, id: id, kind: .boundary,
                    title: Self.title(boundary, machine: machine.id))
                checks.append(result)
                emitted.add(events, unit: unit)
                if selection.stops(after: result) { return finished() }
            }
            let sneaks = SneakPathPlanner().plan(machineTraces.compiled, reaching: plan)
            sneakPlans[machine.id] = sneaks
            for state in sneaks.states where !state.events.isEmpty {
                let id = "sneak:\(machine.id):\(state.state)" + (state.context ?? "")
                guard claim(id) != nil else { continue }
                let unhandled = machine.unhandledEvents(in: state.state)
                let result = context.runSneak(machine: machine.id, state: state, unhandled: unhandled, id: id)
                checks.append(result)
                if selection.stops(after: result) { return finished() }
            }
        }

        let knownMachines = Set(traces.keys)
        for scenario in scenarios where selection.includes(machines: scenario.machines) {
            let unknown = scenario.machines.filter { !knownMachines.contains($0) }
            if !unknown.isEmpty {
                diagnostics.append(
                    .error(
                        "conformance.unknown-machine", "scenario \"\(scenario.id)\" names machines that are not defined or do not compile: \(unknown.joined(separator: ", "))",
                        file: scenario.origin.file, at: scenario.origin.location, pointer: scenario.origin.pointer))
            }
            guard let unit = claim("scenario:\(scenario.id)") else { continue }
            let (result, events) = context.runScenario(scenario, bundle: bundle)
            checks.append(result)
            emitted.add(events, unit: unit)
            if selection.stops(after: result) { return finished() }
        }

        checks += emitted.checks(product: product, eventTraces: eventTraces)

        if selection.rules {
            let tables = DecisionCheckRunner(product: product, subjects: subjects).run(bundle, claim: claim)
            diagnostics += tables.diagnostics
            decisions = tables.summaries
            for result in tables.checks {
                checks.append(result)
                if selection.stops(after: result) { return finished() }
            }
            let contracts = ContractCheckRunner(product: product, subjects: subjects).run(bundle, claim: claim)
            diagnostics += contracts.diagnostics
            for result in contracts.checks {
                checks.append(result)
                if selection.stops(after: result) { return finished() }
            }
            let limits = LimitCheckRunner(product: product, subjects: subjects).run(bundle, claim: claim)
            diagnostics += limits.diagnostics
            for result in limits.checks {
                checks.append(result)
                if selection.stops(after: result) { return finished() }
            }
            let outputs = OutputCheckRunner(product: product, subjects: subjects).run(bundle, claim: claim)
            diagnostics += outputs.diagnostics
            for result in outputs.checks {
                checks.append(result)
                if selection.stops(after: result) { return finished() }
            }
            let valuePlan = self.payloadValues ?? PayloadValuePlanner().plan(bundle.events)
            let values = PayloadValueCheckRunner(product: product, subjects: subjects, catalog: catalog, eventTraces: eventTraces)
                .run(valuePlan, claim: claim)
            payloadValues = PayloadValueSummary(planned: valuePlan.cases.count, notDriven: values.notDriven, gaps: valuePlan.gaps)
            for result in values.checks {
                checks.append(result)
                if selection.stops(after: result) { return finished() }
            }
        }

        let ruleContext = RuleContext(catalog: catalog, rules: bundle.rules)
        for rule in rules.checks(product: product) where selection.rules {
            guard claim("rule:\(rule.ruleID)") != nil else { continue }
            let result = Self.runRule(rule, product: product, bundle: bundle, context: ruleContext)
            checks.append(result)
            if selection.stops(after: result) { return finished() }
        }
        return finished()
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
        return "\(machine): \(boundary.operand) = \(boundary.value) at \(boundary.transition.from) --\(boundary.transition.event)-->, "
            + "guard #\(boundary.transition.ordinal) compares \(boundary.comparison) (\(shows))"
    }

    static func runRule(_ rule: RuleCheck, product: String, bundle: SpecBundle, context: RuleContext) -> CheckResult {
        let ids = ([rule.ruleID] + rule.covers).flatMap { bundle.expand($0).isEmpty ? [$0] : bundle.expand($0) }
        let covered = rule.covers.flatMap { bundle.expand($0).isEmpty ? [$0] : bundle.expand($0) }
        let evidence = Array(
            Set(ids.map { Evidence(id: $0, kind: .rule) } + covered.flatMap { id in rule.proves.map { Evidence(id: id, kind: $0) } }))
        switch rule.body(context) {
        case .pass:
            return CheckResult(id: "rule:\(rule.ruleID)", kind: .rule, product: product, title: rule.title, status: .passed, evidence: evidence)
        case .fail(let message):
            return CheckResult(
                id: "rule:\(rule.ruleID)", kind: .rule, product: product, title: rule.title, status: .failed, evidence: evidence,
                message: message)
        }
    }
}
