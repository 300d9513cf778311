import Foundation
import SpecConformTestSupport
import Testing

/// `diff` reads a DMN file a decisions file references on each side: a rule output changed in the DMN file alone is
/// reported, located in the DMN file.
@Suite struct ReferencedDecisionDiffTests {
    @Test("diff between two versions where only the DMN file changed reports the rule's output change")
    func diffSeesTheOriginal() throws {
        let base = try SubjectFixture.temporaryFolder("specconform-dmn-base")
        let revision = try SubjectFixture.temporaryFolder("specconform-dmn-revision")
        defer {
            try? FileManager.default.removeItem(atPath: base)
            try? FileManager.default.removeItem(atPath: revision)
        }
        for root in [base, revision] {
            for folder in ["Spec", "dmn"] {
                try FileManager.default.copyItem(
                    atPath: PackagePaths.fixture("import/dmn/toy/" + folder), toPath: root + "/" + folder)
            }
        }
        try ReferencedScenarioCheckTests.edit(
            revision + "/dmn/fees.dmn", "<outputEntry><text>5</text></outputEntry>",
            "<outputEntry><text>6</text></outputEntry>")
        let diff = CLIRun(["diff", base, revision])
        #expect(diff.out.contains("decision.output-changed"), "\(diff.transcript)")
        #expect(diff.out.contains("dmn/fees.dmn:16:"), "\(diff.transcript)")
        let same = CLIRun(["diff", base, base])
        #expect(!same.out.contains("decision."), "\(same.transcript)")
    }
}
