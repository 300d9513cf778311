import Conformance
import SpecModel
import Traceability

/// One requirement ID explained: the output of ``Pipeline/explain(_:_:_:subjects:checks:today:)``.
package struct Explanation: Sendable {
    /// The ID explained.
    package var id: String
    /// The bundle of the product that defines or references it.
    package var bundle: SpecBundle
    /// That product's checks, run in memory, and their coverage and gate.
    package var verification: Verification

    package init(id: String, bundle: SpecBundle, verification: Verification) {
        self.id = id
        self.bundle = bundle
        self.verification = verification
    }
}

/// Why ``Pipeline/explain(_:_:_:subjects:checks:today:)`` explained nothing.
package enum ExplainFailure: Error, Sendable {
    /// The spec (or the product's traceability files) has errors.
    case invalidInput(InvalidInputError)
    /// No product defines or references the ID: an answer, not a usage error.
    case unknownID(UnknownIDError)
    /// The product could not be prepared, with nothing more to say.
    case unprepared
}

/// No product defines or references an ID.
package struct UnknownIDError: Error, Hashable, Sendable {
    package var id: String
    /// The closest known ID, if one is close.
    package var suggestion: String?

    /// One line saying what is wrong.
    package var message: String {
        "no product defines or references '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
}

extension Pipeline {
    /// The explain stage: the first product that defines or references `id`, prepared and verified in memory
    /// (prepare → verification; nothing is written).
    package static func explain(
        _ id: String, _ spec: LoadedSpec, _ project: Project, subjects: SubjectRegistry, checks: RuleCheckRegistry,
        today: String
    ) -> Result<Explanation, ExplainFailure> {
        explain(id, spec, project, today: today) { _, _ in (subjects, checks) }
    }

    /// ``explain(_:_:_:subjects:checks:today:)`` with the registries chosen for the product that owns the ID, once it
    /// is prepared: `registries` may start the product's subject processes (`subjects.json`), as `check` does; nil
    /// from it ends the explanation as invalid input.
    package static func explain(
        _ id: String, _ spec: LoadedSpec, _ project: Project, today: String,
        registries: (PreparedProduct, inout Preparation) -> (SubjectRegistry, RuleCheckRegistry)?
    ) -> Result<Explanation, ExplainFailure> {
        let owners = spec.load.catalog.bundles.filter { $0.idIndex.contains(id) || !$0.references(to: id).isEmpty }
        let problems = spec.diagnostics(root: project.specRoot).filter { $0.severity == .error }
        if owners.isEmpty && spec.products.isEmpty && problems.hasErrors {
            return .failure(.invalidInput(InvalidInputError(diagnostics: problems, sources: spec.sources)))
        }
        guard let bundle = owners.first else {
            let known = spec.load.catalog.bundles.flatMap(\.idIndex.ids)
            return .failure(.unknownID(UnknownIDError(id: id, suggestion: Suggestions.didYouMean(id, among: known))))
        }
        var scoped = spec
        scoped.products = [bundle.product]
        var prepared = prepare(scoped, project)
        let invalid = { (prepared: Preparation) -> Result<Explanation, ExplainFailure> in
            .failure(
                .invalidInput(
                    InvalidInputError(
                        diagnostics: prepared.diagnostics.filter { $0.severity == .error }, sources: prepared.sources)))
        }
        if prepared.hasErrors { return invalid(prepared) }
        guard let product = prepared.products.first else { return .failure(.unprepared) }
        guard let (subjects, checks) = registries(product, &prepared), !prepared.hasErrors else {
            return invalid(prepared)
        }
        let verification = verification(product, subjects: subjects, checks: checks, today: today)
        return .success(Explanation(id: id, bundle: bundle, verification: verification))
    }
}
