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
    /// The kinds of check run, in order (``CheckSources/registry``); tests add a source of their own.
    var sources: [any CheckSource.Type] = CheckSources.registry

    public init(
        subjects: SubjectRegistry, rules: RuleCheckRegistry = RuleCheckRegistry(), planner: PathPlanner = PathPlanner(),
        criterion: CoverageCriterion = .guards
    ) {
        self.subjects = subjects
        self.rules = rules
        self.planner = planner
        self.criterion = criterion
    }

    /// Runs every check of `bundle` with `scenarios`: every source of ``CheckSources/registry`` in order (the
    /// rule-like ones only when ``CheckSelection/rules`` is set), until one says the run stops.
    public func run(_ bundle: SpecBundle, scenarios: [Scenario]) -> ConformanceRun {
        var run = SourceRun(runner: self, bundle: bundle, scenarios: scenarios)
        for source in sources where selection.rules || !source.isRuleLike {
            guard source.run(&run) else { break }
        }
        return run.finished()
    }

    static func runRule(_ rule: RuleCheck, product: String, bundle: SpecBundle, context: RuleContext) -> CheckResult {
        let ids = ([rule.ruleID] + rule.covers).flatMap { bundle.expand($0).isEmpty ? [$0] : bundle.expand($0) }
        let covered = rule.covers.flatMap { bundle.expand($0).isEmpty ? [$0] : bundle.expand($0) }
        let evidence = Array(
            Set(
                ids.map { Evidence(id: $0, kind: .rule) }
                    + covered.flatMap { id in rule.proves.map { Evidence(id: id, kind: $0) } }))
        switch rule.body(context) {
        case .pass:
            return CheckResult(
                id: "rule:\(rule.ruleID)", kind: .rule, product: product, title: rule.title, status: .passed,
                evidence: evidence)
        case .fail(let message):
            return CheckResult(
                id: "rule:\(rule.ruleID)", kind: .rule, product: product, title: rule.title, status: .failed,
                evidence: evidence,
                message: message)
        }
    }
}
