import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

/// The flat machine rules that make sense at every level of a statechart walk every level, eventless transitions
/// and entry and exit actions included; each with a near miss.
@Suite("lint rules at every level of a statechart")
struct StatechartLevelsTests {
    /// `Main > Idle, Busy`: `Busy` holds `extra` in its `on`, `always` under `Idle`, and actions on `Main`.
    static func chart(idle: String = "", busyOn: String = "", busy: String = "", main: String = "") -> [String] {
        [
            #""Main": {"initial": "Idle", "#.appending(main)
                + #""states": {"Idle": {"on": {"go": [{"target": "Busy"}]}"# + idle
                + #"}, "Busy": {"on": {"done": [{"target": "Idle"}]"# + busyOn + "}" + busy + "}}}"
        ]
    }

    static func codes(_ states: [String]) -> [String] {
        StatechartFixture.lint(initial: "Main", states: states).map { "\($0.code) \($0.jsonPointer ?? "")" }
    }

    @Test("lint.unknown-context-field: an eventless guard and an entry assignment of a statechart")
    func unknownContextField() throws {
        let states = Self.chart(
            idle: #", "always": [{"target": "Busy", "guard": "tris > 2"}]"#,
            main: #""onEntry": {"assign": {"count": "tries + 1"}}, "#)
        let found = StatechartFixture.lint(initial: "Main", states: states)
        #expect(
            found.map { "\($0.code) \($0.jsonPointer ?? "")" } == [
                "lint.unknown-context-field /states/Main/onEntry/assign/count",
                "lint.unknown-context-field /states/Main/states/Idle/always/0/guard",
            ])
        #expect(
            found.first?.message
                == #"assignment to "count" of "onEntry" of "Main" writes "count", which the context of machine "chart" does not declare"#
        )
        #expect(
            found.last?.message
                == #"guard of transition 0 on "always" from "Idle" reads "tris", which the context of machine "chart" does not declare; did you mean "tries"?"#
        )
        // Near miss: the declared fields.
        let declared = Self.chart(
            idle: #", "always": [{"target": "Busy", "guard": "tries > 2"}]"#,
            main: #""onEntry": {"assign": {"tries": "tries + 1"}}, "#)
        #expect(Self.codes(declared) == [])
    }

    @Test("lint.invalid-expression: an exit assignment of a nested state that does not parse")
    func invalidExpression() {
        let states = Self.chart(busy: #", "onExit": {"assign": {"tries": "tries + "}}"#)
        #expect(Self.codes(states) == ["lint.invalid-expression /states/Main/states/Busy/onExit/assign/tries"])
        #expect(Self.codes(Self.chart(busy: #", "onExit": {"assign": {"tries": "tries + 1"}}"#)) == [])
    }

    @Test("lint.payload-unknown-field: an entry action's payload property the event's schema does not declare")
    func payloadField() {
        let states = Self.chart(
            main: #""onEntry": {"emits": [{"event": "door_opened", "payload": {"bye": "tries"}}]}, "#)
        var files = StatechartFixture.files(initial: "Main", states: states)
        files["events.json"] = PayloadFieldRuleTests.events
        #expect(
            LintFixture.lint(files).map { "\($0.code) \($0.jsonPointer ?? "")" } == [
                "lint.payload-unknown-field /states/Main/onEntry/emits/0/payload/bye"
            ])
        // Near miss: a declared property; `event.x` in an eventless transition is not judged against a stimulus.
        let fine = Self.chart(
            idle: #", "always": [{"target": "Busy", "guard": "event.who == 'x'"}]"#,
            main: #""onEntry": {"emits": [{"event": "door_opened", "payload": {"by": "tries"}}]}, "#)
        files = StatechartFixture.files(initial: "Main", states: fine)
        files["events.json"] = PayloadFieldRuleTests.events
        #expect(LintFixture.lint(files) == [])
    }

    @Test("lint.ambiguous-transition: two unguarded transitions of a nested state, and two unguarded eventless ones")
    func ambiguous() {
        let states = Self.chart(
            idle: #", "always": [{"target": "Busy", "guard": "locked"}]"#,
            busyOn: #", "extra": [{"target": "Idle"}, {"target": "Busy"}]"#)
        #expect(Self.codes(states) == ["lint.ambiguous-transition /states/Main/states/Busy/on/extra/1"])
        let eventless = Self.chart(
            busy: #", "always": [{"target": "Idle", "guard": "locked"}, {"target": "Idle"}, {"target": "Busy"}]"#)
        #expect(
            Self.codes(eventless).filter { $0.hasPrefix("lint.ambiguous") } == [
                "lint.ambiguous-transition /states/Main/states/Busy/always/2"
            ])
        // Near miss: guarded alternatives.
        #expect(
            Self.codes(Self.chart(busyOn: #", "extra": [{"target": "Idle", "guard": "locked"}, {"target": "Busy"}]"#))
                == [])
    }

    @Test("lint.unreachable-transition: a guarded transition after an unguarded one of a nested state")
    func unreachableTransition() {
        let states = Self.chart(busyOn: #", "extra": [{"target": "Idle"}, {"target": "Busy", "guard": "locked"}]"#)
        #expect(Self.codes(states) == ["lint.unreachable-transition /states/Main/states/Busy/on/extra/1"])
        let eventless = Self.chart(
            busy:
                #", "always": [{"target": "Idle", "guard": "tries > 1"}, {"target": "Idle"}, {"target": "Busy", "guard": "locked"}]"#
        )
        #expect(Self.codes(eventless) == ["lint.unreachable-transition /states/Main/states/Busy/always/2"])
    }

    @Test("lint.dead-end-state: an atomic substate is stuck only when no enclosing state has a transition either")
    func deadEnd() throws {
        let stuck = [
            #""Main": {"initial": "Idle", "states": {"Idle": {"on": {"go": [{"target": "Stuck"}]}}, "Stuck": {}}}"#
        ]
        let found = StatechartFixture.lint(initial: "Main", states: stuck)
        #expect(found.map(\.code) == ["lint.dead-end-state"])
        #expect(found.first?.jsonPointer == "/states/Main/states/Stuck")
        #expect(
            found.first?.message
                == #"state "Stuck" of machine "chart" is not final and neither it nor an enclosing state ("Main") has a transition; add one or mark it "type": "final""#
        )
        // Near misses: the parent's transition applies to it; inside a parallel state another region may leave.
        let parentHandles = stuck.map {
            $0.replacingOccurrences(
                of: #""initial": "Idle", "#, with: #""initial": "Idle", "on": {"reset": [{"target": "Idle"}]}, "#)
        }
        #expect(StatechartFixture.lint(initial: "Main", states: parentHandles) == [])
        let parallel = [
            #""Main": {"type": "parallel", "states": {"R1": {"initial": "Waiting", "states": {"Waiting": {}}}, "R2": {"initial": "Go", "states": {"Go": {"on": {"go": [{"target": "Off"}]}}}}}}"#,
            #""Off": {"type": "final"}"#,
        ]
        #expect(StatechartFixture.lint(initial: "Main", states: parallel) == [])
    }

    @Test("a history state without a default is a load error (spec.missing-key), not left to lint")
    func historyWithoutDefault() {
        let states = [
            #""Main": {"initial": "Idle", "states": {"Idle": {"on": {"back": [{"target": "H"}]}}, "H": {"type": "history"}}}"#
        ]
        let problems = LintFixture.loadProblems(StatechartFixture.files(initial: "Main", states: states))
        #expect(problems.map { "\($0.code) \($0.jsonPointer ?? "")" } == ["spec.missing-key /states/Main/states/H"])
        #expect(problems.first?.message.contains(#"history state "H" needs "target""#) == true)
    }
}
