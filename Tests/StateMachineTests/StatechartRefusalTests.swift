import SpecModel
import Testing

@testable import StateMachine

/// The flat stages refuse a statechart: the planner and the boundary planner get `machine.statechart-not-planned`,
/// located at the first state that makes the machine a statechart.
@Suite struct StatechartPlannerRefusalTests {
    static let body = """
        {"initial": "A", "states": {"Top": {"on": {"go": [{"target": "A"}]}}, "A": {"initial": "a1", "states": {"a1": {}}}}}
        """

    @Test("the path and boundary planners refuse a statechart, located at its first nested state")
    func plannersRefuse() throws {
        let machine = try #require(StatechartCase.load(Self.body).0)
        for result in [
            PathPlanner().plan(machine, criterion: .transitions).map { _ in () },
            BoundaryPlanner().plan(machine).map { _ in () },
        ] {
            guard case .failure(let error) = result else {
                Issue.record("a statechart was planned")
                continue
            }
            #expect(error.diagnostics.map(\.code) == ["machine.statechart-not-planned"])
            #expect(error.diagnostics.first?.jsonPointer == "/states/A")
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
