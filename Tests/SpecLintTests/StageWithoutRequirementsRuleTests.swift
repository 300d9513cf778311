import SpecLint
import SpecModel
import Testing

@Suite("lint.stage-without-requirements")
struct StageWithoutRequirementsRuleTests {
    static func files(_ stages: String) -> [String: String] {
        ["stages.json": #"{"kind": "stages", "version": 1, "product": "demo", "stages": ["# + stages + "]}"]
    }

    @Test("lint.stage-without-requirements: an empty stage that is not manual is an error, located at its ID")
    func emptyStage() throws {
        let files = Self.files(#"{"id": "G0", "title": "Shell"}"#)
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.stage-without-requirements", files)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/stages/0/id")
        #expect(d.message.hasPrefix(#"stage "G0" requires no ID and no check, so it could pass on nothing"#))
    }

    @Test("lint.stage-without-requirements: a manual stage with its reason, and a stage with requirements, are clean")
    func nearMiss() {
        let files = Self.files(
            #"{"id": "G0", "manual": "the document names no check for this gate"}, {"id": "G1", "requires": [{"id": "FEAT-A-001"}, {"check": "rule:*", "critical": false}]}"#
        )
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.findings("lint.stage-without-requirements", files).isEmpty)
        #expect(LintFixture.findings("lint.undefined-reference", files).isEmpty)
    }

    @Test("lint.stage-without-requirements: manual and requirements together, or a minimum no run can meet")
    func contradictions() {
        let files = Self.files(
            #"{"id": "G0", "manual": "sign-off", "requires": [{"id": "FEAT-A-001"}]}, {"id": "G1", "minimumPassing": 3, "requires": [{"id": "FEAT-A-001"}]}"#
        )
        let found = LintFixture.findings("lint.stage-without-requirements", files)
        #expect(found.map(\.jsonPointer) == ["/stages/0/id", "/stages/1/minimumPassing"])
        #expect(found.last?.message == #"stage "G1" needs 3 passing requirements but lists only 1"#)
    }

    @Test(
        "stages: a requirement naming an undefined ID is an undefined reference; bad shapes are located decode errors")
    func references() {
        let dangling = Self.files(#"{"id": "G1", "requires": [{"id": "FEAT-A-009"}]}"#)
        #expect(
            LintFixture.findings("lint.undefined-reference", dangling).map(\.jsonPointer) == ["/stages/0/requires/0"])
        let bad = Self.files(
            #"{"id": "G1", "requires": [{"id": "FEAT-A-001", "check": "rule:x"}, {"critical": true}, {"id": "FEAT-A-001", "critcal": true}], "minimumPassing": 0, "manual": " "}"#
        )
        let problems = LintFixture.loadProblems(bad)
        #expect(
            problems.map(\.jsonPointer) == [
                "/stages/0/requires/0", "/stages/0/requires/1", "/stages/0/requires/2/critcal",
                "/stages/0/minimumPassing", "/stages/0/manual",
            ])
        #expect(problems.contains { $0.message.contains("did you mean \"critical\"") })
    }
}
