import Conformance
import SpecModel
import StateMachine
import Traceability

extension Pipeline {
    /// Plans paths within `limits`, then runs every path, scenario, event and rule check of `product` against its
    /// subjects. Pure: no I/O. Errors in the run's diagnostics (a machine that does not compile, a scenario naming an
    /// unknown machine) make the run unusable; a `conformance.planner-limit` warning names a limit that stopped a
    /// machine's search.
    package static func verify(
        _ product: PreparedProduct, subjects: SubjectRegistry, checks: RuleCheckRegistry,
        limits: PlannerLimits = PlannerLimits()
    ) -> ConformanceRun {
        var runner = ConformanceRunner(subjects: subjects, rules: checks)
        runner.limits = limits
        return runner.run(product.bundle, scenarios: product.scenarios)
    }

    /// One status per ID of `product` under its policy, from the checks of `run` that passed, and the machines'
    /// coverage. Pure.
    package static func evaluate(_ run: ConformanceRun, _ product: PreparedProduct, today: String) -> CoverageReport {
        CoverageEvaluator.evaluate(
            bundle: product.bundle, checks: run.checks, policy: product.policy, gate: product.gate, today: today,
            planning: run.planning)
    }

    /// The release gate of `product` on `report` (nil when the product has no gate): minimums, required IDs,
    /// waivers, the baseline ratchet, and any failing ID. Pure.
    package static func gate(_ report: CoverageReport, _ product: PreparedProduct, today: String) -> GateResult? {
        product.gate.map { Gate.evaluate(report, $0, baseline: product.baseline, today: today) }
    }

    /// The release stages of `product` (its `stages` files) judged on `report`, in file order. Pure.
    package static func stages(_ report: CoverageReport, _ product: PreparedProduct) -> [StageResult] {
        StageEvaluator.evaluate(product.bundle.stages, on: report, expand: product.bundle.expand)
    }

    /// verify → evaluate → gate for one product.
    package static func verification(
        _ product: PreparedProduct, subjects: SubjectRegistry, checks: RuleCheckRegistry, today: String,
        limits: PlannerLimits = PlannerLimits()
    ) -> Verification {
        verification(of: verify(product, subjects: subjects, checks: checks, limits: limits), product, today: today)
    }

    /// evaluate → gate for a run of one product (an unsharded run, or one merged from its shards).
    package static func verification(of run: ConformanceRun, _ product: PreparedProduct, today: String) -> Verification
    {
        let report = evaluate(run, product, today: today)
        return Verification(
            run: run, report: report, gate: gate(report, product, today: today), stages: stages(report, product),
            baseline: product.baseline)
    }
}

/// What verifying one product gave: the run, the coverage report and the gate's verdict.
package struct Verification: Sendable {
    package var run: ConformanceRun
    package var report: CoverageReport
    package var gate: GateResult?
    /// The product's release stages, each with its outcome; they inform, and never change ``passed``: a stage that
    /// fails rests on a failing ID or check, which fails the run or the gate already.
    package var stages: [StageResult]
    /// The report the gate ratchets against (`gate.json`'s `baseline`), when the gate names one.
    package var baseline: CoverageReport?

    package init(
        run: ConformanceRun, report: CoverageReport, gate: GateResult?, stages: [StageResult] = [],
        baseline: CoverageReport? = nil
    ) {
        self.run = run
        self.report = report
        self.gate = gate
        self.stages = stages
        self.baseline = baseline
    }

    /// Whether every check passed, the run had no errors and the gate (if any) passed.
    package var passed: Bool { run.failed == 0 && (gate?.pass ?? true) && !run.diagnostics.hasErrors }
}
