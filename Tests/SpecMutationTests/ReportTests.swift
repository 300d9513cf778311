import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// Every report format on the toy product (golden files), the JSON report in the mutation-testing-report
/// schema's shape, and `mutate diff`.
@Suite struct ReportTests {
    static func toyReport() throws -> MutationReport {
        let (product, sources) = try ToyMutation.prepared()
        var all = sources
        let plan = MutationPipeline.plan(product, project: ToyMutation.project, sources: &all)
        return MutationReport(products: [
            try MutationPipeline.run(plan, product, runner: ToyMutation.runner(), sources: all).get()
        ])
    }

    @Test("every format of the toy report matches its golden file", arguments: ["text", "json", "md", "junit"])
    func golden(format: String) throws {
        let renderer = try #require(MutationRenderers.registry.renderer(format))
        GoldenFile.check(
            renderer.render(try Self.toyReport(), context: .init(version: "0.0.0-test")),
            against: "mutate-toy.\(format).txt")
    }

    @Test("the JSON report has the schema's required keys, statuses and mutant fields; JUnit is well-formed XML")
    func jsonShape() throws {
        let report = try Self.toyReport()
        let text = MutationJSONRenderer().render(report, context: .init(version: "t"))
        let root = try #require(JSONParser().parse(text).root)
        #expect(root["schemaVersion"]?.string == "2")
        #expect(root["thresholds"]?["high"] != nil && root["thresholds"]?["low"] != nil)
        let files = try #require(root["files"]?.members)
        #expect(
            files.map(\.key).sorted() == [
                "Tests/Fixtures/toy/Spec/toy/events.json", "Tests/Fixtures/toy/Spec/toy/machines/vending.json",
            ])
        let allowed = Set([
            "Killed", "Survived", "NoCoverage", "CompileError", "RuntimeError", "Timeout", "Ignored", "Pending",
        ])
        for file in files {
            #expect(file.value["language"]?.string == "json")
            #expect(file.value["source"]?.string?.isEmpty == false)
            for mutant in file.value["mutants"]?.items ?? [] {
                for key in ["id", "mutatorName", "replacement", "status"] {
                    #expect(mutant[key]?.string != nil, "\(key)")
                }
                #expect(allowed.contains(mutant["status"]?.string ?? ""))
                #expect(mutant["location"]?["start"]?["line"] != nil && mutant["location"]?["end"]?["column"] != nil)
            }
        }
        #expect(WellFormedXML.problem(in: MutationJUnitRenderer().render(report, context: .init(version: "t"))) == nil)
    }

    @Test("reports are byte-identical across runs")
    func deterministic() throws {
        let a = MutationJSONRenderer().render(try Self.toyReport(), context: .init(version: "t"))
        let b = MutationJSONRenderer().render(try Self.toyReport(), context: .init(version: "t"))
        #expect(a == b)
    }

    @Test("mutate diff reads two JSON reports: newly surviving, newly killed, score change, regression")
    func reportDiff() throws {
        let report = try Self.toyReport()
        func with(_ status: MutantStatus, for id: String) -> String {
            var changed = report
            changed.products[0].results = report.products[0].results.map { r in
                var r = r
                if r.mutant.id == id { r.status = status }
                return r
            }
            return MutationJSONRenderer().render(changed, context: .init(version: "t"))
        }
        // Old: item_vended's required property survived; new: it is killed, and the jam transition's drop survives.
        let old = with(.survived, for: "require-property:item_vended")
        let new = with(.survived, for: "drop-transition:vending/Idle.jam#0")
        let before = try MutationReportDiff.entries(Array(old.utf8), file: "old.json").get()
        let after = try MutationReportDiff.entries(Array(new.utf8), file: "new.json").get()
        let forward = MutationReportDiff(old: before, new: after)
        #expect(forward.newlyKilled.map(\.id) == ["require-property:item_vended"])
        #expect(forward.newlySurviving.map(\.id) == ["drop-transition:vending/Idle.jam#0"])
        #expect(forward.regressed)
        GoldenFile.check(forward.renderText(oldLabel: "old.json", newLabel: "new.json"), against: "mutate-diff.txt")
        let same = MutationReportDiff(old: after, new: after)
        #expect(!same.regressed && same.newlySurviving.isEmpty && same.newlyKilled.isEmpty)
    }

    @Test("a file that is not a mutation report is a located error")
    func invalidReport() {
        guard
            case .failure(let problems) = MutationReportDiff.entries(
                Array(#"{"files": {"a.json": {"mutants": [{"id": "x", "status": "Killd"}]}}}"#.utf8), file: "r.json")
        else {
            Issue.record("accepted")
            return
        }
        #expect(problems.diagnostics.first?.code == "mutation.invalid-report")
        #expect(problems.diagnostics.first?.message.contains("did you mean \"Killed\"?") == true)
        #expect(problems.diagnostics.first?.jsonPointer == "/files/a.json/mutants/0/status")
    }
}
