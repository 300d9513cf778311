import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.journey-undefined-feature")
struct JourneyUndefinedFeatureRuleTests {
    @Test("lint.journey-undefined-feature: undefined IDs, ranges and non-features")
    func undefinedFeatures() throws {
        let found = LintFixture.findings("lint.journey-undefined-feature", JourneyFixture.broken)
        #expect(found.map(\.position) == ["3:29", "4:46", "4:74"])
        #expect(
            found.map(\.jsonPointer) == [
                "/journeys/0/features/1", "/journeys/0/steps/0/features/0", "/journeys/0/steps/0/features/1",
            ])
        #expect(found.allSatisfy { $0.severity == .error && $0.file == JourneyFixture.path })
        #expect(
            found.map(\.message) == [
                #"journey "JRN-P01" names feature "FEAT-A-009", which is not defined"#,
                #"step "JRN-P01-S1" of journey "JRN-P01" names features "FEAT-A-002 to FEAT-A-004"; not defined as feature: "FEAT-A-004""#,
                #"step "JRN-P01-S1" of journey "JRN-P01" names feature "UI-LIB-001", which is a surface, not a feature"#,
            ])
    }

    @Test("lint.journey-undefined-feature: journey references are not also undefined references")
    func notReportedTwice() {
        #expect(LintFixture.findings("lint.undefined-reference", JourneyFixture.broken).isEmpty)
    }

    @Test("lint.journey-undefined-feature: defined features (any scope) give nothing")
    func definedFeatures() {
        #expect(LintFixture.loadProblems(JourneyFixture.valid).isEmpty)
        #expect(LintFixture.lint(JourneyFixture.valid).isEmpty)
    }
}
