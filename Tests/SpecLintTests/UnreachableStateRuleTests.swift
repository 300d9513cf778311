import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.unreachable-state")
struct UnreachableStateRuleTests {
    @Test("lint.unreachable-state: no transition leads to a state")
    func unreachableState() throws {
        let attic = #""Attic": {"on": {"leave": [{"target": "Closed"}]}}"#
        let files = MachineFixture.files(states: [MachineFixture.closed, MachineFixture.open, attic])
        let found = LintFixture.lint(files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.unreachable-state")
        #expect(d.severity == .error)
        #expect(d.position == "7:10")
        #expect(d.jsonPointer == "/states/Attic")
        #expect(d.message == #"state "Attic" of machine "door" cannot be reached from initial state "Closed""#)
    }

    @Test("lint.unreachable-state: guards are ignored, so a guarded path still reaches")
    func guardedPathReaches() {
        let closed =
            #""Closed": {"on": {"open": [{"target": "Open"}], "climb": [{"target": "Attic", "guard": "locked"}]}}"#
        let attic = #""Attic": {"on": {"leave": [{"target": "Closed"}]}}"#
        let files = MachineFixture.files(states: [closed, MachineFixture.open, attic])
        // (`locked` is never assigned, so lint.dead-transition proves `climb` dead; not this rule's concern.)
        #expect(LintFixture.lint(files).filter { $0.code != "lint.dead-transition" }.isEmpty)
    }
}
