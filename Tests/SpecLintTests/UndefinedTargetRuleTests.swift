import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.undefined-target")
struct UndefinedTargetRuleTests {
    @Test("lint.undefined-target: a transition to a state that does not exist")
    func undefinedTarget() throws {
        let files = MachineFixture.files(states: [
            #""Closed": {"on": {"open": [{"target": "Opn"}]}}"#, MachineFixture.open,
        ])
        let found = LintFixture.findings("lint.undefined-target", files)
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .error)
        #expect(d.file == MachineFixture.path)
        #expect(d.position == "5:39")
        #expect(d.jsonPointer == "/states/Closed/on/open/0/target")
        #expect(d.message.hasSuffix(#"targets "Opn", which is not a state of machine "door"; did you mean "Open"?"#))
    }

    @Test("lint.undefined-target: targets that are states give nothing")
    func definedTargets() {
        let files = MachineFixture.files(states: [MachineFixture.closed, MachineFixture.open])
        #expect(LintFixture.findings("lint.undefined-target", files).isEmpty)
    }
}
