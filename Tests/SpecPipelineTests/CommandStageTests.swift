import Conformance
import Foundation
import SpecConformTestSupport
import SpecDiff
import SpecModel
import SpecMutation
import SpecPipeline
import StateMachine
import Testing

/// The stages `lint`, `paths`, `diff`, `events`, `trace`, `explain` and `mutate` are built from, called on the toy
/// product as a user's own executable calls them; each with a negative control that the stage reports.
@Suite struct CommandStageTests {
    static let project = PipelineTests.project
    static let broken = Project(
        specRoot: "Tests/Fixtures/bad-input/Spec", traceabilityRoot: "Tests/Fixtures/bad-input/Traceability",
        workingDirectory: PackagePaths.root)

    func loaded(_ project: Project = Self.project, products: [String] = []) throws -> LoadedSpec {
        try Pipeline.load(project, products: products).get()
    }

    func bundle() throws -> SpecBundle {
        try Pipeline.bundle(try loaded(), Self.project, product: "toy").get()
    }

    @Test("lint: the toy spec is clean; negative control: a broken spec fails with its errors")
    func lint() throws {
        let clean = Pipeline.lint(try loaded(), Self.project)
        #expect(clean.products == ["toy"])
        #expect(clean.errors == 0 && !clean.hasLoadErrors && !clean.fails(strict: false), "\(clean.diagnostics)")
        let broken = Pipeline.lint(try loaded(Self.broken), Self.broken)
        #expect(broken.errors > 0)
        #expect(broken.fails(strict: false))
    }

    @Test("bundle: the toy product's bundle; negative control: a spec with errors is invalid input")
    func bundleStage() throws {
        #expect(try bundle().machines.map(\.id) == ["vending"])
        let spec = try loaded(Self.broken)
        let product = try #require(spec.products.first)
        guard case .failure(let error) = Pipeline.bundle(spec, Self.broken, product: product) else {
            Issue.record("a spec with errors gave a bundle")
            return
        }
        #expect(error.diagnostics.hasErrors)
    }

    @Test("paths: a plan through the vending machine; negative control: an unknown machine, with a did-you-mean")
    func paths() throws {
        let spec = try loaded()
        let plan = try Pipeline.paths(spec, Self.project, product: "toy", machine: "vending").get()
        #expect(plan.machine == "vending")
        #expect(!plan.paths.isEmpty)
        guard
            case .failure(.unknownMachine(let error)) = Pipeline.paths(
                spec, Self.project, product: "toy", machine: "vendng")
        else {
            Issue.record("an unknown machine was planned")
            return
        }
        #expect(error.available == ["vending"] && error.suggestion == "vending")
    }

    @Test("diff: a spec against itself finds nothing; negative control: a removed machine fails at error level")
    func diff() throws {
        let snapshot = try SnapshotReader.read("Tests/Fixtures/toy/Spec", workingDirectory: PackagePaths.root).get()
        let same = try Pipeline.diff(base: snapshot, revision: snapshot, today: "2026-01-01").get()
        #expect(same.findings.isEmpty)
        #expect(!same.fails(at: .error))
        var revision = snapshot
        revision.label = "without-vending"
        #expect(revision.specFiles.removeValue(forKey: "toy/machines/vending.json") != nil)
        let removed = try Pipeline.diff(base: snapshot, revision: revision, today: "2026-01-01").get()
        #expect(removed.fails(at: .error), "\(removed.findings)")
        guard
            case .failure(.unknownProduct(_, let available, let suggestion)) = Pipeline.diff(
                base: snapshot, revision: snapshot, products: ["toys"], today: "2026-01-01")
        else {
            Issue.record("an unknown product was diffed")
            return
        }
        #expect(available == ["toy"] && suggestion == "toy")
    }

