import SpecLint
import SpecModel
import Testing

@Suite("lint.parameter-duplicates-limit")
struct ParameterDuplicatesLimitRuleTests {
    static func files(_ parameters: String, notes: String = "The length is LIM-A; the lifetime LIM-B.") -> [String:
        String]
    {
        [
            "limits.json": #"{"kind": "limits", "version": 1, "product": "demo", "limits": ["#
                + #"{"id": "LIM-A", "title": "a", "bound": "min", "value": 6, "unit": "characters"}, "#
                + #"{"id": "LIM-B", "title": "b", "bound": "below", "value": 3600, "unit": "seconds"}, "#
                + #"{"id": "LIM-AB", "title": "ab", "bound": "max", "value": 1, "unit": "tries"}]}"#,
            "rules.json":
                #"{"kind": "rules", "version": 1, "product": "demo", "rules": [{"id": "RULE-A", "statement": "s", "parameters": "#
                + parameters + #", "notes": [""# + notes + #""]}]}"#,
        ]
    }

    @Test("lint.parameter-duplicates-limit: a parameter equal to a limit the rule names, converted by its key's unit")
    func duplicates() throws {
        let files = Self.files(#"{"minimumLength": 6, "tokenLifetimeHours": 1}"#)
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.parameter-duplicates-limit", files)
        #expect(
            found.map(\.jsonPointer) == ["/rules/0/parameters/minimumLength", "/rules/0/parameters/tokenLifetimeHours"])
        #expect(
            found[0].message
                == #"parameter "minimumLength" of rule "RULE-A" copies limit "LIM-A" (at least 6 characters); drop it and read the limit in the rule check (RuleContext.limit("LIM-A"))"#
        )
        #expect(found.allSatisfy { $0.severity == .warning && $0.related.count == 1 })
    }

    @Test("lint.parameter-duplicates-limit: another value, a limit the rule does not name, or a longer ID are clean")
    func nearMiss() {
        #expect(LintFixture.findings("lint.parameter-duplicates-limit", Self.files(#"{"minimumLength": 7}"#)).isEmpty)
        #expect(
            LintFixture.findings(
                "lint.parameter-duplicates-limit", Self.files(#"{"minimumLength": 6}"#, notes: "no limit named")
            ).isEmpty)
        // LIM-AB has the value 1, but the notes name LIM-A and LIM-B only.
        #expect(LintFixture.findings("lint.parameter-duplicates-limit", Self.files(#"{"tries": 1}"#)).isEmpty)
    }
}
