import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.ambiguous-transition")
struct AmbiguousTransitionRuleTests {
    @Test("lint.ambiguous-transition: two unguarded transitions on one event")
    func twoUnguarded() throws {
        let closed = #""Closed": {"on": {"open": [{"target": "Open"}, {"target": "Closed"}]}}"#
        let found = LintFixture.lint(MachineFixture.files(states: [closed, MachineFixture.open]))
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.ambiguous-transition")
        #expect(d.severity == .error)
        #expect(d.position == "5:48")
        #expect(d.jsonPointer == "/states/Closed/on/open/1")
        #expect(d.related.first?.location.map { "\($0.line):\($0.column)" } == "5:28")
    }

    @Test("lint.ambiguous-transition: guarded alternatives are not ambiguous")
    func guardedAlternatives() {
        let closed =
            #""Closed": {"on": {"open": [{"target": "Open", "guard": "!locked"}, {"target": "Closed", "guard": "locked"}]}}"#
        let files = MachineFixture.files(states: [closed, MachineFixture.open])
        #expect(LintFixture.loadProblems(files).isEmpty)
        // (`locked` is never assigned, so lint.dead-transition proves the second one dead; not this rule's concern.)
        #expect(LintFixture.lint(files).filter { $0.code != "lint.dead-transition" }.isEmpty)
    }
}
