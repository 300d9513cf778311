import SpecModel
import Testing

@testable import StateMachine

/// The `uses` criterion: def-use pairs of context fields, planned from definition to use with no assignment between.
@Suite struct DefUsePlannerTests {
    /// nonna's session limiter in small: four failures stay logged out, the fifth blocks, a wait clears them.
    static let session = Fixture.machine(
        "LoggedOut", context: ["failures": .int(0)],
        [
            Fixture.state(
                "LoggedOut",
                [
                    (
                        "login.failed",
                        [
                            Fixture.to("LoggedOut", when: "failures < 4", assign: [("failures", "failures + 1")]),
                            Fixture.to("Blocked", when: "failures >= 4", assign: [("failures", "failures + 1")]),
                        ]
                    ),
                    ("wait", [Fixture.to("LoggedOut", when: "failures > 0", assign: [("failures", "0")])]),
                ]),
            Fixture.state("Blocked", [("wait", [Fixture.to("LoggedOut", assign: [("failures", "0")])])]),
        ])

    static func id(_ from: String, _ event: String, _ ordinal: Int = 0) -> TransitionID {
        TransitionID(machine: "test", from: from, event: event, ordinal: ordinal)
    }

    static func plan(_ machine: Machine) throws -> (PathPlan, CompiledMachine) {
        let compiled = try Fixture.compile(machine)
        return (PathPlanner().plan(compiled, criterion: .uses), compiled)
    }

