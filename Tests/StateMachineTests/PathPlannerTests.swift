import SpecModel
import Testing

@testable import StateMachine

@Suite("Path planning")
struct PathPlannerTests {
    typealias F = Fixture

    /// Idle → Running ⇄ Paused, Running → Done (final); an unreachable Orphan.
    static let player = F.machine(
        "Idle",
        [
            F.state("Idle", [("play", [F.to("Running", emits: ["started"])])]),
            F.state("Running", [("pause", [F.to("Paused")]), ("stop", [F.to("Done", emits: ["stopped"])])]),
            F.state("Paused", [("play", [F.to("Running")]), ("stop", [F.to("Done")])]),
            F.state("Done", final: true),
        ])

    /// A counter that must reach 3 through a self-loop before `tick` leaves for Full.
    static let counter = F.machine(
        "Counting", context: ["count": 0],
        [
            F.state(
                "Counting",
                [
                    (
                        "tick",
                        [
                            F.to("Counting", when: "count < 3", assign: [("count", "count + 1")]),
                            F.to("Full", when: "count >= 3", emits: ["full"]),
                        ]
                    )
                ]),
            F.state("Full", [("reset", [F.to("Counting", assign: [("count", "0")])])]),
        ])

    static func plan(_ machine: Machine, _ criterion: CoverageCriterion, limits: PlannerLimits = PlannerLimits()) throws
        -> PathPlan
    {
        try PathPlanner(limits: limits).plan(machine, criterion: criterion).get()
    }

    @Test("the states plan reaches every reachable state by shortest paths, prefixes merged")
    func statesCovered() throws {
        let plan = try Self.plan(Self.player, .states)
        #expect(plan.uncovered.isEmpty)
        #expect(plan.covered.map(\.label) == ["Idle", "Running", "Paused", "Done"])
        #expect(!plan.truncated)
        // Paused and Done both extend Idle → Running: the shorter prefixes are merged away.
        #expect(plan.paths.map { $0.steps.map(\.event) } == [["play", "pause"], ["play", "stop"]])
        #expect(Fixture.replayDivergence(plan, on: try F.compile(Self.player)) == nil)
    }

    @Test("the transitions plan takes every transition, and each planned path replays on the interpreter")
    func transitionsCovered() throws {
        let plan = try Self.plan(Self.player, .transitions)
        #expect(plan.uncovered.isEmpty)
        #expect(plan.covered.count == 5)
        let taken = Set(plan.paths.flatMap { $0.steps.compactMap(\.transition) })
        #expect(taken.count == 5)
        #expect(plan.paths.first?.steps.first?.emits == [EmittedEvent("started")])
        #expect(Fixture.replayDivergence(plan, on: try F.compile(Self.player)) == nil)
    }

