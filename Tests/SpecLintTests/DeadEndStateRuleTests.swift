import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.dead-end-state")
struct DeadEndStateRuleTests {
    static let open = #""Open": {"on": {"close": [{"target": "Closed"}], "jam": [{"target": "Stuck"}]}}"#

    @Test("lint.dead-end-state: a non-final state without transitions")
    func deadEnd() throws {
        let files = MachineFixture.files(states: [MachineFixture.closed, Self.open, #""Stuck": {}"#])
        let found = LintFixture.lint(files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.dead-end-state")
        #expect(d.severity == .error)
        #expect(d.position == "7:10")
        #expect(d.jsonPointer == "/states/Stuck")
        #expect(d.message.hasPrefix(#"state "Stuck" of machine "door" is not final and has no outgoing transition"#))
    }

    @Test("lint.dead-end-state: a final state may have no transitions")
    func finalState() {
        let files = MachineFixture.files(states: [MachineFixture.closed, Self.open, #""Stuck": {"type": "final"}"#])
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.lint(files).isEmpty)
    }
}
