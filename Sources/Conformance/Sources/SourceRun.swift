import EventSchema
import SpecModel
import StateMachine

/// One product's run as its check sources see it: the spec and what every check shares, the numbering of units of
/// work, and what the sources have produced so far.
struct SourceRun {
    let runner: ConformanceRunner
    let bundle: SpecBundle
    let scenarios: [Scenario]
    /// Compiled machines, the event catalogue and the subjects.
    let context: RunContext
    /// The events whose definition differs from the baseline's (``BaselineReuse/changedEvents(_:)``); nil without
    /// reuse, or when not known.
    private(set) var changedEvents: Set<String>?
    private(set) var checks: [CheckResult] = []
    var diagnostics: [Diagnostic] = []
    /// What the checks that ran emitted, per event name.
    var emitted = EmittedEvents()
    /// What the sources found besides checks.
    var findings = RunFindings()
    private var units = 0
    private var unitDigest = UnitDigest()

    var product: String { bundle.product }
    var selection: CheckSelection { runner.selection }
    var subjects: SubjectRegistry { runner.subjects }
    /// What the run may take from the baseline's instead of running it (``ConformanceRunner/reuse``).
    var reuse: BaselineReuse? { runner.reuse }

    /// Compiles `bundle`'s machines and its event catalogue; what does not compile or load becomes a diagnostic.
    /// With the runner's ``ConformanceRunner/reuse``, a machine or catalogue the baseline had is taken from it.
    init(runner: ConformanceRunner, bundle: SpecBundle, scenarios: [Scenario]) {
        self.runner = runner
        self.bundle = bundle
        self.scenarios = scenarios
        var traces: [String: MachineTraces] = [:]
        for machine in bundle.machines {
            if let known = runner.reuse?.compiled(machine) {
                traces[machine.id] = known
                continue
            }
            switch CompiledMachine.compile(machine) {
            case .success(let compiled):
                traces[machine.id] = MachineTraces(machine: machine, compiled: compiled, bundle: bundle)
            case .failure(let error):
                diagnostics += error.diagnostics
            }
        }
        let catalog: EventCatalog
        let eventTraces: [String: [String]]
        changedEvents = runner.reuse?.changedEvents(bundle)
        if let reuse = runner.reuse, reuse.sameCatalogue(bundle) {
            (catalog, eventTraces) = (reuse.catalog, reuse.eventTraces)
        } else {
            (catalog, eventTraces) = (EventCatalog(bundle), MachineTraces.eventTraces(of: bundle))
        }
        diagnostics += catalog.diagnostics
        context = RunContext(
            product: bundle.product, traces: traces, catalog: catalog, eventTraces: eventTraces,
            subjects: runner.subjects)
    }

    /// Numbers the unit of work `key` in run order, whether it runs here or not (see ``Shard``): its number when
    /// this run executes it, nil when another shard does (or nothing executes).
    mutating func claim(_ key: String) -> Int? {
        unitDigest.add(key)
        defer { units += 1 }
        return selection.runs(unit: units) ? units : nil
    }

    /// Records `result` (and what unit `unit` emitted); false when the run stops after it.
    mutating func record(_ result: CheckResult, emitted events: RunContext.Emitted = [], unit: Int? = nil) -> Bool {
        checks.append(result)
        if let unit {
            emitted.add(events, unit: unit)
            runner.baselineLog?.record(emitted: events, check: result.id)
        }
        return !selection.stops(after: result)
    }

    /// Records `results` in order; false as soon as the run stops after one (the rest are not recorded).
    mutating func record(_ results: [CheckResult]) -> Bool {
        for result in results where !record(result) { return false }
        return true
    }

    /// The run as it stands.
    func finished() -> ConformanceRun {
        var findings = findings
        findings[EmittedEvents.self] = emitted
        var run = ConformanceRun(
            product: product, checks: checks.sorted { $0.id < $1.id }, diagnostics: diagnostics.sorted(),
            findings: findings)
        run.shard = selection.shard
        run.units = units
        run.unitDigest = unitDigest.text
        return run
    }
}
