import SpecModel
import Testing

@testable import StateMachine

/// `GuardOverlaps`: which guards of one state and event can hold together, and whether all can fail, over the
/// configurations a machine reaches from its initial context.
@Suite struct GuardOverlapsTests {
    /// A retry budget: `retry` counts down while `retries > 0`, fails at 0; `tap` is guarded by `retries > 5`, which
    /// no reachable configuration meets.
    static let machine = Fixture.machine(
        "Trying", context: ["retries": 2],
        [
            Fixture.state(
                "Trying",
                [
                    (
                        "retry",
                        [
                            Fixture.to("Trying", when: "retries > 0", assign: [("retries", "retries - 1")]),
                            Fixture.to("Failed", when: "retries == 0"),
                            Fixture.to("Failed", when: "retries < 2"),
                        ]
                    ),
                    ("tap", [Fixture.to("Trying", when: "retries > 5"), Fixture.to("Failed")]),
                ]),
            Fixture.state("Failed", final: true),
        ])

    @Test("guards that hold in one reachable configuration overlap; those that never do, do not")
    func together() throws {
        let overlaps = try #require(GuardOverlaps.analyse(try Fixture.compile(Self.machine)))
        #expect(!overlaps.canBothHold(state: "Trying", event: "retry", 0, 1), "retries > 0 and retries == 0")
        #expect(overlaps.canBothHold(state: "Trying", event: "retry", 0, 2), "retries 1: > 0 and < 2")
        #expect(overlaps.canBothHold(state: "Trying", event: "retry", 2, 1), "retries 0, either order of ordinals")
        #expect(!overlaps.canBothHold(state: "Trying", event: "tap", 0, 1), "retries never exceeds 5")
    }

    @Test("all guards can fail only where no transition fires in some reachable configuration")
    func allFail() throws {
        let overlaps = try #require(GuardOverlaps.analyse(try Fixture.compile(Self.machine)))
        #expect(!overlaps.canAllFail(state: "Trying", event: "retry"), "one of > 0 and == 0 always holds")
        #expect(!overlaps.canAllFail(state: "Trying", event: "tap"), "the unguarded transition always fires")
        var gap = Self.machine
        gap.states[0].on[0].transitions.remove(at: 1)
        gap.states[0].on[0].transitions.remove(at: 1)
        let withGap = try #require(GuardOverlaps.analyse(try Fixture.compile(gap)))
        #expect(withGap.canAllFail(state: "Trying", event: "retry"), "at retries 0 nothing fires")
    }

    @Test("a machine whose guards read event data is not analysed")
    func eventData() throws {
        let reading = Fixture.machine(
            "A", [Fixture.state("A", [("go", [Fixture.to("A", when: "event.n > 1"), Fixture.to("A")])])])
        #expect(GuardOverlaps.analyse(try Fixture.compile(reading)) == nil)
    }
}