    @Test("a guard that needs a counter to reach 3 through a self-loop is covered by the shortest path")
    func counterGuard() throws {
        let plan = try Self.plan(Self.counter, .transitions)
        #expect(plan.uncovered.isEmpty)
        let full = try #require(
            plan.paths.first { $0.steps.last?.to == "Full" || $0.steps.contains { $0.to == "Full" } })
        #expect(full.steps.prefix(4).map(\.to) == ["Counting", "Counting", "Counting", "Full"])
        #expect(Fixture.replayDivergence(plan, on: try F.compile(Self.counter)) == nil)
    }

    @Test("the guards plan covers both outcomes of every guard where reachable, and names the unreachable one")
    func guardOutcomes() throws {
        let plan = try Self.plan(Self.counter, .guards)
        #expect(
            plan.covered.filter { $0.kind == .guardFalse }.map(\.label) == ["Counting --tick[count < 3]--> Counting"])
        // `count >= 3` is only tried once `count < 3` is false, so it can never be false.
        #expect(plan.unreachable.map(\.description) == ["guard-false Counting --tick[count >= 3]--> Full"])
        #expect(plan.uncovered.isEmpty)
        #expect(!plan.truncated)
        #expect(plan.covered.filter { $0.kind == .transition }.count == 3)
        #expect(Fixture.replayDivergence(plan, on: try F.compile(Self.counter)) == nil)
    }

    @Test("a guard outcome with no enabled transition is planned as an ignored step")
    func falseOutcomeAsIgnoredStep() throws {
        let machine = F.machine(
            "A", context: ["open": false],
            [
                F.state("A", [("go", [F.to("B", when: "open")]), ("unlock", [F.to("A", assign: [("open", "true")])])]),
                F.state("B"),
            ])
        let plan = try Self.plan(machine, .guards)
        #expect(plan.uncovered.isEmpty)
        let ignored = plan.paths.flatMap(\.steps).filter(\.expectsIgnored)
        #expect(ignored.map(\.event) == ["go"])
        #expect(ignored.first?.to == "A")
        #expect(Fixture.replayDivergence(plan, on: try F.compile(machine)) == nil)
    }

    @Test("an unreachable state is proved unreachable by an exhaustive search, not left uncovered")
    func unreachableState() throws {
        var states = Self.player.states
        states.append(F.state("Orphan", [("play", [F.to("Running")])]))
        let machine = F.machine("Idle", states)
        let plan = try Self.plan(machine, .states)
        #expect(plan.unreachable.map(\.description) == ["state Orphan"])
        #expect(plan.uncovered.isEmpty)
        #expect(!plan.truncated)
        let transitions = try Self.plan(machine, .transitions)
        #expect(transitions.unreachable.map(\.label) == ["Orphan --play--> Running"])
    }

    @Test("a target missed by a machine whose guards read event data stays uncovered: the planned data proves nothing")
    func eventDataKeepsUncovered() throws {
        let machine = F.machine(
            "A",
            [
                F.state("A", [("pay", [F.to("B", when: "event.amount > 0")])]),
                F.state("B"),
            ])
        let plan = try Self.plan(machine, .transitions)
        #expect(plan.unreachable.isEmpty)
        #expect(plan.uncovered.map(\.label) == ["A --pay[event.amount > 0]--> B"])
    }

    /// A counter that grows forever; `escape` needs a negative count, which never happens. The guard reads the
    /// counter through `*`, which the counter abstraction does not analyse, so the search stays concrete.
    static let unbounded = F.machine(
        "A", context: ["counter": 0],
        [
            F.state(
                "A",
                [
                    ("inc", [F.to("A", assign: [("counter", "counter + 1")])]),
                    ("escape", [F.to("B", when: "counter * 2 < 0")]),
                ]),
            F.state("B"),
        ])

    @Test("the same counter compared with a constant is merged past it: the search ends and proves escape unreachable")
    func unboundedCounterAbstracted() throws {
        let machine = F.machine(
            "A", context: ["counter": 0],
            [
                F.state(
                    "A",
                    [
                        ("inc", [F.to("A", assign: [("counter", "counter + 1")])]),
                        ("escape", [F.to("B", when: "counter < 0")]),
                    ]),
                F.state("B"),
            ])
        let plan = try Self.plan(machine, .states, limits: PlannerLimits(maxDepth: 64, maxConfigurations: 100_000))
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
        #expect(plan.unreachable.map(\.description) == ["state B"])
    }

    @Test("an unbounded counter stops at the depth bound, truncated, listing what is uncovered")
    func unboundedCounterDepth() throws {
        let plan = try Self.plan(
            Self.unbounded, .states, limits: PlannerLimits(maxDepth: 64, maxConfigurations: 100_000))
        #expect(plan.truncated)
        #expect(plan.uncovered.map(\.description) == ["state B"])
        #expect(plan.unreachable.isEmpty, "a truncated search proves nothing unreachable")
        #expect(plan.configurations == 65)
    }

    @Test("an unbounded counter stops at the configuration bound, truncated")
    func unboundedCounterConfigurations() throws {
        let plan = try Self.plan(
            Self.unbounded, .transitions, limits: PlannerLimits(maxDepth: 1_000_000, maxConfigurations: 500))
        #expect(plan.truncated)
        #expect(plan.configurations == 500)
        #expect(plan.uncovered.map(\.label) == ["A --escape[counter * 2 < 0]--> B"])
        #expect(plan.covered.map(\.label) == ["A --inc--> A"])
        #expect(plan.text().contains("truncated: yes"))
    }

    @Test("a growing counter is not truncated when every target is covered before the bounds")
    func unboundedButCovered() throws {
        let machine = F.machine(
            "A", context: ["n": 0], [F.state("A", [("inc", [F.to("A", assign: [("n", "n + 1")])])])])
        let plan = try Self.plan(machine, .transitions)
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
    }

    @Test("a guard that needs event data is unsatisfiable with null data: uncovered, with a note")
    func guardNeedingEventData() throws {
        let machine = F.machine(
            "A", events: ["pay": StimulusDeclaration(data: ["amount": "integer"])],
            [
                F.state("A", [("pay", [F.to("B", when: "event.amount > 10")])]), F.state("B"),
            ])
        let plan = try Self.plan(machine, .transitions)
        #expect(plan.uncovered.map(\.label) == ["A --pay[event.amount > 10]--> B"])
        #expect(plan.notes.count == 1)
        #expect(plan.notes.first?.hasPrefix("guard of A --pay[event.amount > 10]--> B failed") == true)
    }

    @Test("a plan of a machine that does not compile gives its diagnostics")
    func planOfInvalidMachine() {
        let result = PathPlanner().plan(F.machine("Nowhere", [F.state("A")]), criterion: .states)
        guard case .failure(let error) = result else {
            Issue.record("expected compilation failure")
            return
        }
        #expect(error.diagnostics.map(\.code) == ["machine.unknown-initial"])
    }
}
