import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.unknown-initial-state")
struct UnknownInitialStateRuleTests {
    @Test("lint.unknown-initial-state: initial names no state")
    func unknownInitial() throws {
        let files = MachineFixture.files(initial: "Opened", states: [MachineFixture.closed, MachineFixture.open])
        let found = LintFixture.lint(files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.unknown-initial-state")
        #expect(d.file == MachineFixture.path)
        #expect(d.position == "2:12")
        #expect(d.jsonPointer == "/initial")
        #expect(
            d.message == #"initial state "Opened" of machine "door" is not one of its states; did you mean "Open"?"#)
    }

    @Test("lint.unknown-initial-state: a declared initial state gives nothing")
    func knownInitial() {
        let files = MachineFixture.files(states: [MachineFixture.closed, MachineFixture.open])
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.lint(files).isEmpty)
    }
}
