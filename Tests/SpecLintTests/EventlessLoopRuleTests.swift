import SpecConformTestSupport
import SpecLint
import SpecModel
import StateMachine
import Testing

@Suite("lint.eventless-loop")
struct EventlessLoopRuleTests {
    /// `Idle --go--> A`, then `A` and `B` pass eventlessly to each other; `guardB` guards `B`'s way back.
    static func pingPong(guardB: String? = nil, escape: String = "") -> [String] {
        let g = guardB.map { #", "guard": "\#($0)""# } ?? ""
        return [
            #""Main": {"initial": "Idle", "states": {"Idle": {"on": {"go": [{"target": "A"}]}}, "A": {"always": ["#
                + escape + #"{"target": "B"}]}, "B": {"always": [{"target": "A""# + g
                + #"}], "on": {"stop": [{"target": "Idle"}]}}}}"#
        ]
    }

    /// Whether the interpreter settles after `go` from the machine's initial configuration.
    static func settles(_ states: [String]) throws -> Bool {
        let load = LintFixture.load(StatechartFixture.files(initial: "Main", states: states))
        let machine = try #require(load.catalog.bundles.first?.machines.first)
        let chart = try CompiledStatechart.compile(machine).get()
        var instance = StatechartInstance(chart)
        if case .rejected(let reason) = instance.step(event: "go").effect {
            #expect(reason.contains("did not settle"))
            return false
        }
        return true
    }

    @Test("lint.eventless-loop: unguarded always transitions that lead to each other")
    func unguardedCycle() throws {
        let states = Self.pingPong()
        let found = StatechartFixture.lint(initial: "Main", states: states)
        #expect(found.map(\.code) == ["lint.eventless-loop"], "one finding per cycle")
        let d = try #require(found.first)
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/states/Main/states/A/always/0")
        #expect(
            d.message
                == #"eventless transitions of machine "chart" never settle once "A" is active: A → B → A; transition 0 under "always" of "A" (to "B") fires whatever the context, and every eventless transition that may fire leads to such a state again, so every step that enters "A" is rejected after 1000 microsteps"#
        )
        #expect(try !Self.settles(states), "the interpreter's bound agrees")
    }

    @Test("lint.eventless-loop: a guard that reads nothing and is true does not break the loop")
    func constantTrueGuard() throws {
        let states = Self.pingPong(guardB: "1 < 2")
        #expect(StatechartFixture.lint(initial: "Main", states: states).map(\.code) == ["lint.eventless-loop"])
        #expect(try !Self.settles(states))
    }

    @Test("lint.eventless-loop: a parent's always transition re-entering it loops through its initial child")
    func parentSelfLoop() throws {
        let states = [
            #""Main": {"initial": "Idle", "states": {"Idle": {"on": {"go": [{"target": "P"}]}}, "P": {"initial": "L", "always": [{"target": "P"}], "states": {"L": {"on": {"x": [{"target": "Idle"}]}}}}}}"#
        ]
        let found = StatechartFixture.lint(initial: "Main", states: states)
        #expect(found.map(\.jsonPointer) == ["/states/Main/states/P/always/0"])
        #expect(found.first?.message.contains(#"once "L" is active: L → L"#) == true)
        #expect(try !Self.settles(states))
    }

    @Test(
        "lint.eventless-loop: near misses: a guard that may be false, a guarded way out taken first, a loop in a parallel state"
    )
    func nearMisses() throws {
        let guarded = Self.pingPong(guardB: "tries > 0")
        #expect(StatechartFixture.lint(initial: "Main", states: guarded) == [])
        #expect(try Self.settles(guarded))
        // `A` may leave to `Idle` first when `locked` holds, so the machine may rest.
        let escape = Self.pingPong(escape: #"{"target": "Idle", "guard": "locked"}, "#)
        #expect(StatechartFixture.lint(initial: "Main", states: escape) == [])
        // Inside a parallel state another region's transition may win a conflict; left to the runtime bound.
        let parallel = [
            #""Main": {"initial": "Idle", "states": {"Idle": {"on": {"go": [{"target": "Both"}]}}, "Both": {"type": "parallel", "on": {"stop": [{"target": "Idle"}]}, "states": {"R1": {"initial": "A", "states": {"A": {"always": [{"target": "B"}]}, "B": {"always": [{"target": "A"}]}}}, "R2": {"initial": "C", "states": {"C": {"on": {"c": [{"target": "C"}]}}}}}}}}"#
        ]
        #expect(
            StatechartFixture.lint(initial: "Main", states: parallel).filter { $0.code == "lint.eventless-loop" } == [])
    }
}
