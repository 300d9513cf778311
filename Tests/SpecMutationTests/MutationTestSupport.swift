import Conformance
import SpecConformTestSupport
import SpecModel
import SpecPipeline
import Testing

@testable import SpecMutation

/// The toy product, prepared as `mutate` prepares it, and its mutants run with the correct toy subject.
enum ToyMutation {
    static let project = Project(
        specRoot: "Tests/Fixtures/toy/Spec", traceabilityRoot: "Tests/Fixtures/toy/Traceability",
        workingDirectory: PackagePaths.root)

    static func prepared() throws -> (PreparedProduct, SourceFiles) {
        let preparation = try Pipeline.prepare(project).get()
        #expect(!preparation.hasErrors, "\(preparation.diagnostics)")
        return (try #require(preparation.products.first), preparation.sources)
    }

    static func runner(defect: ToyVending.Defect? = nil, jobs: Int = 2) -> MutationRunner {
        let (subjects, rules) = ToyFixture.registries(defect: defect)
        return MutationRunner(subjects: subjects, rules: rules, jobs: jobs)
    }

    /// Every toy mutant's result, by ID.
    static func results(operators: [String] = []) throws -> [String: MutantResult] {
        let (product, sources) = try prepared()
        var all = sources
        let plan = MutationPipeline.plan(product, project: project, operators: operators, sources: &all)
        let mutation = try MutationPipeline.run(plan, product, runner: runner(), sources: all).get()
        return Dictionary(uniqueKeysWithValues: mutation.results.map { ($0.mutant.id, $0) })
    }
}
