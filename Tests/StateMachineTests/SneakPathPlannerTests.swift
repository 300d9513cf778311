import SpecModel
import Testing
@testable import StateMachine

@Suite("Sneak-path planning")
struct SneakPathPlannerTests {
    typealias F = Fixture

    /// Idle → Running ⇄ Paused, Running → Done (final); a declared fault `crash` no state handles; an unreachable
    /// Orphan; a guarded `skip` in Idle whose guard is false in the initial context.
    static let player = F.machine("Idle", context: ["credits": 0], events: ["crash": StimulusDeclaration(fault: true)], [
        F.state("Idle", [("play", [F.to("Running")]), ("skip", [F.to("Done", when: "credits > 0")])]),
        F.state("Running", [("pause", [F.to("Paused")]), ("stop", [F.to("Done")])]),
        F.state("Paused", [("play", [F.to("Running")]), ("stop", [F.to("Done")])]),
        F.state("Done", final: true),
        F.state("Orphan", [("play", [F.to("Idle")])]),
    ])

    func sneaks() throws -> SneakPathPlan {
        let compiled = try F.compile(Self.player)
        let plan = PathPlanner().plan(compiled, criterion: .guards)
        return SneakPathPlanner().plan(compiled, reaching: plan)
    }

    func events(_ plan: SneakPathPlan, _ state: String) -> [String]? {
        plan.states.first { $0.state == state }.map { $0.events.map(\.event) }
    }

    @Test("every event of the alphabet a reached state does not handle is a sneak path, declared faults included")
    func unhandledEvents() throws {
        let plan = try sneaks()
        // Alphabet: play, skip, pause, stop (handled somewhere, document order), then crash (declared only).
        #expect(events(plan, "Running") == ["play", "skip", "crash"])
        #expect(events(plan, "Paused") == ["skip", "pause", "crash"])
        #expect(plan.pathCount == 4 + 3 + 3 + 5)
    }

    @Test("an event whose every guard is false after the prefix is a sneak path, marked guarded with its guards")
    func guardedEventIsUnhandled() throws {
        let idle = try #require(try sneaks().states.first { $0.state == "Idle" })
        #expect(idle.events.map(\.event) == ["skip", "pause", "stop", "crash"])
        let skip = try #require(idle.events.first)
        #expect(skip.guarded)
        #expect(skip.guards.map(\.outcome) == [false])
        #expect(!idle.events[1].guarded)
    }

    @Test("a final state ignores the whole alphabet")
    func finalStateIgnoresEverything() throws {
        #expect(events(try sneaks(), "Done") == ["play", "skip", "pause", "stop", "crash"])
    }

    @Test("prefixes are the shortest planned prefixes; a state no path reaches gets none and is listed unreached")
    func prefixesAndUnreached() throws {
        let plan = try sneaks()
        #expect(plan.states.first { $0.state == "Idle" }?.prefix.isEmpty == true)
        #expect(plan.states.first { $0.state == "Paused" }?.prefix.map(\.event) == ["play", "pause"])
        #expect(plan.states.first { $0.state == "Done" }?.prefix.map(\.event) == ["play", "stop"])
        #expect(plan.unreached == ["Orphan"])
        #expect(plan.states.map(\.state) == ["Idle", "Running", "Paused", "Done"])
    }

    @Test("a guard that cannot be evaluated with null event data is not a sneak path but a note")
    func unevaluableGuardIsANote() throws {
        let machine = F.machine("A", [F.state("A", [("go", [F.to("B", when: "event.n > 1")])]), F.state("B", [("back", [F.to("A")])])])
        let compiled = try F.compile(machine)
        let plan = SneakPathPlanner().plan(compiled, reaching: PathPlanner().plan(compiled, criterion: .guards))
        #expect(plan.states.first { $0.state == "A" }?.events.map(\.event) == ["back"])
        #expect(plan.notes.count == 1)
    }
}
