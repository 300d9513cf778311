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
package struct ConformanceRunner: Sendable {
    package var subjects: SubjectRegistry
    package var rules: RuleCheckRegistry
    package var planner: PathPlanner
    package var criterion: CoverageCriterion
    /// Which checks run, and whether the run stops at the first failing one (default: every check, to the end).
    package var selection: CheckSelection = .all
    /// Plans the guard boundary checks (one `boundary` check per case).
    package var boundaries = BoundaryPlanner()

    /// The bounds of the path and boundary searches (both planners take the same).
    package var limits: PlannerLimits {
        get { planner.limits }
        set {
            planner.limits = newValue
            boundaries.limits = newValue
        }
    }
    /// The payload values to drive; nil: planned from the bundle's event schemas. Mutation testing passes the
    /// unchanged spec's values, so each mutant's schemas judge the values the suite drives.
    package var payloadValues: PayloadValuePlan?
    /// The kinds of check run, in order (``CheckSources/registry``); tests add a source of their own.
    var sources: [any CheckSource.Type] = CheckSources.registry
    /// What a run of a changed spec takes from the baseline run of the unchanged one instead of running it again
    /// (mutation testing; ``BaselineReuse`` says what and why the results are the same); nil: everything runs, as
    /// `check` does. It must come from ``runKeepingReuse(_:scenarios:)`` with the same subjects and rule checks.
    package var reuse: BaselineReuse?
    /// Where the baseline run of ``runKeepingReuse(_:scenarios:)`` writes what ``BaselineReuse`` keeps besides checks.
    var baselineLog: BaselineLog?

    package init(
        subjects: SubjectRegistry, rules: RuleCheckRegistry = RuleCheckRegistry(), planner: PathPlanner = PathPlanner(),
        criterion: CoverageCriterion = .uses
    ) {
        self.subjects = subjects
        self.rules = rules
        self.planner = planner
        self.criterion = criterion
    }

    /// Runs every check of `bundle` with `scenarios`: every source of ``CheckSources/registry`` in order (the
    /// rule-like ones only when ``CheckSelection/rules`` is set), until one says the run stops.
    package func run(_ bundle: SpecBundle, scenarios: [Scenario]) -> ConformanceRun {
        runSources(bundle, scenarios: scenarios).finished()
    }

    /// Every source of the registry on one ``SourceRun``, as ``run(_:scenarios:)`` describes.
    func runSources(_ bundle: SpecBundle, scenarios: [Scenario]) -> SourceRun {
        var run = SourceRun(runner: self, bundle: bundle.flatteningStatecharts(), scenarios: scenarios)
        for source in sources where selection.rules || !source.isRuleLike {
            guard source.run(&run) else { break }
        }
        return run
    }

    /// Runs one rule check with an ``ExpectationLedger`` bound. A pass gives evidence to the check's rule when at
    /// least one expectation was evaluated, and to any other ID only when an evaluated expectation named it; the
    /// `covers` IDs no expectation named are ``CheckResult/unasserted``. A pass that evaluated nothing is vacuous.
    static func runRule(_ rule: RuleCheck, product: String, bundle: SpecBundle, context: RuleContext) -> CheckResult {
        func expanded(_ reference: String) -> [String] {
            let ids = bundle.expand(reference)
            return ids.isEmpty ? [reference] : ids
        }
        let own = expanded(rule.ruleID)
        let claimed = rule.covers.flatMap(expanded)
        let exercised = Array(
            Set(
                (own + claimed).map { Evidence(id: $0, kind: .rule) }
                    + claimed.flatMap { id in rule.proves.map { Evidence(id: id, kind: $0) } }))
        let (outcome, ledger) = ExpectationLedger.recording { rule.body(context) }
        let checkID = "rule:\(rule.ruleID)"
        let reads = ledger.reads.map(\.text)
        switch outcome {
        case .fail(let message):
            return CheckResult(
                id: checkID, kind: .rule, product: product, title: rule.title, status: .failed, evidence: exercised,
                message: message, reads: reads)
        case .error(let message):
            return CheckResult(
                id: checkID, kind: .rule, product: product, title: rule.title, status: .error, evidence: exercised,
                message: message, reads: reads)
        case .pass where ledger.evaluated == 0:
            return CheckResult(
                id: checkID, kind: .rule, product: product, title: rule.title, status: .vacuous, evidence: exercised,
                message: "vacuous: the check evaluated no expectation, so it could not have failed; it proves nothing",
                reads: reads)
        case .pass:
            var proofs: [Proof] = []
            var asserted: Set<String> = []
            for assertion in ledger.assertions {
                for id in assertion.ids.flatMap(expanded) {
                    asserted.insert(id)
                    let proof = Proof(id: id, claim: assertion.claim)
                    if !proofs.contains(proof) { proofs.append(proof) }
                }
            }
            let count = ledger.evaluated == 1 ? "1 expectation" : "\(ledger.evaluated) expectations"
            for id in own where !asserted.contains(id) {
                proofs.append(Proof(id: id, claim: "\(count) of the check held: \(rule.title)"))
            }
            let provedIDs = Set(own).union(asserted)
            var evidence = provedIDs.map { Evidence(id: $0, kind: .rule) }
            for id in claimed where asserted.contains(id) { evidence += rule.proves.map { Evidence(id: id, kind: $0) } }
            let unasserted = Array(Set(claimed).subtracting(provedIDs)).sorted()
            return CheckResult(
                id: checkID, kind: .rule, product: product, title: rule.title, status: .passed,
                evidence: Array(Set(evidence)), proofs: proofs, unasserted: unasserted, reads: reads)
        }
    }
}
