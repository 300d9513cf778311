import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.unreachable-transition")
struct UnreachableTransitionRuleTests {
    @Test("lint.unreachable-transition: a guarded transition after an unguarded one never fires")
    func shadowedTransition() throws {
        let closed = #""Closed": {"on": {"open": [{"target": "Open"}, {"target": "Closed", "guard": "locked"}]}}"#
        let found = LintFixture.lint(MachineFixture.files(states: [closed, MachineFixture.open]))
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.unreachable-transition")
        #expect(d.severity == .warning)
        #expect(d.position == "5:48")
        #expect(d.jsonPointer == "/states/Closed/on/open/1")
        #expect(d.message.hasSuffix("can never fire: unguarded transition 0 before it is always taken"))
    }

    @Test("lint.unreachable-transition: an unguarded fallback last is fine")
    func fallbackLast() {
        let closed = #""Closed": {"on": {"open": [{"target": "Closed", "guard": "locked"}, {"target": "Open"}]}}"#
        // (`locked` is never assigned, so lint.dead-transition proves the guarded one dead; not this rule's concern.)
        #expect(
            LintFixture.findings(
                "lint.unreachable-transition", MachineFixture.files(states: [closed, MachineFixture.open])
            ).isEmpty)
    }
}
