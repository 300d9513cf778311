import SpecModel
import Testing

@testable import StateMachine

@Suite("Planner bounds and scale")
struct PlannerBoundsTests {
    typealias F = Fixture

    static func chain(_ count: Int) -> Machine {
        F.machine(
            "C0",
            (0..<count).map { index in
                index + 1 < count ? F.state("C\(index)", [("next", [F.to("C\(index + 1)")])]) : F.state("C\(index)")
            })
    }

    @Test("a chain longer than the depth bound is truncated, listing the states beyond it")
    func depthBoundOnChain() throws {
        let plan = try PathPlanner(limits: PlannerLimits(maxDepth: 64)).plan(Self.chain(100), criterion: .states).get()
        #expect(plan.truncated)
        #expect(plan.covered.count == 65)
        #expect(plan.uncovered.first?.label == "C65")
        #expect(plan.uncovered.count == 35)
        #expect(plan.paths.map(\.steps.count) == [64])
    }

    @Test("a plan stopped by max-depth names the limit, its value and the option that raises it")
    func depthLimitIsNamed() throws {
        let plan = try PathPlanner(limits: PlannerLimits(maxDepth: 10)).plan(Self.chain(20), criterion: .states).get()
        #expect(plan.limitsReached == [.maxDepth])
        #expect(plan.limitText == "planner limit max-depth=10 reached (raise it with --max-depth)")
        #expect(
            plan.text().contains("truncated: yes: planner limit max-depth=10 reached (raise it with --max-depth)\n"))
        #expect(plan.json()["limitsReached"] == .array(["max-depth"]))
        let raised = try PathPlanner(limits: PlannerLimits(maxDepth: 19)).plan(Self.chain(20), criterion: .states).get()
        #expect(raised.limitsReached.isEmpty && raised.limitText == nil, "a search that ended on its own names a limit")
        #expect(
            raised.text().contains(
                "truncated: no\nconfigurations: 20 (limits: max-depth=19, max-configurations=100000)\n"))
    }

    @Test("a plan stopped by max-configurations names that limit, not max-depth")
    func configurationLimitIsNamed() throws {
        let plan = try PathPlanner(limits: PlannerLimits(maxDepth: 1_000, maxConfigurations: 5)).plan(
            Self.chain(20), criterion: .states
        ).get()
        #expect(plan.limitsReached == [.maxConfigurations])
        #expect(plan.limitText == "planner limit max-configurations=5 reached (raise it with --max-configurations)")
    }

    @Test("every planner limit has an option name, and the limits read and write by it")
    func limitsByName() {
        var limits = PlannerLimits()
        for (index, limit) in PlannerLimit.allCases.enumerated() { limits[limit] = index + 7 }
        #expect(limits == PlannerLimits(maxDepth: 7, maxConfigurations: 8))
        #expect(PlannerLimit.allCases.map(\.option) == ["--max-depth", "--max-configurations"])
        #expect(
            limits.reachedText([.maxDepth, .maxConfigurations])
                == "planner limit max-depth=7 and max-configurations=8 reached (raise it with --max-depth and --max-configurations)"
        )
    }

    @Test("a 10k-step path is planned and rendered without recursion")
    func longChainWithinBounds() throws {
        let limits = PlannerLimits(maxDepth: 20_000, maxConfigurations: 20_000)
        let plan = try PathPlanner(limits: limits).plan(Self.chain(10_000), criterion: .transitions).get()
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
        #expect(plan.paths.map(\.steps.count) == [9_999])
        #expect(plan.text().hasPrefix("machine: test\ncriterion: transitions\npaths: 1\npath 1 (9999 steps)\n"))
    }

    @Test("large machines use a sparse (state, event) table with the same lookups")
    func sparseTable() throws {
        // 2100 states × 2100 events exceeds the dense table limit.
        let count = 2_100
        let machine = try F.compile(
            F.machine(
                "S0",
                (0..<count).map { index in
                    F.state("S\(index)", [("e\(index)", [F.to("S\((index + 1) % count)")])])
                }))
        #expect(!machine.storage.isDense)
        var instance = MachineInstance(machine)
        #expect(instance.step(event: "e1").effect == .ignored)
        #expect(instance.step(event: "e0").effect == .transitioned(from: "S0", to: "S1", emits: []))
        #expect(instance.step(event: "e1").effect == .transitioned(from: "S1", to: "S2", emits: []))
        #expect(machine.transitionIndex(TransitionID(machine: "test", from: "S5", event: "e5", ordinal: 0)) == 5)
        #expect(machine.transitionIndex(TransitionID(machine: "test", from: "S5", event: "e6", ordinal: 0)) == nil)
    }

    @Test("an unguarded machine without context stores one configuration per reachable state")
    func configurationsEqualStates() throws {
        let machine = F.machine(
            "A",
            [
                F.state("A", [("x", [F.to("B")]), ("y", [F.to("C")])]),
                F.state("B", [("x", [F.to("C")]), ("y", [F.to("A")])]),
                F.state("C", [("x", [F.to("A")]), ("y", [F.to("B")])]),
            ])
        let plan = try PathPlanner().plan(machine, criterion: .transitions).get()
        #expect(plan.configurations == 3)
        #expect(plan.covered.count == 6)
        // shortest paths: every transition is at most two steps from A
        #expect(plan.paths.allSatisfy { $0.steps.count <= 2 })
    }
}
