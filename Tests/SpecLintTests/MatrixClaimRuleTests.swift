import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.matrix-claim")
struct MatrixClaimRuleTests {
    /// The claim's `count` value is at line 3, column 61 when `count` is one digit.
    static func files(count: Int, scope: String?, rowFeatures: String, idKind: String = "feature") -> [String: String] {
        let scopeText = scope.map { #", "scope": "\#($0)""# } ?? ""
        let traceability = """
            {"kind": "traceability", "version": 1, "product": "demo", "matrices": [
            {"id": "MATRIX-1", "title": "Matrix",
             "claims": [{"id": "CLAIM-1", "idKind": "\(idKind)", "count": \(count)\(scopeText)}],
             "rows": [{"id": "ROW-1", "features": [\(rowFeatures)], "references": ["ADR-001"]}]}]}
            """
        return ["traceability.json": traceability]
    }

    @Test("lint.matrix-claim: right count, wrong set: missing and extra IDs are named")
    func wrongSetRightCount() throws {
        let found = LintFixture.lint(
            Self.files(count: 3, scope: "in", rowFeatures: #""FEAT-A-001 to FEAT-A-002", "FEAT-B-001""#))
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.matrix-claim")
        #expect(d.severity == .error)
        #expect(d.file == LintFixture.path("traceability.json"))
        #expect(d.position == "3:61")
        #expect(d.jsonPointer == "/matrices/0/claims/0/count")
        #expect(
            d.message
                == #"claim "CLAIM-1" of matrix "MATRIX-1" does not hold: missing (defined, scope in, in no row): "FEAT-A-003"; "#
                + "extra (named, not defined with scope in): FEAT-B-001 (scope out)")
    }

    @Test("lint.matrix-claim: a count the rows do not reach")
    func wrongCount() throws {
        let found = LintFixture.findings(
            "lint.matrix-claim", Self.files(count: 4, scope: nil, rowFeatures: #""FEAT-A-001 to FEAT-A-003""#))
        #expect(
            found.map(\.message) == [
                #"claim "CLAIM-1" of matrix "MATRIX-1" does not hold: the rows name 3 distinct feature IDs, not 4"#
            ])
        #expect(found.map(\.position) == ["3:61"])
    }

    @Test("lint.matrix-claim: an unknown idKind")
    func unknownKind() throws {
        let found = LintFixture.findings(
            "lint.matrix-claim", Self.files(count: 3, scope: nil, rowFeatures: #""FEAT-A-001""#, idKind: "widget"))
        #expect(found.count == 1)
        #expect(found.first?.jsonPointer == "/matrices/0/claims/0/idKind")
        #expect(found.first?.message.contains(#"kind "widget", which is not an ID kind"#) == true)
    }

    @Test("lint.matrix-claim: rows naming exactly the in-scope features hold")
    func claimHolds() {
        let files = Self.files(
            count: 3, scope: "in", rowFeatures: #""FEAT-A-001 to FEAT-A-002", "FEAT-A-003", "FEAT-A-001""#)
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.lint(files).isEmpty)
    }
}
