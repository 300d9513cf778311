import SpecModel
import Testing

@testable import StateMachine

@Suite("Tours and determinism")
struct TourTests {
    typealias F = Fixture

    @Test("a tour of a strongly connected machine walks every transition in one path")
    func singleWalk() throws {
        let machine = F.machine(
            "A", context: ["n": 0],
            [
                F.state("A", [("next", [F.to("B")]), ("skip", [F.to("C")])]),
                F.state("B", [("next", [F.to("C")]), ("back", [F.to("A")])]),
                F.state("C", [("next", [F.to("A", assign: [("n", "1")])])]),
            ])
        let plan = try PathPlanner().plan(machine, criterion: .tour).get()
        #expect(plan.paths.count == 1)
        #expect(plan.uncovered.isEmpty)
        let walked = Set(plan.paths.flatMap { $0.steps.compactMap(\.transition) })
        #expect(walked.count == 5)
        #expect(Fixture.replayDivergence(plan, on: try F.compile(machine)) == nil)
    }

    @Test("a tour resets to the initial state when a final state ends the walk, which starts a new path")
    func resetSplitsTour() throws {
        let plan = try PathPlanner().plan(PathPlannerTests.player, criterion: .tour).get()
        #expect(plan.uncovered.isEmpty)
        #expect(plan.paths.count == 2)
        let walked = Set(plan.paths.flatMap { $0.steps.compactMap(\.transition) })
        #expect(walked.count == 5)
        #expect(plan.paths.allSatisfy { $0.steps.first?.from == "Idle" })
        #expect(Fixture.replayDivergence(plan, on: try F.compile(PathPlannerTests.player)) == nil)
    }

    @Test("a tour honours guards: the counter loop is walked before the exit")
    func tourWithGuards() throws {
        let plan = try PathPlanner().plan(PathPlannerTests.counter, criterion: .tour).get()
        #expect(plan.uncovered.isEmpty)
        #expect(plan.paths.count == 1)
        #expect(Fixture.replayDivergence(plan, on: try F.compile(PathPlannerTests.counter)) == nil)
    }

    @Test("the same machine gives the same plan, text and JSON twice", arguments: CoverageCriterion.allCases)
    func determinism(criterion: CoverageCriterion) throws {
        let first = try PathPlanner().plan(PathPlannerTests.counter, criterion: criterion).get()
        let second = try PathPlanner().plan(PathPlannerTests.counter, criterion: criterion).get()
        #expect(first == second)
        #expect(first.text() == second.text())
        #expect(JSONWriter().string(first.json()) == JSONWriter().string(second.json()))
    }

    @Test("the text rendering lists paths, coverage and bounds")
    func textRendering() throws {
        let machine = F.machine(
            "Closed",
            [
                F.state("Closed", [("open", [F.to("Open", emits: ["opened"])])]),
                F.state("Open", [("close", [F.to("Closed")])]),
                F.state("Locked", [("unlock", [F.to("Closed")])]),
            ])
        let plan = try PathPlanner().plan(machine, criterion: .transitions).get()
        #expect(
            plan.text() == """
                machine: test
                criterion: transitions
                paths: 1
                path 1 (2 steps)
                  1. open: Closed --open--> Open emits opened
                  2. close: Open --close--> Closed
                covered: 2 of 3
                uncovered: 0
                unreachable: 1 (proved: every reachable configuration searched, no event data read)
                  transition Locked --unlock--> Closed
                truncated: no
                configurations: 2 (limits: max-depth=64, max-configurations=100000)

                """)
    }

    @Test("the JSON rendering names steps, transitions and coverage")
    func jsonRendering() throws {
        let machine = F.machine("A", [F.state("A", [("go", [F.to("B")])]), F.state("B")])
        let json = try PathPlanner().plan(machine, criterion: .states).get().json()
        #expect(json["criterion"] == "states")
        #expect(json["truncated"] == false)
        let step = json["paths"]?.arrayValue?.first?["steps"]?.arrayValue?.first
        #expect(step?["transition"] == ["state": "A", "event": "go", "ordinal": 0])
        #expect(step?["label"] == "A --go--> B")
        #expect(json["covered"]?.arrayValue?.count == 2)
        #expect(json["uncovered"] == [])
    }
}
