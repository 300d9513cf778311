import SpecModel
import Testing

@testable import StateMachine

@Suite("Counter abstraction: counters past their compared constants are merged, soundly")
struct CounterAbstractionTests {
    typealias F = Fixture

    /// A counter that only grows (`fills`), compared with 3, plus an unguarded loop that grows it forever.
    static let growing = F.machine(
        "Playing", context: ["fills": 0, "blocked": false],
        [
            F.state(
                "Playing",
                [
                    (
                        "fill",
                        [
                            F.to("Done", when: "!blocked && fills + 1 >= 3", assign: [("fills", "fills + 1")]),
                            F.to("Playing", when: "!blocked && fills + 1 < 3", assign: [("fills", "fills + 1")]),
                            F.to("Playing", when: "blocked"),
                        ]
                    ),
                    ("block", [F.to("Playing", assign: [("blocked", "true")])]),
                ]),
            F.state("Done", [("fill", [F.to("Done", assign: [("fills", "fills + 1")])]), ("finish", [F.to("End")])]),
            F.state("End", final: true),
        ])

    /// A counter that goes up and down without bound (`themes`), compared with 0 and 1.
    static let upDown = F.machine(
        "Picking", context: ["themes": 0],
        [
            F.state(
                "Picking",
                [
                    ("select", [F.to("Picking", assign: [("themes", "themes + 1")])]),
                    ("deselect", [F.to("Picking", when: "themes > 0", assign: [("themes", "themes - 1")])]),
                    ("save", [F.to("Saved", when: "themes >= 1"), F.to("Picking", when: "themes < 1")]),
                ]),
            F.state("Saved", final: true),
        ])

    @Test("a counter that only grows is merged past its largest compared constant + 1, exactly")
    func growingCounterMerged() throws {
        let machine = try F.compile(Self.growing)
        let abstraction = CounterAbstraction(machine: machine)
        let slot = try #require(machine.slotIndex("fills"))
        let counter = try #require(abstraction.counters[slot])
        #expect(counter.low == 2 && counter.high == 2)
        #expect(counter.exactAbove && !counter.exactBelow)
        var slots = machine.initialSlots
        for (value, key) in [(1, 1), (3, 3), (4, 4), (9, 4), (1000, 4)] {
            slots[slot] = .int(value)
            #expect(abstraction.exactKey(slots)[slot] == .int(key), "fills = \(value)")
        }
        #expect(abstraction.counters[machine.slotIndex("blocked") ?? -1] == nil)
    }

    @Test(
        "a machine whose counter grows forever is no longer truncated, and its last guards' false outcomes are proved unreachable"
    )
    func growingCounterNotTruncated() throws {
        let plan = try PathPlanner().plan(Self.growing, criterion: .guards).get()
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
        #expect(plan.unreachable.map(\.description) == ["guard-false Playing --fill[blocked]--> Playing"])
        let compiled = try F.compile(Self.growing)
        #expect(Fixture.replayDivergence(plan, on: compiled) == nil)
    }

    @Test("an up-down counter is not merged in the concrete search, but the abstract search proves what no run reaches")
    func upDownCounterProved() throws {
        let machine = try F.compile(Self.upDown)
        let abstraction = CounterAbstraction(machine: machine)
        let slot = try #require(machine.slotIndex("themes"))
        let counter = try #require(abstraction.counters[slot])
        #expect(!counter.exactAbove && !counter.exactBelow)
        var slots = machine.initialSlots
        slots[slot] = .int(50)
        #expect(abstraction.exactKey(slots)[slot] == .int(50))
        #expect(abstraction.abstractKey(slots)[slot] == .int(3))
        let plan = try PathPlanner().plan(Self.upDown, criterion: .guards).get()
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
        #expect(plan.unreachable.map(\.description) == ["guard-false Picking --save[themes < 1]--> Picking"])
    }

    @Test("stepping down from the merged value may land on every value below it (over-approximation)")
    func steppingDownFromMergedValue() throws {
        let machine = try F.compile(Self.upDown)
        let abstraction = CounterAbstraction(machine: machine)
        let slot = try #require(machine.slotIndex("themes"))
        let deselect = try #require(
            machine.transitionIndex(TransitionID(machine: "test", from: "Picking", event: "deselect", ordinal: 0)))
        var before = machine.initialSlots
        before[slot] = .int(3)
        var after = before
        after[slot] = .int(2)
        let alternatives = abstraction.successorAlternatives(transition: deselect, before: before, after: after).map {
            $0[slot]
        }
        #expect(Set(alternatives) == [.int(2), .int(3)])
    }

    @Test("sound: a target reachable only past the merged values is still reached (never proved unreachable)")
    func soundWhenReachableFarAway() throws {
        // `count` climbs to 5 in Up, then must come down to exactly 0 in Down to reach Home; guards compare it with 0
        // and 5 only, so values 6 and above are merged, but every value on the way is reachable.
        let machine = F.machine(
            "Up", context: ["count": 0, "flag": false],
            [
                F.state(
                    "Up",
                    [
                        ("inc", [F.to("Up", assign: [("count", "count + 1"), ("flag", "!flag")])]),
                        ("turn", [F.to("Down", when: "count >= 5")]),
                    ]),
                F.state(
                    "Down",
                    [
                        ("dec", [F.to("Down", when: "count > 0", assign: [("count", "count - 1")])]),
                        (
                            "home",
                            [F.to("Home", when: "count == 0 && flag"), F.to("Down", when: "count == 0 && !flag")]
                        ),
                    ]),
                F.state("Home", final: true),
            ])
        let plan = try PathPlanner().plan(machine, criterion: .guards).get()
        #expect(
            plan.covered.contains { $0.label == "Down --home[count == 0 && flag]--> Home" && $0.kind == .transition })
        #expect(!plan.unreachable.contains { $0.kind == .transition })
        let compiled = try F.compile(machine)
        #expect(Fixture.replayDivergence(plan, on: compiled) == nil)
    }

    @Test("a field read other than in a comparison with a constant is not abstracted")
    func nonCounterField() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0, "m": 0],
                [F.state("A", [("go", [F.to("A", when: "n < 3", assign: [("n", "n + 1"), ("m", "n * 2")])])])]))
        let abstraction = CounterAbstraction(machine: machine)
        #expect(abstraction.counters[machine.slotIndex("n") ?? -1] == nil)
        // `m` is assigned from `n`, not by a step of its own.
        #expect(abstraction.counters[machine.slotIndex("m") ?? -1] == nil)
    }

    @Test("a field compared with a field no transition assigns compares with that constant")
    func constantFieldComparison() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["done": 0, "total": 3],
                [F.state("A", [("fill", [F.to("A", when: "done < total", assign: [("done", "done + 1")])])])]))
        let abstraction = CounterAbstraction(machine: machine)
        let counter = try #require(abstraction.counters[machine.slotIndex("done") ?? -1])
        #expect(counter.low == 3 && counter.high == 3)
        #expect(abstraction.constants == ["total": 3])
    }
}