    @Test("the criterion finds the def-clear path: the wait's 0 reaches the blocking guard at 4 through four failures")
    func defClearPathToTheConstant() throws {
        let (plan, compiled) = try Self.plan(Self.session)
        let pair = DefUsePair(
            machine: "test", field: "failures", definition: .assigns(Self.id("LoggedOut", "wait")),
            use: Self.id("LoggedOut", "login.failed", 1), kind: .guardExpression, value: .integer(4))
        #expect(plan.covered.contains { $0.pair == pair })
        #expect(plan.uncovered.isEmpty, "\(plan.uncovered.map(\.description))")
        #expect(Fixture.replayDivergence(plan, on: compiled) == nil)
        // The path that exercises it: the wait, then five failures, the fifth blocking.
        let wanted = ["wait"] + Array(repeating: "login.failed", count: 5)
        let path = try #require(
            plan.paths.first { path in
                let events = path.steps.map(\.event)
                return events.indices.contains { events[$0...].starts(with: wanted) }
            }, "\(plan.paths.map { $0.steps.map(\.event) })")
        // Replaying that path, the tracker names the pair; an earlier definition the wait assigned over, it does not.
        var instance = MachineInstance(compiled)
        var tracker = DefUseTracker(DefUseAnalysis(compiled))
        var seen: [DefUsePair] = []
        for step in path.steps {
            let slots = instance.slots
            seen += tracker.observe(
                slots: slots, data: step.data, outcome: instance.step(event: step.event, data: step.data))
        }
        #expect(seen.contains(pair))
        #expect(!seen.contains { $0.definition == .initial && $0.use == Self.id("LoggedOut", "login.failed", 1) })
    }

    @Test("a pair no run can exercise is proved infeasible, and an assignment nothing reads is dead")
    func infeasiblePair() throws {
        let (plan, compiled) = try Self.plan(Self.session)
        // The fifth failure's count is wiped by the wait out of Blocked before anything reads it.
        let blocked = plan.unreachable.compactMap(\.pair).filter {
            $0.definition == .assigns(Self.id("LoggedOut", "login.failed", 1))
        }
        #expect(!blocked.isEmpty)
        #expect(blocked.allSatisfy { $0.kind != nil })
        #expect(!plan.covered.contains { $0.pair?.definition == .assigns(Self.id("LoggedOut", "login.failed", 1)) })
        let dead = DeadAssignments.of(compiled)
        #expect(dead[Self.id("LoggedOut", "login.failed", 1)] == ["failures"])
        #expect(dead[Self.id("LoggedOut", "wait")] == nil)
        #expect(dead[Self.id("LoggedOut", "login.failed", 0)] == nil)
    }

    @Test("uses subsumes guards: every transition and every guard's false outcome is a target too")
    func subsumesGuards() throws {
        let (uses, compiled) = try Self.plan(Self.session)
        let guards = PathPlanner().plan(compiled, criterion: .guards)
        let kinds: Set<CoverageTarget.Kind> = [.transition, .guardFalse]
        #expect(
            uses.covered.filter { kinds.contains($0.kind) } == guards.covered,
            "the uses plan covers what the guards plan covers")
        #expect(uses.criterion == .uses)
        #expect(CoverageCriterion(rawValue: "uses") == .uses)
    }

    /// swapgraph's task in small: another task starting counts, and the count is shown.
    static func counter(assigning: Bool) -> Machine {
        var loop = Fixture.to("planned", assign: assigning ? [("others", "others + 1")] : [])
        loop.outputs = [OutputExpectation(name: "others", expression: Located("others + 1", origin: .synthetic()))]
        return Fixture.machine(
            "planned", context: ["others": .int(0)],
            [
                Fixture.state("planned", [("other_started", [loop]), ("start", [Fixture.to("done")])]),
                Fixture.state("done", final: true),
            ])
    }

    @Test(
        "a dropped count on a self-loop is seen: the mutant's plan sends the event twice, and the second output differs"
    )
    func droppedCountIsSeen() throws {
        let (plan, _) = try Self.plan(Self.counter(assigning: false))
        // The self-loop keeps `others`: a self-loop's keep is held to every use, here the next other_started's output.
        let keep = DefUsePair(
            machine: "test", field: "others", definition: .keeps(Self.id("planned", "other_started")),
            use: Self.id("planned", "other_started"), kind: .output)
        #expect(plan.covered.contains { $0.pair == keep })
        let twice = try #require(
            plan.paths.first { Self.sendsTwice($0) }, "\(plan.paths.map { $0.steps.map(\.event) })")
        // What the counting machine (the implementation) shows on that path, against what the mutant expects.
        func outputs(_ machine: Machine) throws -> [JSONValue] {
            let compiled = try Fixture.compile(machine)
            var instance = MachineInstance(compiled)
            var shown: [JSONValue] = []
            for step in twice.steps {
                let slots = instance.slots
                let outcome = instance.step(event: step.event, data: step.data)
                guard let taken = outcome.transition else { continue }
                for output in compiled.expectedOutputs(of: taken, slots: slots, data: step.data) {
                    if case .success(let value) = output.value { shown.append(value) }
                }
            }
            return shown
        }
        let counted = try outputs(Self.counter(assigning: true))
        let kept = try outputs(Self.counter(assigning: false))
        #expect(counted != kept, "the implementation shows \(counted), the mutant expects \(kept)")
        #expect(kept.allSatisfy { $0 == .int(1) })
        // The guards criterion plans no such path: it never takes the no-op loop twice.
        let guards = PathPlanner().plan(try Fixture.compile(Self.counter(assigning: false)), criterion: .guards)
        #expect(!guards.paths.contains { Self.sendsTwice($0) })
    }

    /// Whether `path` sends other_started twice in a row.
    static func sendsTwice(_ path: PlannedPath) -> Bool {
        let events = path.steps.map(\.event)
        return zip(events, events.dropFirst()).contains { $0 == "other_started" && $1 == "other_started" }
    }

    @Test("a boolean a guard reads is paired at both values; a counter step carries the definition before it")
    func valuesAndCarries() throws {
        let machine = Fixture.machine(
            "Idle", context: ["ready": .bool(false), "n": .int(0)],
            [
                Fixture.state(
                    "Idle",
                    [
                        ("arm", [Fixture.to("Idle", assign: [("ready", "true")])]),
                        ("bump", [Fixture.to("Idle", assign: [("n", "n + 1")])]),
                        ("go", [Fixture.to("Done", when: "ready && n >= 2")]),
                    ]),
                Fixture.state("Done", final: true),
            ])
        let (plan, _) = try Self.plan(machine)
        let pairs = Set(plan.covered.compactMap(\.pair))
        let go = Self.id("Idle", "go")
        #expect(
            pairs.contains(
                .init(
                    machine: "test", field: "ready", definition: .initial, use: go, kind: .guardExpression,
                    value: .boolean(false))))
        #expect(
            pairs.contains(
                .init(
                    machine: "test", field: "ready", definition: .assigns(Self.id("Idle", "arm")), use: go,
                    kind: .guardExpression, value: .boolean(true))))
        // The initial 0 reaches `n >= 2` at 1 and 2 through the bumps that carry it.
        for value in [1, 2] {
            #expect(
                pairs.contains(
                    .init(
                        machine: "test", field: "n", definition: .initial, use: go, kind: .guardExpression,
                        value: .integer(value))))
        }
        #expect(plan.uncovered.isEmpty, "\(plan.uncovered.map(\.description))")
    }
}
