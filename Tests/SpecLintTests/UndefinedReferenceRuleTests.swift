import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.undefined-reference")
struct UndefinedReferenceRuleTests {
    static func surfaces(traces: String) -> String {
        """
        {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [
        {"id": "UI-LIB-001", "name": "Library",
         "traces": [\(traces)]}]}
        """
    }

    @Test("lint.undefined-reference: an ID and a range naming undefined IDs")
    func undefinedIDAndRange() throws {
        let files = ["surfaces.json": Self.surfaces(traces: #""FEAT-A-009", "FEAT-A-002 to FEAT-A-005", "ADR-001""#)]
        let found = LintFixture.findings("lint.undefined-reference", files)
        #expect(found.map(\.position) == ["3:13", "3:27"])
        #expect(found.map(\.jsonPointer) == ["/surfaces/0/traces/0", "/surfaces/0/traces/1"])
        #expect(found.allSatisfy { $0.severity == .error && $0.file == LintFixture.path("surfaces.json") })
        #expect(
            found.first?.message
                == #""FEAT-A-009" matches the feature ID pattern but is not defined; did you mean "FEAT-A-001"?"#)
        #expect(
            found.last?.message
                == #"range "FEAT-A-002 to FEAT-A-005" names 2 undefined feature IDs: "FEAT-A-004", "FEAT-A-005""#)
    }

    @Test("lint.undefined-reference: defined IDs, covered ranges and externals give nothing")
    func definedReferences() {
        let files = [
            "surfaces.json": Self.surfaces(
                traces: #""FEAT-A-001 to FEAT-A-003", "FEAT-B-001", "ADR-001", "/spec/06-data-model/ §6.2""#)
        ]
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.lint(files).isEmpty)
    }
}
