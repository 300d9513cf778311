import SpecModel
import Testing

@testable import StateMachine

/// The planners plan a statechart through its flat machine of configurations (``StatechartFlattener``) and refuse, with
/// `machine.statechart-not-planned` located at the state concerned, only what the flattener refuses (an eventless loop
/// that never settles).
@Suite struct StatechartPlannerRefusalTests {
    static let body = """
        {"initial": "A", "states": {"Top": {"on": {"go": [{"target": "A"}]}}, "A": {"initial": "a1", "states": {"a1": {}}}}}
        """
    static let eventlessLoop = """
        {"initial": "Top", "states": {"Top": {"on": {"go": [{"target": "A"}]}}, "A": {"always": [{"target": "B"}]}, "B": {"always": [{"target": "A"}]}}}
        """

    @Test("the path and boundary planners plan a statechart as its configurations")
    func plannersPlan() throws {
        let machine = try #require(StatechartCase.load(Self.body).0)
        let plan = try PathPlanner().plan(machine, criterion: .transitions).get()
        #expect(plan.machine == "m")
        #expect(throws: Never.self) { try BoundaryPlanner().plan(machine).get() }
    }

    @Test("the path and boundary planners refuse a statechart the flattener refuses, located at the looping state")
    func plannersRefuse() throws {
        let machine = try #require(StatechartCase.load(Self.eventlessLoop).0)
        for result in [
            PathPlanner().plan(machine, criterion: .transitions).map { _ in () },
            BoundaryPlanner().plan(machine).map { _ in () },
        ] {
            guard case .failure(let error) = result else {
                Issue.record("a statechart with an eventless loop was planned")
                continue
            }
            #expect(error.diagnostics.map(\.code) == ["machine.statechart-not-planned"])
            #expect(error.diagnostics.first?.message.contains("do not settle") == true)
            #expect(["/states/A", "/states/B"].contains(error.diagnostics.first?.jsonPointer ?? ""))
            #expect(error.diagnostics.first?.location != nil)
        }
    }

    @Test("the same machine runs in the statechart interpreter")
    func interpreterRuns() throws {
        let machine = try #require(StatechartCase.load(Self.body).0)
        let chart = try CompiledStatechart.compile(machine).get()
        var instance = StatechartInstance(chart)
        #expect(instance.activeLeaves == ["a1"])
        #expect(instance.step(event: "go").effect == .ignored)
    }

    @Test("the semantics suite's check fails on a wrong expectation (negative control of the harness)")
    func harnessFailsOnWrongExpectation() throws {
        let machine = try #require(StatechartCase.load(Self.body).0)
        let instance = StatechartInstance(try CompiledStatechart.compile(machine).get())
        let wrong = try #require(
            JSONParser().parse(Array(#"{"active": ["A"], "entered": ["a1", "A"]}"#.utf8), file: "x").root)
        withKnownIssue {
            StatechartSemanticsTests.expect(wrong, instance.startup, instance, "start")
        }
    }
}
