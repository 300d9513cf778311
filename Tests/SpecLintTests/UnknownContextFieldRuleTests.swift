import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.unknown-context-field")
struct UnknownContextFieldRuleTests {
    @Test("lint.unknown-context-field: a guard reads an undeclared field")
    func guardReadsUndeclaredField() throws {
        let files = MachineFixture.files(states: [
            InvalidExpressionRuleTests.closed(guard: "locked && tris > 0"), MachineFixture.open,
        ])
        let found = LintFixture.lint(files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.unknown-context-field")
        #expect(d.severity == .error)
        #expect(d.position == "5:67")  // 56 + 1 + offset 10
        #expect(d.jsonPointer == "/states/Closed/on/open/0/guard")
        #expect(
            d.message
                == #"guard of transition 0 on "open" from "Closed" reads "tris", which the context of machine "door" does not declare; did you mean "tries"?"#
        )
    }

    @Test("lint.unknown-context-field: an assignment writes an undeclared field")
    func assignmentWritesUndeclaredField() throws {
        let closed = #""Closed": {"on": {"open": [{"target": "Open", "assign": {"count": "tries + 1"}}]}}"#
        let found = LintFixture.findings(
            "lint.unknown-context-field", MachineFixture.files(states: [closed, MachineFixture.open]))
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.position == "5:67")
        #expect(d.jsonPointer == "/states/Closed/on/open/0/assign/count")
        #expect(d.message.contains(#"writes "count""#))
    }

    @Test("lint.unknown-context-field: event fields, string literals and declared fields are fine")
    func declaredFields() {
        let closed =
            #""Closed": {"on": {"open": [{"target": "Open", "guard": "event.reason == 'tris' && !locked", "assign": {"tries": "tries + 1"}}]}}"#
        #expect(LintFixture.lint(MachineFixture.files(states: [closed, MachineFixture.open])).isEmpty)
    }
}
