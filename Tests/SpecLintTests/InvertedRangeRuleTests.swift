import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.inverted-range")
struct InvertedRangeRuleTests {
    @Test("lint.inverted-range: first ID after last")
    func invertedRange() throws {
        let files = [
            "surfaces.json": UndefinedReferenceRuleTests.surfaces(traces: #""ADR-001", "FEAT-A-003 to FEAT-A-001""#)
        ]
        let found = LintFixture.findings("lint.inverted-range", files)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .error)
        #expect(d.position == "3:24")
        #expect(d.jsonPointer == "/surfaces/0/traces/1")
        #expect(d.message == #"range is inverted: "FEAT-A-003" comes after "FEAT-A-001""#)
        #expect(LintFixture.findings("lint.invalid-range", files).isEmpty)
    }

    @Test("lint.inverted-range: ascending and one-ID ranges give nothing")
    func ascendingRange() {
        let files = [
            "surfaces.json": UndefinedReferenceRuleTests.surfaces(
                traces: #""FEAT-A-001 to FEAT-A-003", "FEAT-A-002 to FEAT-A-002""#)
        ]
        #expect(LintFixture.findings("lint.inverted-range", files).isEmpty)
    }
}
