import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.invalid-range")
struct InvalidRangeRuleTests {
    @Test("lint.invalid-range: ends with different prefixes or widths")
    func malformedRanges() throws {
        let files = [
            "surfaces.json": UndefinedReferenceRuleTests.surfaces(
                traces: #""FEAT-A-001 to FEAT-B-003", "FEAT-A-001 to FEAT-A-01""#)
        ]
        let found = LintFixture.findings("lint.invalid-range", files)
        #expect(found.map(\.position) == ["3:13", "3:41"])
        #expect(found.map(\.jsonPointer) == ["/surfaces/0/traces/0", "/surfaces/0/traces/1"])
        #expect(found.first?.message == #"range ends "FEAT-A-001" and "FEAT-B-003" have different prefixes"#)
        #expect(
            found.last?.message == #"range ends "FEAT-A-001" and "FEAT-A-01" have numeric suffixes of different widths"#
        )
        #expect(LintFixture.findings("lint.inverted-range", files).isEmpty)
    }

    @Test("lint.invalid-range: a well-formed range gives nothing")
    func wellFormedRange() {
        let files = ["surfaces.json": UndefinedReferenceRuleTests.surfaces(traces: #""FEAT-A-001 to FEAT-A-003""#)]
        #expect(LintFixture.findings("lint.invalid-range", files).isEmpty)
    }
}
