import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.invalid-expression")
struct InvalidExpressionRuleTests {
    // `"Closed": {"on": {"open": [{"target": "Open", "guard": ` puts the guard's opening quote at column 56.
    static func closed(guard source: String) -> String {
        #""Closed": {"on": {"open": [{"target": "Open", "guard": "\#(source)"}]}}"#
    }

    @Test("lint.invalid-expression: located at the offending token inside the guard")
    func invalidGuard() throws {
        let files = MachineFixture.files(states: [Self.closed(guard: "tries > > 1"), MachineFixture.open])
        let found = LintFixture.lint(files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.invalid-expression")
        #expect(d.severity == .error)
        #expect(d.file == MachineFixture.path)
        #expect(d.position == "5:65")  // 56 + 1 + offset 8
        #expect(d.jsonPointer == "/states/Closed/on/open/0/guard")
        #expect(d.message.hasPrefix(#"guard of transition 0 on "open" from "Closed" does not parse: "#))
        #expect(d.message.hasSuffix("[expr.unexpected-token]"))
    }

    @Test("lint.invalid-expression: without the file's bytes the column is quote + 1 + offset")
    func invalidGuardWithoutSources() throws {
        let loaded = LintFixture.load(
            MachineFixture.files(states: [Self.closed(guard: "tries > > 1"), MachineFixture.open]))
        let found = Linter().lint(loaded.catalog, products: nil)
        #expect(found.map(\.position) == ["5:65"])
    }

    @Test("lint.invalid-expression: escapes before the token are counted as written")
    func invalidAssignmentAfterEscape() throws {
        let closed = #""Closed": {"on": {"open": [{"target": "Open", "assign": {"tries": "\"x\" + )"}}]}}"#
        let found = LintFixture.findings(
            "lint.invalid-expression", MachineFixture.files(states: [closed, MachineFixture.open]))
        let d = try #require(found.first)
        #expect(found.count == 1)
        // the string's quote is at column 67; `)` is decoded offset 6 but 9 bytes after the quote in the file
        #expect(d.position == "5:76")
        #expect(d.jsonPointer == "/states/Closed/on/open/0/assign/tries")
        #expect(d.message.hasPrefix(#"assignment to "tries" of transition 0"#))
    }

    @Test("lint.invalid-expression: well-formed guards and assignments give nothing")
    func validExpressions() {
        let closed =
            #""Closed": {"on": {"open": [{"target": "Open", "guard": "!locked && tries < 3", "assign": {"tries": "tries + 1"}}]}}"#
        let files = MachineFixture.files(states: [closed, MachineFixture.open])
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.lint(files).isEmpty)
    }
}
