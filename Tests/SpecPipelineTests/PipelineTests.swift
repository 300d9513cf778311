import Conformance
import Foundation
import SpecConformTestSupport
import SpecPipeline
import Testing
import Traceability

/// The public pipeline on the toy product: each stage from one named type to the next, as a user's own
/// executable calls them.
@Suite struct PipelineTests {
    static let project = Project(
        specRoot: "Tests/Fixtures/toy/Spec", traceabilityRoot: "Tests/Fixtures/toy/Traceability",
        workingDirectory: PackagePaths.root)

    func prepared() throws -> PreparedProduct {
        let preparation = try Pipeline.prepare(Self.project).get()
        #expect(!preparation.hasErrors, "\(preparation.diagnostics)")
        #expect(preparation.products.map(\.product) == ["toy"])
        return try #require(preparation.products.first)
    }

    @Test("prepare loads the bundle, scenarios, policy and gate of every product")
    func prepare() throws {
        let product = try prepared()
        #expect(product.bundle.machines.map(\.id) == ["vending"])
        #expect(!product.scenarios.isEmpty)
        #expect(product.gate != nil)
    }

    @Test("an unknown product fails the load stage with the available products and a did-you-mean")
    func unknownProduct() {
        guard case .failure(let error) = Pipeline.prepare(Self.project, products: ["toys"]) else {
            Issue.record("an unknown product was accepted")
            return
        }
        #expect(error.available == ["toy"])
        #expect(error.suggestion == "toy")
        #expect(error.message.contains("did you mean 'toy'?"))
    }

    @Test("verify → evaluate → gate: the correct subject passes every check and the gate")
    func correctSubjectPasses() throws {
        let product = try prepared()
        let (subjects, checks) = ToyFixture.registries(defect: nil)
        let run = Pipeline.verify(product, subjects: subjects, checks: checks)
        #expect(run.failed == 0 && run.passed > 0)
        let report = Pipeline.evaluate(run, product, today: "2026-01-01")
        #expect(report.summary[.failing] == 0)
        #expect(report.status("TOY-RULE-01") == .covered)
        let gate = try #require(Pipeline.gate(report, product, today: "2026-01-01"))
        #expect(gate.pass)
        #expect(Pipeline.verification(product, subjects: subjects, checks: checks, today: "2026-01-01").passed)
    }

    @Test("negative control: a planted defect fails checks, makes IDs failing and fails the verification")
    func defectFails() throws {
        let product = try prepared()
        let (subjects, checks) = ToyFixture.registries(defect: .wrongTargetState)
        let verification = Pipeline.verification(product, subjects: subjects, checks: checks, today: "2026-01-01")
        #expect(verification.run.failed > 0)
        #expect(verification.report.summary[.failing] > 0)
        #expect(verification.gate?.pass == false)
        #expect(!verification.passed)
    }

    @Test("the gate's baseline reaches the Markdown summary, which then says what changed since it")
    func baselineInSummary() throws {
        var product = try prepared()
        let (subjects, checks) = ToyFixture.registries(defect: nil)
        let plain = Pipeline.verification(product, subjects: subjects, checks: checks, today: "2026-01-01")
        let summary = { (v: Verification) in
            Pipeline.render(v, formats: ["md-summary"], version: "test").first?.contents ?? ""
        }
        #expect(!summary(plain).contains("## Changed since the baseline"), "no baseline, no section")
        var baseline = plain.report
        baseline.entries[0].status = .uncovered
        product.baseline = CoverageReport(product: baseline.product, entries: baseline.entries)
        let ratcheted = Pipeline.verification(product, subjects: subjects, checks: checks, today: "2026-01-01")
        #expect(ratcheted.baseline == product.baseline)
        let text = summary(ratcheted)
        #expect(text.contains("## Changed since the baseline"))
        #expect(text.contains("**Better**\n\n- `\(baseline.entries[0].id)` uncovered → covered"))
    }

    @Test("render gives one file per format, byte-identical on a second run; write puts them in the folder")
    func renderAndWrite() throws {
        let product = try prepared()
        let (subjects, checks) = ToyFixture.registries(defect: nil)
        let verification = Pipeline.verification(product, subjects: subjects, checks: checks, today: "2026-01-01")
        let all = Pipeline.render(verification, version: "test")
        #expect(
            all.map(\.fileName).sorted() == [
                "coverage-summary.md", "coverage.html", "coverage.json", "coverage.md", "junit.xml",
            ])
        #expect(all == Pipeline.render(verification.report, gate: verification.gate, version: "test"))
        #expect(Pipeline.render(verification, formats: ["json"], version: "test").map(\.fileName) == ["coverage.json"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try Pipeline.write(all, into: folder, Self.project)
        #expect(written.count == 5)
        #expect(FileManager.default.fileExists(atPath: folder + "/coverage.json"))
    }

    @Test("products register through one list: every product's subjects and rule checks reach the registries")
    func registering() {
        var rules = RuleCheckRegistry()
        let subjects = SubjectRegistry.registering([ToyVerification.self], rules: &rules)
        #expect(subjects.elements(.machine, product: "toy") == ["vending"])
        #expect(rules.checks(product: "toy").map(\.ruleID) == ["TOY-RULE-01"])
    }
}

/// The toy product's conformance side, as a product declares it.
enum ToyVerification: ProductVerification {
    static let product = "toy"

    static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        subjects.register(.machine, product: product, elements: ["vending"]) { ToyVendingSubject(defect: nil) }
        for check in ToyFixture.registries(defect: nil).1.checks(product: product) {
            rules.register(product: product, check)
        }
    }
}
