import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.unknown-reference")
struct UnknownReferenceRuleTests {
    @Test("lint.unknown-reference: a reference matching no pattern")
    func unknownReference() throws {
        let files = ["surfaces.json": UndefinedReferenceRuleTests.surfaces(traces: #""FEAT-A-1""#)]
        let found = LintFixture.lint(files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.unknown-reference")
        #expect(d.severity == .error)
        #expect(d.position == "3:13")
        #expect(d.jsonPointer == "/surfaces/0/traces/0")
        #expect(
            d.message
                == #""FEAT-A-1" in "traces" matches no ID or external pattern of the product; did you mean "FEAT-A-001"?"#
        )
    }

    @Test("lint.unknown-reference: externals and defined unpatterned IDs are known")
    func knownReferences() {
        let journeys = """
            {"kind": "journeys", "version": 1, "product": "demo", "journeys": [
            {"id": "JRN-P01", "title": "Open", "type": "primary", "scope": "in",
             "steps": [{"id": "JRN-P01-S1"}],
             "decisions": [{"id": "JRN-P01-D1", "question": "Again?", "outcomes": [{"answer": "yes", "next": "JRN-P01-S1"}]}]}]}
            """
        let files = [
            "surfaces.json": UndefinedReferenceRuleTests.surfaces(traces: #""ADR-001", "/spec/06-data-model/ §6.2""#),
            "journeys.json": journeys,
        ]
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.findings("lint.unknown-reference", files).isEmpty)
    }
}
