import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.dead-transition")
struct DeadTransitionRuleTests {
    /// `tries` starts at 0 and only grows (each `open`); `tries != 0` after `tries > 0` can never be true when the
    /// first is false.
    static func door(secondGuard: String) -> [String: String] {
        let closed =
            #""Closed": {"on": {"knock": [{"target": "Closed", "guard": "tries > 0"}, "#
            + #"{"target": "Closed", "guard": "\#(secondGuard)"}], "open": [{"target": "Open", "assign": {"tries": "tries + 1"}}]}}"#
        return MachineFixture.files(states: [closed, MachineFixture.open])
    }

    @Test("lint.dead-transition: a guard no reachable configuration satisfies is dead spec, located at the transition")
    func deadGuard() throws {
        let found = LintFixture.findings("lint.dead-transition", Self.door(secondGuard: "tries != 0"))
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .warning)
        #expect(d.position == "5:73")
        #expect(d.jsonPointer == "/states/Closed/on/knock/1")
        #expect(
            d.message
                == #"transition 1 on "knock" from "Closed" [tries != 0] (to "Closed") of machine "door" can never fire from the initial context: no reachable configuration enables it"#
        )
    }

    @Test("lint.dead-transition: the partition's last guard fires, so it is not dead")
    func liveGuard() {
        #expect(LintFixture.findings("lint.dead-transition", Self.door(secondGuard: "tries == 0")).isEmpty)
    }

    @Test("lint.dead-transition: a transition shadowed by an unguarded one is left to lint.unreachable-transition")
    func shadowedNotReportedTwice() {
        let closed = #""Closed": {"on": {"open": [{"target": "Open"}, {"target": "Closed", "guard": "locked"}]}}"#
        #expect(
            LintFixture.findings("lint.dead-transition", MachineFixture.files(states: [closed, MachineFixture.open]))
                .isEmpty)
    }
}
