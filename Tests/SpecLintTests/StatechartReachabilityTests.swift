import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

/// `lint.unreachable-state` over statecharts: every level, initial children, parallel regions, history defaults,
/// a parent's transitions, `done.state` transitions only once their state can finish.
@Suite("lint.unreachable-state (statecharts)")
struct StatechartReachabilityTests {
    static let shop = [
        #""Shop": {"initial": "Browsing", "on": {"cancel": [{"target": "Cancelled"}]}, "states": {"Browsing": {"on": {"pay": [{"target": "Paying"}]}}, "Paying": {"on": {"paid": [{"target": "Placed"}]}}, "Orphan": {"on": {"back": [{"target": "Browsing"}]}}, "Placed": {"type": "final"}}}"#,
        #""Cancelled": {"type": "final"}"#,
    ]

    @Test("lint.unreachable-state: a substate no transition, initial state or history default enters")
    func unreachableSubstate() throws {
        let found = StatechartFixture.lint(initial: "Shop", states: Self.shop)
        #expect(found.map(\.code) == ["lint.unreachable-state"])
        let d = try #require(found.first)
        #expect(d.severity == .error)
        #expect(d.file == StatechartFixture.path)
        #expect(d.position == StatechartFixture.position(of: "Orphan", line: 5, initial: "Shop", states: Self.shop))
        #expect(d.jsonPointer == "/states/Shop/states/Orphan")
        #expect(
            d.message
                == #"state "Orphan" of machine "chart" cannot be reached from initial state "Shop"; "Shop" is reachable, but no transition, initial state or history default enters it"#
        )
    }

    @Test("lint.unreachable-state: an unreachable compound state is reported once, its substates with it")
    func outermostOnly() throws {
        let states = [
            #""Idle": {"on": {"go": [{"target": "Idle"}]}}"#,
            #""Away": {"initial": "A1", "states": {"A1": {"on": {"a": [{"target": "A2"}]}}, "A2": {"type": "final"}}}"#,
        ]
        let found = StatechartFixture.lint(initial: "Idle", states: states)
        #expect(found.map(\.code) == ["lint.unreachable-state"])
        #expect(found.first?.jsonPointer == "/states/Away")
        #expect(found.first?.message.hasSuffix(", nor can any of its substates") == true)
    }

    /// Every state is reached by one mechanism only: `R1` and `Right` as a parallel region, `P2` as a history
    /// default, `Inner`/`Deepest` as a deeper initial state, `Finished` through `done.state.Work`, `Idle` again through
    /// a parent's transition.
    static let mechanisms = [
        #""Main": {"initial": "Idle", "on": {"reset": [{"target": "Idle"}]}, "states": {"Idle": {"on": {"start": [{"target": "Work"}], "resume": [{"target": "PH"}], "dive": [{"target": "Outer"}]}}, "Work": {"type": "parallel", "on": {"done.state.Work": [{"target": "Finished"}]}, "states": {"Left": {"initial": "L1", "states": {"L1": {"on": {"l": [{"target": "LDone"}]}}, "LDone": {"type": "final"}}}, "Right": {"initial": "R1", "states": {"R1": {"on": {"r": [{"target": "RDone"}]}}, "RDone": {"type": "final"}}}}}, "Paused": {"initial": "P1", "states": {"P1": {"on": {"p": [{"target": "Idle"}]}}, "P2": {"on": {"again": [{"target": "Paused"}]}}, "PH": {"type": "history", "target": "P2"}}}, "Outer": {"initial": "Deepest", "states": {"Inner": {"initial": "Deepest", "states": {"Deepest": {"on": {"up": [{"target": "Idle"}]}}}}}}}}"#,
        #""Finished": {"type": "final"}"#,
    ]

    @Test(
        "lint.unreachable-state: regions, history defaults, deeper initial states, done events and parent transitions reach"
    )
    func everyMechanismReaches() {
        #expect(StatechartFixture.lint(initial: "Main", states: Self.mechanisms) == [])
    }

    @Test("lint.unreachable-state: a done.state transition counts only when its state can finish")
    func doneEventOfAStateThatNeverFinishes() {
        let stuck = Self.mechanisms.map {
            $0.replacingOccurrences(of: #""r": [{"target": "RDone"}]"#, with: #""r": [{"target": "R1"}]"#)
        }
        let found = StatechartFixture.lint(initial: "Main", states: stuck)
        #expect(
            found.map { "\($0.code) \($0.jsonPointer ?? "")" } == [
                "lint.region-never-finishes /states/Main/states/Work/states/Right",
                "lint.unreachable-state /states/Main/states/Work/states/Right/states/RDone",
                "lint.unreachable-state /states/Finished",
            ])
    }

    @Test("the structural reach of a statechart: a shallow history may restore a reached child, entered by default")
    func shallowHistoryRestoresChildrenByDefault() throws {
        // `Q1` is `Q`'s initial child but no transition enters `Q` by default; the shallow history of `Box` may restore
        // `Q` (reached through `Q2`), which enters `Q1`.
        let states = [
            #""Box": {"initial": "Q", "states": {"Q": {"initial": "Q2", "states": {"Q1": {"on": {"q": [{"target": "Out"}]}}, "Q2": {"on": {"q": [{"target": "Out"}]}}}}, "BH": {"type": "history", "target": "Q2"}}}"#,
            #""Out": {"on": {"back": [{"target": "BH"}]}}"#,
        ]
        let machine = try #require(
            LintFixture.load(StatechartFixture.files(initial: "Box", states: states)).catalog.bundles.first?.machines
                .first)
        let structure = StatechartStructure(machine)
        #expect(
            structure.reach().states == ["Box", "Q", "Q2", "Out"],
            "Q1 is never entered: Box starts at Q2 and BH's default is Q2")
        // Q's initial is Q2 here, so the history restores Q by default into Q2; with Q1 as Q's initial it would be reached.
        let withQ1 = states.map {
            $0.replacingOccurrences(of: #""Q": {"initial": "Q2""#, with: #""Q": {"initial": "Q1""#)
        }
        .map { $0.replacingOccurrences(of: #""Box": {"initial": "Q""#, with: #""Box": {"initial": "Q2""#) }
        let other = try #require(
            LintFixture.load(StatechartFixture.files(initial: "Box", states: withQ1)).catalog.bundles.first?.machines
                .first)
        #expect(StatechartStructure(other).reach().states == ["Box", "Q", "Q1", "Q2", "Out"])
    }
}
