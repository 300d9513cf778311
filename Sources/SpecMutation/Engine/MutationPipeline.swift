import Conformance
import Foundation
import SpecModel
import SpecPipeline

/// The stages of `specconform mutate` for one product, each a function from one named type to the next:
///
/// ```
/// plan(prepared, project) → MutationPlan        (list mutants, read mutation.json, match declared equivalents)
/// run(plan, prepared, runner) → ProductMutation (baseline, then every mutant in parallel)
/// ```
package enum MutationPipeline {
    /// The mutants of `product` by `operators` (every operator when empty), with the declared equivalent ones.
    /// Reads `Traceability/<product>/mutation.json` when present (its bytes are added to `sources`).
    package static func plan(
        _ product: PreparedProduct, project: Project, operators: [String] = [], sources: inout SourceFiles
    ) -> MutationPlan {
        let locator = SpecLocator(sources: sources)
        let all = MutationOperators.mutants(of: product.bundle, locator: locator)
        var plan = MutationPlan(
            product: product.product,
            mutants: operators.isEmpty ? all : all.filter { operators.contains($0.info.operatorName) })
        plan.ignored = InferredEquivalence.resolve(all.map(\.info), in: product.bundle, scenarios: product.scenarios)
            .merging(DecisionEquivalence.resolve(all, in: product.bundle)) { first, _ in first }
            .merging(
                RefusalEquivalence.resolve(all.map(\.info), in: product.bundle, scenarios: product.scenarios)
            ) { first, _ in first }
            .merging(
                TransitionOrderEquivalence.resolve(all.map(\.info), in: product.bundle, scenarios: product.scenarios)
            ) { first, _ in first }
            .merging(InvariantWeakening.resolve(all, in: product.bundle)) { first, _ in first }
            .merging(AssignmentEquivalence.resolve(all.map(\.info), in: product.bundle)) { first, _ in first }
            .merging(UnitEquivalence.resolve(all.map(\.info), in: product.bundle)) { first, _ in first }
        let path = project.layout.path(.mutation, of: product.product)
        guard let bytes = project.read(path) else { return plan }
        sources.add(path, bytes: bytes)
        plan.equivalentsFile = path
        let decoded = CoverageFileLoader.decodeMutation(bytes, file: path, product: product.product)
        plan.diagnostics += decoded.diagnostics
        if let settings = decoded.value {
            let resolved = EquivalentMutants.resolve(settings, mutants: all.map(\.info))
            plan.ignored.merge(resolved.ignored) { _, declared in declared }
            plan.diagnostics += resolved.diagnostics
        }
        plan.diagnostics.sort()
        return plan
    }

    /// Runs the baseline (every check of the unchanged spec, which must pass), then every mutant of `plan`.
    package static func run(
        _ plan: MutationPlan, _ product: PreparedProduct, runner: MutationRunner, sources: SourceFiles,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result<ProductMutation, BaselineFailure> {
        let kept = runner.baselineKeepingReuse(product.bundle, scenarios: product.scenarios)
        let baseline = kept.run
        let failing = baseline.checks.filter { $0.status != .passed }.map(\.id)
        if baseline.diagnostics.hasErrors || !failing.isEmpty {
            return .failure(
                BaselineFailure(
                    product: product.product, failingChecks: failing,
                    diagnostics: baseline.diagnostics.filter { $0.severity == .error }))
        }
        let results = runner.run(
            plan.mutants, bundle: product.bundle, scenarios: product.scenarios, ignored: plan.ignored, baseline: kept,
            progress: progress)
        var texts: [String: String] = [:]
        for file in Set(results.map(\.mutant.origin.file)) {
            if let bytes = sources.bytes(of: file) { texts[file] = String(decoding: bytes, as: UTF8.self) }
        }
        return .success(
            ProductMutation(
                product: product.product, results: results, baselineChecks: baseline.checks.count,
                minimumScore: product.gate?.minimumMutationScore, equivalentsFile: plan.equivalentsFile, sources: texts)
        )
    }
}

/// The mutants to run for one product.
package struct MutationPlan: Sendable {
    package var product: String
    /// The mutants to run (declared equivalent ones included: they are reported `Ignored`, not run).
    package var mutants: [Mutant]
    /// Equivalent mutants, declared in `mutation.json` or inferred by the engine (`InferredEquivalence`): ID → reason.
    package var ignored: [String: String] = [:]
    /// Problems in `mutation.json` (an unknown mutant ID is an error).
    package var diagnostics: [Diagnostic] = []
    /// `Traceability/<product>/mutation.json`, when the product has one.
    package var equivalentsFile: String?

    package init(product: String, mutants: [Mutant]) {
        self.product = product
        self.mutants = mutants
    }
}

/// The unchanged spec does not pass its own checks: mutation testing needs a passing baseline.
package struct BaselineFailure: Error, Sendable {
    package var product: String
    package var failingChecks: [String]
    package var diagnostics: [Diagnostic]

    package var message: String {
        let checks =
            failingChecks.isEmpty
            ? ""
            : "; failing checks: " + failingChecks.prefix(5).joined(separator: ", ")
                + (failingChecks.count > 5 ? ", …" : "")
        return
            "the baseline of \(product) does not pass (\(failingChecks.count) checks fail, \(diagnostics.count) errors)\(checks); mutation testing needs a passing check"
    }
}
