import EventSchema
import SpecModel
import StateMachine

/// What a run of a changed spec (a mutant's, ``ConformanceRunner/reuse``) takes from the run of the unchanged spec
/// (the baseline, ``ConformanceRunner/runKeepingReuse(_:scenarios:)``) instead of doing it again, so mutation testing
/// pays only for what a mutant changed. Each rule gives the result the run would have given, not an approximation:
///
/// - a machine equal to the baseline's is not compiled or planned again; the event catalogue is not built again when
///   the events, their conditions and their sequences are the baseline's;
/// - a machine equal to the baseline's that declares none of the changed events (``changedEvents(_:)``) gets the
///   baseline's path, boundary and sneak checks, and a scenario driving only such machines the baseline's check: a
///   passing check of the machine emitted only events its transitions declare, so nothing it compared changed;
/// - a decision table, a contract, a limit or an output equal to the baseline's gets the baseline's checks, and its
///   subject is asked nothing;
/// - a payload value whose drive emitted none of the changed events gets the baseline's check (or stays not driven,
///   with the baseline's reason); the rule checks are the baseline's when the catalogue and the business rules are;
/// - a changed decision table's combinations that the baseline asked are answered as the baseline's subject answered
///   them (a decision subject answers without side effects); only the others are asked.
///
/// It holds under what `check` already needs for byte-identical reports: the same subjects (the same registries: a
/// mutant that changes a subject runs without reuse) give the same answers to the same inputs.
package struct BaselineReuse: Sendable {
    /// The spec the baseline ran.
    let bundle: SpecBundle
    /// The baseline's checks by ID.
    let checks: [String: CheckResult]
    /// The baseline's compiled machines by ID, each with the machine it was compiled from.
    let traces: [String: MachineTraces]
    let catalog: EventCatalog
    let eventTraces: [String: [String]]
    /// The planner settings the baseline planned with: its plans are a mutant's only under the same.
    let criterion: CoverageCriterion
    let limits: PlannerLimits
    /// The baseline's plans per machine.
    let paths: [String: PathPlan]
    let boundaries: [String: BoundaryPlan]
    let sneaks: [String: SneakPathPlan]
    /// What each machine or scenario check emitted, by check ID.
    let emitted: [String: RunContext.Emitted]
    /// What each decision table was asked, by table ID.
    let decisionSummaries: [String: DecisionTableSummary]
    /// The baseline's contracts with input constraints, by contract ID.
    let contracts: [String: ContractInputs]
    /// The payload values the baseline drove, and what it found driving them.
    let payloadPlan: PayloadValuePlan?
    let payloadSummary: PayloadValueSummary?
    /// The events each payload value's drive emitted, by check ID; and each value not driven, with why.
    let driven: [String: [String]]
    let notDriven: [String: String]
    /// What the decision subjects answered, by table and coded combination.
    let answers: [String: [[Int]: DecisionAnswer]]
    /// The output checks' inputs and answers, which every mutant's run reads and adds to.
    let outputMemo: OutputMemo
    /// What each output's inputs are made from (``OutputCheckRunner/inputsKey(_:)``), by output ID.
    let outputInputs: [String: String]

    init(
        bundle: SpecBundle, run: ConformanceRun, context: RunContext, runner: ConformanceRunner,
        payloadPlan: PayloadValuePlan?, log: BaselineLog
    ) {
        self.bundle = bundle
        checks = Dictionary(run.checks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        traces = context.traces
        catalog = context.catalog
        eventTraces = context.eventTraces
        criterion = runner.criterion
        limits = runner.limits
        paths = run.plans
        boundaries = run.boundaryPlans
        sneaks = run.sneakPlans
        decisionSummaries = Dictionary(
            run.decisions.map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
        contracts = Dictionary(
            bundle.contractInputs.map { ($0.contract, $0) }, uniquingKeysWith: { first, _ in first })
        self.payloadPlan = payloadPlan
        payloadSummary = run.payloadValues
        notDriven = Dictionary(
            (run.payloadValues?.notDriven ?? []).map { ($0.checkID, $0.reason) },
            uniquingKeysWith: { first, _ in first })
        (answers, emitted, driven) = log.recorded
        outputMemo = log.outputs
        outputInputs = Dictionary(
            bundle.outputs.map { ($0.id, OutputCheckRunner.inputsKey($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The baseline's compiled form of `machine`, when `machine` is the one it was compiled from.
    func compiled(_ machine: Machine) -> MachineTraces? {
        guard let known = traces[machine.id], known.machine == machine else { return nil }
        return known
    }

    /// Whether `bundle`'s event catalogue is the baseline's: the same events, conditions and sequences, and the same
    /// shared schema files (which event schemas may `$ref`).
    func sameCatalogue(_ bundle: SpecBundle) -> Bool {
        bundle.events.sharesStorage(with: self.bundle.events) && bundle.eventConditions == self.bundle.eventConditions
            && bundle.eventSequences == self.bundle.eventSequences && sameSchemaDocuments(bundle)
    }

    /// Whether `bundle`'s shared schema files are the baseline's, path and content.
    func sameSchemaDocuments(_ bundle: SpecBundle) -> Bool {
        let (mine, theirs) = (bundle.schemaDocuments, self.bundle.schemaDocuments)
        return mine.count == theirs.count
            && zip(mine, theirs).allSatisfy { $0.relativePath == $1.relativePath && $0.root.value == $1.root.value }
    }

    /// The baseline's checks with these IDs, in this order; nil unless it has every one.
    func checks(_ ids: [String]) -> [CheckResult]? {
        var found: [CheckResult] = []
        for id in ids {
            guard let check = checks[id] else { return nil }
            found.append(check)
        }
        return found
    }
}
