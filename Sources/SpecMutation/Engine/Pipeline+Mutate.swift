import SpecDiff
import SpecModel
import SpecPipeline

/// The mutants of every prepared product: the output of ``SpecPipeline/Pipeline/planMutants(_:_:operators:)``.
package struct MutantPlanning: Sendable {
    /// One plan per prepared product, in the preparation's order.
    package var plans: [MutationPlan]
    /// The preparation's diagnostics and every plan's (its `mutation.json`).
    package var diagnostics: [Diagnostic]
    /// The preparation's sources and every `mutation.json` read.
    package var sources: SourceFiles
}

/// A mutant ID was asked for that no plan holds.
package struct UnknownMutantError: Error, Hashable, Sendable {
    package var id: String
    /// The closest known mutant ID, if one is close.
    package var suggestion: String?

    /// One line saying what is wrong.
    package var message: String { "no mutant '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") }
}

/// The stages of `specconform mutate`, on `Pipeline` beside the others (they live here because `SpecMutation`
/// depends on `SpecPipeline`):
///
/// ```
/// planMutants(preparation, project) → MutantPlanning
/// selectMutants(ids, plans) / mutantsChanged(since: snapshot, plans, products) → [MutationPlan]
/// mutate(plan, product, runner) → ProductMutation
/// compareMutationReports(old, new) → MutationReportDiff        (`mutate diff`)
/// ```
extension Pipeline {
    /// The plan stage for every product of `preparation`: its mutants by `operators` (every operator when empty),
    /// with its declared equivalents read. Reads each product's `mutation.json`.
    package static func planMutants(_ preparation: Preparation, _ project: Project, operators: [String] = [])
        -> MutantPlanning
    {
        var planning = MutantPlanning(plans: [], diagnostics: preparation.diagnostics, sources: preparation.sources)
        for product in preparation.products {
            let plan = MutationPipeline.plan(
                product, project: project, operators: operators, sources: &planning.sources)
            planning.diagnostics += plan.diagnostics
            planning.plans.append(plan)
        }
        return planning
    }

    /// Keeps only the mutants `ids` names (every mutant when empty). Pure.
    package static func selectMutants(_ ids: [String], from plans: [MutationPlan]) -> Result<
        [MutationPlan], UnknownMutantError
    > {
        guard !ids.isEmpty else { return .success(plans) }
        let known = plans.flatMap { $0.mutants.map(\.info.id) }
        for id in ids where !known.contains(id) {
            return .failure(UnknownMutantError(id: id, suggestion: Suggestions.didYouMean(id, among: known)))
        }
        return .success(
            plans.map { plan in
                var plan = plan
                plan.mutants = plan.mutants.filter { ids.contains($0.info.id) }
                return plan
            })
    }

    /// `--since`: each plan keeps the mutants of elements changed since `base` (the product's findings of a diff
    /// from `base` to the prepared spec). Fails with the base's errors when it has some. Pure: `base` is read already.
    package static func mutantsChanged(
        since base: Snapshot, plans: [MutationPlan], _ products: [PreparedProduct]
    ) -> Result<[MutationPlan], InvalidInputError> {
        var base = LoadedSnapshot(base)
        let selected = zip(plans, products).map { plan, product in
            var plan = plan
            let findings = ChangedElements.findings(
                base: base.side(product.product),
                revision: DiffSide(bundle: product.bundle, scenarios: product.scenarios))
            plan.mutants = ChangedElements.select(plan.mutants, product: product.product, findings: findings)
            return plan
        }
        let problems = base.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty {
            return .failure(InvalidInputError(diagnostics: problems.sorted(), sources: SourceFiles(base.sources)))
        }
        return .success(selected)
    }

    /// The run stage of one product: the baseline (every check of the unchanged spec must pass), then every mutant
    /// of `plan` through `runner`.
    package static func mutate(
        _ plan: MutationPlan, _ product: PreparedProduct, runner: MutationRunner, sources: SourceFiles,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result<ProductMutation, BaselineFailure> {
        MutationPipeline.run(plan, product, runner: runner, sources: sources, progress: progress)
    }

    /// `mutate diff`: two JSON mutation reports compared (`old` and `new` are their bytes, `oldFile` and `newFile`
    /// their names in diagnostics); fails with the problems of either. Pure.
    package static func compareMutationReports(
        _ old: [UInt8], file oldFile: String, _ new: [UInt8], file newFile: String
    ) -> Result<MutationReportDiff, InvalidInputError> {
        var sides: [[MutationReportDiff.Entry]] = []
        var sources = SourceFiles()
        var problems: [Diagnostic] = []
        for (bytes, file) in [(old, oldFile), (new, newFile)] {
            sources.add(file, bytes: bytes)
            switch MutationReportDiff.entries(bytes, file: file) {
            case .failure(let failure): problems += failure.diagnostics
            case .success(let entries): sides.append(entries)
            }
        }
        if !problems.isEmpty { return .failure(InvalidInputError(diagnostics: problems.sorted(), sources: sources)) }
        return .success(MutationReportDiff(old: sides[0], new: sides[1]))
    }
}
