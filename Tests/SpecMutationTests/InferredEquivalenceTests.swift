import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// The engine's own equivalence rule: a no-effect self-loop, last for its event in a state that ignores unhandled
/// events, is observationally the same as no transition. Each near miss is a self-loop an implementation can tell
/// from an ignored event.
@Suite struct InferredEquivalenceTests {
    /// The toy machine with `Jammed` given extra `coin` transitions: a guarded no-effect self-loop (last), a
    /// self-loop before another transition, a self-loop that emits, and a state that rejects unhandled events.
    static func bundle(jammedRejects: Bool = false, onlyTheSelfLoop: Bool = false) throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        var machine = bundle.machines[index]
        let jammed = try #require(machine.states.firstIndex { $0.name == "Jammed" })
        let idle = try #require(machine.states.firstIndex { $0.name == "Idle" })
        machine.states[jammed].on.append(
            EventTransitions(
                event: "coin",
                transitions: [
                    Transition(target: "Jammed", guardExpression: Located("credit > 0", origin: .synthetic()))
                ]))
        if onlyTheSelfLoop {
            bundle.machines[index] = machine
            return bundle
        }
        machine.states[jammed].on.append(
            EventTransitions(event: "refund", transitions: [Transition(target: "Jammed"), Transition(target: "Idle")]))
        machine.states[idle].on.append(
            EventTransitions(
                event: "vend", transitions: [Transition(target: "Idle", emits: [EmittedEvent("refund_issued")])]))
        if jammedRejects { machine.states[jammed].unhandled = UnhandledEvents(mode: .reject, output: "error") }
        bundle.machines[index] = machine
        return bundle
    }

    static func inferred(_ bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String] {
        InferredEquivalence.resolve(MutationOperators.mutants(of: bundle).map(\.info), in: bundle, scenarios: scenarios)
    }

    @Test("dropping, flipping or shifting a no-effect self-loop that is last for its event is inferred equivalent")
    func noEffectSelfLoop() throws {
        let inferred = Self.inferred(try Self.bundle())
        #expect(
            inferred.keys.sorted() == [
                "drop-transition:vending/Jammed.coin#0", "flip-guard:vending/Jammed.coin#0",
                "shift-guard-constant:vending/Jammed.coin#0@9+1", "shift-guard-constant:vending/Jammed.coin#0@9-1",
            ])
        #expect(inferred.values.allSatisfy { $0.hasPrefix("inferred by the engine:") })
    }

    @Test("a self-loop before another transition of its event, one that emits, or one in a rejecting state is not")
    func notEquivalent() throws {
        let inferred = Self.inferred(try Self.bundle())
        #expect(inferred["drop-transition:vending/Jammed.refund#0"] == nil)
        #expect(inferred["drop-transition:vending/Idle.vend#0"] == nil)
        #expect(inferred["drop-transition:vending/Idle.coin#0"] == nil)
        #expect(Self.inferred(try Self.bundle(jammedRejects: true)).isEmpty)
    }

    /// The toy machine whose `Idle` handles `vend` with a self-loop that emits and assigns nothing but names the output
    /// `shown` as `true`.
    static func outputBundle() throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let m = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let idle = try #require(bundle.machines[m].states.firstIndex { $0.name == "Idle" })
        bundle.machines[m].states[idle].on.append(
            EventTransitions(
                event: "vend",
                transitions: [
                    Transition(
                        target: "Idle",
                        outputs: [OutputExpectation(name: "shown", expression: Located("true", origin: .synthetic()))])
                ]))
        return bundle
    }

    /// The toy vending machine that shows a message (`shown`) once `vend` is pressed while it is idle.
    struct ShowingSubject: ConformanceSubject {
        var inner = ToyVendingSubject()
        var shown = false

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            shown = false
        }

        func observeReset() -> Observation? {
            Observation(states: ["vending": "Idle"], outputs: ["credit": .int(0), "shown": .bool(false)])
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if stimulus.event == "vend", inner.vending.phase == .idle { shown = true }
            var observation = try inner.apply(stimulus)
            observation.outputs["shown"] = .bool(shown)
            return observation
        }
    }

    @Test("a self-loop that names an output is not inferred equivalent: dropping it is killed where the output changes")
    func selfLoopWithOutputs() throws {
        let bundle = try Self.outputBundle()
        #expect(Self.inferred(bundle)["drop-transition:vending/Idle.vend#0"] == nil)
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: "toy", elements: ["vending"]) { ShowingSubject() }
        let runner = MutationRunner(subjects: subjects, rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        let drop = try #require(
            MutationOperators.mutants(of: bundle, operators: ["drop-transition"]).first {
                $0.info.id == "drop-transition:vending/Idle.vend#0"
            })
        // The dropped transition was the only one naming `shown`: the mutant keeps it declared, so the sneak check
        // that sends `vend` to Idle sees it change.
        #expect(drop.apply(to: bundle).machine(id: "vending")?.declaredOutputs == ["shown"])
        let result = runner.evaluate(drop, bundle: bundle, scenarios: [])
        #expect(result.status == .killed, "\(result.statusReason ?? "")")
        #expect(result.statusReason?.contains("output shown unchanged (false)") == true, "\(result.statusReason ?? "")")
    }

    /// The toy machine with `Jammed` declaring `coin` unsent, and a scenario that sends `coin` while jammed.
    static func unsentBundle() throws -> (SpecBundle, Scenario) {
        var bundle = try ToyFixture.bundle()
        let m = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let jammed = try #require(bundle.machines[m].states.firstIndex { $0.name == "Jammed" })
        bundle.machines[m].states[jammed].unhandled = UnhandledEvents(
            mode: .ignore, unsent: ["coin": "the slot is blocked while jammed"])
        let scenario = Scenario(
            id: "SCN-JAMMED-COIN", product: "toy", covers: [], machine: "vending",
            steps: [
                ScenarioStep(machine: "vending", send: "jam", expectState: "Jammed"),
                ScenarioStep(machine: "vending", send: "coin", expectState: "Jammed"),
            ])
        return (bundle, scenario)
    }

    @Test("an added transition on an unsent pair is inferred equivalent, but not when a scenario sends the event there")
    func unsentSentByScenario() throws {
        let (bundle, scenario) = try Self.unsentBundle()
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["add-transition"]).first {
                $0.info.element == "vending/Jammed.coin"
            })
        let id = mutant.info.id
        #expect(Self.inferred(bundle)[id]?.contains("the slot is blocked while jammed") == true)
        #expect(Self.inferred(bundle, scenarios: [scenario])[id] == nil)
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        let runner = MutationRunner(subjects: subjects, rules: rules, jobs: 1)
        #expect(runner.baseline(bundle, scenarios: [scenario]).checks.allSatisfy { $0.status == .passed })
        let result = runner.evaluate(mutant, bundle: bundle, scenarios: [scenario])
        #expect(result.status == .killed, "\(result)")
    }

    @Test("a survivor only a sneak check reached is Survived naming that check, not NoCoverage")
    func sneakCheckReaches() throws {
        let bundle = try Self.bundle(onlyTheSelfLoop: true)
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        let runner = MutationRunner(subjects: subjects, rules: rules, jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        let drop = try #require(
            MutationOperators.mutants(of: bundle).first { $0.info.id == "drop-transition:vending/Jammed.coin#0" })
        let result = runner.evaluate(drop, bundle: bundle, scenarios: [])
        #expect(result.status == .survived, "\(result)")
        #expect(result.coveredBy.contains { $0.hasPrefix("sneak:vending:Jammed") }, "\(result.coveredBy)")
    }
}
