import Conformance
import SpecModel
import Traceability

/// The plan, execute, evaluate and gate stages for one prepared product. Pure: no I/O.
struct VerifiedProduct {
    var run: ConformanceRun
    var report: CoverageReport
    var gate: GateResult?

    /// Whether every check passed and the gate (if any) passed.
    var passed: Bool { run.failed == 0 && (gate?.pass ?? true) && !run.diagnostics.hasErrors }
}

enum ProductVerification {
    static func verify(_ product: PreparedProduct, environment: SpecConformEnvironment) -> VerifiedProduct {
        let runner = ConformanceRunner(subjects: environment.subjects, rules: environment.rules)
        let run = runner.run(product.bundle, scenarios: product.scenarios)
        let report = CoverageEvaluator.evaluate(
            bundle: product.bundle, checks: run.checks, policy: product.policy, gate: product.gate, today: environment.today,
            unreachableGuardOutcomes: run.unreachableGuardOutcomes)
        let gate = product.gate.map { Gate.evaluate(report, $0, baseline: product.baseline, today: environment.today) }
        return VerifiedProduct(run: run, report: report, gate: gate)
    }
}
