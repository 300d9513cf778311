import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.done-event-unknown-state")
struct DoneEventUnknownStateRuleTests {
    static func job(event: String) -> [String] {
        [
            #""Job": {"initial": "Running", "on": {"\#(event)": [{"target": "Off"}]}, "states": {"Running": {"on": {"ok": [{"target": "Ok"}]}}, "Ok": {"type": "final"}}}"#,
            #""Off": {"type": "final"}"#,
        ]
    }

    @Test("lint.done-event-unknown-state: a misspelt state name, with did-you-mean")
    func misspelt() throws {
        let found = StatechartFixture.lint(initial: "Job", states: Self.job(event: "done.state.Jobs"))
        #expect(found.map(\.code).contains("lint.done-event-unknown-state"))
        let d = try #require(found.first { $0.code == "lint.done-event-unknown-state" })
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/states/Job/on/done.state.Jobs")
        #expect(
            d.message
                == #"transitions on "done.state.Jobs" from "Job" can never fire: machine "chart" has no state "Jobs"; did you mean "done.state.Job"?"#
        )
    }

    @Test("lint.done-event-unknown-state: an atomic state never raises a done event")
    func atomic() throws {
        let found = StatechartFixture.lint(initial: "Job", states: Self.job(event: "done.state.Running"))
        let d = try #require(found.first { $0.code == "lint.done-event-unknown-state" })
        #expect(
            d.message.contains(#""Running" is an atomic state; only compound and parallel states raise done events"#))
    }

    @Test("lint.done-event-unknown-state: near miss: the compound state's own done event")
    func compound() {
        #expect(StatechartFixture.lint(initial: "Job", states: Self.job(event: "done.state.Job")) == [])
    }
}
