import SpecModel
import Testing

@testable import StateMachine

@Suite("Boundary planner: c - 1, c and c + 1 for every guard comparison")
struct BoundaryPlannerTests {
    typealias F = Fixture

    /// Deselecting is allowed while `themes > 0`; saving needs `themes >= 1`. Deselecting at the boundary leaves the
    /// same state and no event, so only a later `save` tells the branches apart.
    static let onboarding = F.machine(
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

    @Test("every comparison gets c - 1, c and c + 1; values no run reaches are skipped, and say why")
    func valuesAndSkips() throws {
        let plan = try BoundaryPlanner().plan(Self.onboarding).get()
        #expect(
            plan.cases.map(\.name) == [
                "Picking.deselect#0:themes=0", "Picking.deselect#0:themes=1",
                "Picking.save#0:themes=0", "Picking.save#0:themes=1", "Picking.save#0:themes=2",
                "Picking.save#1:themes=0", "Picking.save#1:themes=1", "Picking.save#1:themes=2",
            ])
        #expect(
            plan.skipped.map { "\($0.operand)=\($0.value): \($0.reason)" } == [
                "themes=-1: no run reaches Picking with themes = -1 (proved)"
            ])
        #expect(plan.cases.first { $0.name == "Picking.deselect#0:themes=1" }?.comparison == "themes > 0")
    }

    @Test("a boundary value past a planner limit is skipped naming the limit, its value and the option that raises it")
    func skipNamesTheLimit() throws {
        let plan = try BoundaryPlanner(limits: PlannerLimits(maxDepth: 1)).plan(Self.onboarding).get()
        let reasons = plan.skipped.map { "\($0.operand)=\($0.value): \($0.reason)" }
        #expect(
            reasons.contains(
                "themes=2: no path to Picking with themes = 2 found before the planner limit max-depth=1 reached (raise it with --max-depth)"
            ),
            "\(reasons)")
        #expect(
            !(try BoundaryPlanner().plan(Self.onboarding).get()).skipped.contains {
                $0.reason.contains("planner limit")
            })
    }

    @Test("a branch that looks the same at the step gets the shortest distinguishing suffix")
    func distinguishingSuffix() throws {
        let plan = try BoundaryPlanner().plan(Self.onboarding).get()
        let atOne = try #require(plan.cases.first { $0.name == "Picking.deselect#0:themes=1" })
        // Spec: deselect at 1 goes to 0, so save stays in Picking; the other branch (ignored) keeps 1 and saves.
        #expect(atOne.discrimination == .suffix)
        #expect(atOne.path.steps.map(\.event) == ["select", "deselect", "save"])
        #expect(atOne.boundaryStep == 1)
        #expect(atOne.path.steps.last?.to == "Picking")
        let saveAtOne = try #require(plan.cases.first { $0.name == "Picking.save#0:themes=1" })
        #expect(saveAtOne.discrimination == .immediate)
        #expect(saveAtOne.path.steps.map(\.event) == ["select", "save"])
    }

    @Test("a comparison that does not decide the branch is still tried, marked undecided")
    func undecided() throws {
        let plan = try BoundaryPlanner().plan(Self.onboarding).get()
        // save#1 (themes < 1) at themes = 2: save#0 is taken first whatever save#1's comparison says.
        let c = try #require(plan.cases.first { $0.name == "Picking.save#1:themes=2" })
        #expect(c.discrimination == .undecided)
        #expect(c.path.steps.last?.to == "Saved")
    }

    @Test("a branch no later event can tell apart is marked none")
    func indistinguishable() throws {
        let machine = F.machine(
            "Launch", context: ["retries": 1],
            [
                F.state(
                    "Launch",
                    [
                        (
                            "fail",
                            [
                                F.to("Launch", when: "retries > 0", assign: [("retries", "retries - 1")]),
                                F.to("Launch", when: "retries == 0"),
                            ]
                        ),
                        ("ok", [F.to("Home")]),
                    ]),
                F.state("Home", final: true),
            ])
        let plan = try BoundaryPlanner().plan(machine).get()
        let c = try #require(plan.cases.first { $0.name == "Launch.fail#1:retries=0" })
        #expect(c.discrimination == .none)
    }

    @Test("an event member compared with a constant is set in the boundary step's data")
    func eventMember() throws {
        let machine = F.machine(
            "Idle", context: [:],
            [
                F.state(
                    "Idle",
                    [
                        (
                            "pay",
                            [
                                F.to("Paid", when: "event.amount >= 5", emits: ["paid"]),
                                F.to("Idle", when: "event.amount < 5"),
                            ]
                        )
                    ]),
                F.state("Paid", final: true),
            ])
        let plan = try BoundaryPlanner().plan(machine).get()
        let values = plan.cases.filter { $0.transition.ordinal == 0 }.map {
            ($0.value, $0.path.steps.last?.data, $0.path.steps.last?.to)
        }
        #expect(values.map(\.0) == [4, 5, 6])
        #expect(values.map(\.1) == [["amount": 4], ["amount": 5], ["amount": 6]])
        #expect(values.map(\.2) == ["Idle", "Paid", "Paid"])
        #expect(plan.cases.first?.operand == .event(["amount"]))
    }

    @Test("an offset moves across: fills + 1 >= 10 compares fills with 9")
    func offsetNormalised() throws {
        let machine = F.machine(
            "Play", context: ["fills": 0],
            [
                F.state(
                    "Play",
                    [
                        (
                            "fill",
                            [
                                F.to("Aha", when: "fills + 1 >= 10", assign: [("fills", "fills + 1")]),
                                F.to("Play", when: "fills + 1 < 10", assign: [("fills", "fills + 1")]),
                            ]
                        )
                    ]),
                F.state("Aha", final: true),
            ])
        let plan = try BoundaryPlanner().plan(machine).get()
        #expect(plan.cases.filter { $0.transition.ordinal == 0 }.map(\.value) == [8, 9])
        #expect(plan.cases.first?.comparison == "fills >= 9")
        #expect(plan.skipped.map(\.value) == [10, 10])
        for c in plan.cases { #expect(Self.replays(c.path, on: machine)) }
    }

    /// Whether the spec interpreter walks `path` exactly as planned.
    static func replays(_ path: PlannedPath, on machine: Machine) -> Bool {
        guard let compiled = try? CompiledMachine.compile(machine).get() else { return false }
        let plan = PathPlan(
            machine: "test", criterion: .transitions, paths: [path], covered: [], uncovered: [], configurations: 0,
            limits: PlannerLimits(), notes: [])
        return Fixture.replayDivergence(plan, on: compiled) == nil
    }
}