    @Test("checkEvents: a valid event passes; negative control: a payload below its schema's minimum is invalid")
    func checkEvents() throws {
        let bundle = try bundle()
        let valid = Pipeline.checkEvents(
            Array(#"{"name": "coin_inserted", "payload": {"credit": 1}}"#.utf8) + [10], against: bundle, jobs: 1)
        #expect(valid.isClean && valid.events == 1)
        let invalid = Pipeline.checkEvents(
            Array(#"{"name": "coin_inserted", "payload": {"credit": 0}}"#.utf8) + [10], against: bundle, jobs: 1)
        #expect(!invalid.isClean && invalid.invalid == 1)
        let schemas = Pipeline.eventSchemas(bundle)
        #expect(schemas.map(\.fileName) == bundle.events.map(\.name).sorted().map { $0 + ".schema.json" })
        #expect(schemas.allSatisfy { $0.text.contains("https://json-schema.org/draft/2020-12/schema") })
    }

    @Test("checkTrace: the good trace follows the spec, with evidence; negative control: the bad trace is reported")
    func checkTrace() throws {
        let bundle = try bundle()
        let read = { (name: String) in try #require(Self.project.read("Tests/Fixtures/traces/" + name)) }
        let good = Pipeline.checkTrace(
            try read("toy-good.jsonl"), against: bundle, options: TraceChecker.Options(collectsEvidence: true),
            trace: "toy-good.jsonl")
        #expect(good.report.isClean, "\(good.report.violations)")
        #expect(good.evidence?.product == "toy")
        let bad = Pipeline.checkTrace(try read("toy-bad.jsonl"), against: bundle, trace: "toy-bad.jsonl")
        #expect(!bad.report.isClean)
        #expect(bad.evidence == nil)
    }

    @Test("explain: TOY-FEAT-001 is explained from the toy product's checks; negative control: an unknown ID")
    func explain() throws {
        let spec = try loaded()
        let (subjects, checks) = ToyFixture.registries(defect: nil)
        let explanation = try Pipeline.explain(
            "TOY-FEAT-001", spec, Self.project, subjects: subjects, checks: checks, today: "2026-01-01"
        ).get()
        #expect(explanation.bundle.product == "toy")
        #expect(explanation.verification.report.entries.contains { $0.id == "TOY-FEAT-001" })
        guard
            case .failure(.unknownID(let error)) = Pipeline.explain(
                "TOY-FEAT-01", spec, Self.project, subjects: subjects, checks: checks, today: "2026-01-01")
        else {
            Issue.record("an unknown ID was explained")
            return
        }
        #expect(error.suggestion == "TOY-FEAT-001")
    }

    @Test(
        "mutate: the toy product's mutants are planned and run; negative controls: an unknown mutant, a failing baseline"
    )
    func mutate() throws {
        let preparation = try Pipeline.prepare(Self.project).get()
        let planning = Pipeline.planMutants(preparation, Self.project, operators: ["drop-transition"])
        #expect(!planning.diagnostics.hasErrors, "\(planning.diagnostics)")
        let plan = try #require(planning.plans.first)
        #expect(!plan.mutants.isEmpty && plan.mutants.allSatisfy { $0.info.operatorName == "drop-transition" })
        let one = try Pipeline.selectMutants([plan.mutants[0].info.id], from: planning.plans).get()
        #expect(one.first?.mutants.count == 1)
        guard case .failure(let unknown) = Pipeline.selectMutants(["no-such-mutant"], from: planning.plans) else {
            Issue.record("an unknown mutant was selected")
            return
        }
        #expect(unknown.id == "no-such-mutant")

        let product = try #require(preparation.products.first)
        let (subjects, checks) = ToyFixture.registries(defect: nil)
        let mutation = try Pipeline.mutate(
            one[0], product, runner: MutationRunner(subjects: subjects, rules: checks, jobs: 1),
            sources: planning.sources
        ).get()
        #expect(mutation.results.count == 1)
        let (defective, defectiveChecks) = ToyFixture.registries(defect: .wrongTargetState)
        guard
            case .failure(let baseline) = Pipeline.mutate(
                one[0], product, runner: MutationRunner(subjects: defective, rules: defectiveChecks, jobs: 1),
                sources: planning.sources)
        else {
            Issue.record("a failing baseline ran mutants")
            return
        }
        #expect(!baseline.failingChecks.isEmpty)
    }

    @Test("compareMutationReports: negative control: a file that is not a mutation report is invalid input")
    func compareMutationReports() {
        let bytes = Array(#"{"kind": "gate"}"#.utf8)
        guard
            case .failure(let error) = Pipeline.compareMutationReports(bytes, file: "old.json", bytes, file: "new.json")
        else {
            Issue.record("a gate file was compared as a mutation report")
            return
        }
        #expect(error.diagnostics.hasErrors)
    }
}
