import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.journey-undefined-ui")
struct JourneyUndefinedUIRuleTests {
    @Test("lint.journey-undefined-ui: a step names an undefined surface")
    func undefinedSurface() throws {
        let found = LintFixture.findings("lint.journey-undefined-ui", JourneyFixture.broken)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .error)
        #expect(d.file == JourneyFixture.path)
        #expect(d.position == "4:96")
        #expect(d.jsonPointer == "/journeys/0/steps/0/ui/0")
        #expect(
            d.message == #"step "JRN-P01-S1" of journey "JRN-P01" names surface "UI-LIB-002", which is not defined"#)
    }

    @Test("lint.journey-undefined-ui: a feature ID in ui is not a surface")
    func featureInUI() throws {
        let files = JourneyFixture.files(journeyFeatures: "", stepFeatures: "", ui: #""FEAT-A-001""#)
        let found = LintFixture.findings("lint.journey-undefined-ui", files)
        #expect(
            found.map(\.message) == [
                #"step "JRN-P01-S1" of journey "JRN-P01" names surface "FEAT-A-001", which is a feature, not a surface"#
            ])
    }

    @Test("lint.journey-undefined-ui: defined surfaces give nothing")
    func definedSurface() {
        #expect(LintFixture.findings("lint.journey-undefined-ui", JourneyFixture.valid).isEmpty)
    }
}
