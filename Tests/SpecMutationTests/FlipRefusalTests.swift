import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `flip-refusal` (issue 30, item 2): ignore ↔ reject per state and per machine; the toy's sneak checks kill every
/// flip, and only a state no check can send an unhandled event is inferred equivalent.
@Suite struct FlipRefusalTests {
    static func mutants(_ bundle: SpecBundle) -> [Mutant] {
        MutationOperators.mutants(of: bundle, operators: ["flip-refusal"])
    }

    static func inferred(_ bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String] {
        RefusalEquivalence.resolve(mutants(bundle).map(\.info), in: bundle, scenarios: scenarios)
    }

    static func vending(_ bundle: SpecBundle) throws -> Machine {
        try #require(bundle.machines.first { $0.id == "vending" })
    }

    @Test("one mutant per machine and per state; ignore becomes reject in a refusal output, reject becomes ignore")
    func mutantsAndEdits() throws {
        var bundle = try ToyFixture.bundle()
        let mutants = Self.mutants(bundle)
        #expect(
            mutants.map(\.info.id) == [
                "flip-refusal:vending", "flip-refusal:vending/Idle", "flip-refusal:vending/Jammed",
                "flip-refusal:vending/Ready",
            ])
        let idle = try #require(mutants.first { $0.info.id == "flip-refusal:vending/Idle" })
        #expect(idle.info.reach == .check(id: "sneak:vending:Idle"))
        #expect(idle.info.original == "ignore" && idle.info.replacement == "reject → refusal")
        let flipped = try Self.vending(idle.apply(to: bundle))
        #expect(flipped.unhandledEvents(in: "Idle") == UnhandledEvents(mode: .reject, output: "refusal"))
        #expect(flipped.unhandledEvents(in: "Ready").mode == .ignore)
        let whole = try Self.vending(try #require(mutants.first).apply(to: bundle))
        #expect(whole.unhandledEvents(in: "Ready").mode == .reject)

        // A rejecting state (with unsent events) flips back to ignore and keeps what it declares unsent.
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let ready = try #require(bundle.machines[index].states.firstIndex { $0.name == "Ready" })
        bundle.machines[index].states[ready].unhandled = UnhandledEvents(
            mode: .reject, output: "error", shows: true, unsent: ["jam": "one input"])
        let back = try #require(Self.mutants(bundle).first { $0.info.id == "flip-refusal:vending/Ready" })
        #expect(back.info.original == "reject → error = true" && back.info.replacement == "ignore")
        let ignoring = try Self.vending(back.apply(to: bundle)).unhandledEvents(in: "Ready")
        #expect(ignoring.mode == .ignore && ignoring.output == nil && ignoring.shows == nil)
        #expect(ignoring.unsent == ["jam": "one input"])
        // Idle flipped to reject now shows the refusal in the machine's own refusal output.
        let idleAgain = try #require(Self.mutants(bundle).first { $0.info.id == "flip-refusal:vending/Idle" })
        #expect(idleAgain.info.replacement == "reject → error")
    }

    @Test("negative control: every flip of the toy is killed by a sneak check, with the refusal or its absence named")
    func killed() throws {
        let results = try ToyMutation.results(operators: ["flip-refusal"])
        #expect(results.count == 4)
        for (id, result) in results {
            #expect(result.status == .killed, "\(id): \(result.status)")
        }
        let idle = try #require(results["flip-refusal:vending/Idle"])
        #expect(idle.killedBy.allSatisfy { $0.hasPrefix("sneak:vending:Idle") })
        #expect(idle.statusReason?.contains("output refusal") == true, "\(idle.statusReason ?? "")")
    }

    @Test("a state whose every unhandled event is declared unsent is inferred equivalent, quoting the reason")
    func silentStateEquivalent() throws {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let jammed = try #require(bundle.machines[index].states.firstIndex { $0.name == "Jammed" })
        bundle.machines[index].states[jammed].unhandled = UnhandledEvents(unsent: ["*": "a jammed slot takes nothing"])
        let inferred = Self.inferred(bundle)
        #expect(inferred.keys.sorted() == ["flip-refusal:vending/Jammed"])
        let reason = try #require(inferred["flip-refusal:vending/Jammed"])
        #expect(reason.hasPrefix("inferred by the engine: no check can send Jammed an event it does not handle"))
        #expect(reason.hasSuffix("a jammed slot takes nothing"))
        #expect(
            inferred["flip-refusal:vending"] == nil,
            "Idle and Ready use the machine's mode and are sent events they do not handle")
    }

    @Test("a state sent an event it does not handle, or whose guards can all fail, is never inferred equivalent")
    func observableStatesNotEquivalent() throws {
        #expect(Self.inferred(try ToyFixture.bundle()).isEmpty)
        // Idle handles every event but vend, refund and clear; declared unsent, it still has coin's guard and an
        // unguarded coin transition, which always fires: silent. With the unguarded transition guarded too, both
        // guards can fail (credit 1 of 2: neither credit + 1 < 2 nor credit == 0), and it is no longer silent.
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let idle = try #require(bundle.machines[index].states.firstIndex { $0.name == "Idle" })
        bundle.machines[index].states[idle].unhandled = UnhandledEvents(
            unsent: ["vend": "not sent", "refund": "not sent", "clear": "not sent"])
        #expect(Self.inferred(bundle)["flip-refusal:vending/Idle"] != nil)
        bundle.machines[index].states[idle].on[0].transitions[1].guardExpression = Located(
            "credit == 0", origin: .synthetic())
        #expect(Self.inferred(bundle)["flip-refusal:vending/Idle"] == nil)
    }

    @Test("a state declared unsent is not inferred equivalent when a scenario sends it an event it does not handle")
    func unsentStateSentByScenario() throws {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let jammed = try #require(bundle.machines[index].states.firstIndex { $0.name == "Jammed" })
        bundle.machines[index].states[jammed].unhandled = UnhandledEvents(unsent: ["*": "a jammed slot takes nothing"])
        let scenario = Scenario(
            id: "SCN-JAMMED-COIN", product: "toy", covers: [], machine: "vending",
            steps: [
                ScenarioStep(machine: "vending", send: "jam", expectState: "Jammed"),
                ScenarioStep(machine: "vending", send: "coin", expectState: "Jammed"),
            ])
        let id = "flip-refusal:vending/Jammed"
        #expect(Self.inferred(bundle)[id] != nil)
        #expect(Self.inferred(bundle, scenarios: [scenario])[id] == nil, "the scenario meets Jammed's mode")
        // Negative control: run, the flip is killed by that scenario (Jammed now rejects coin, the toy ignores it).
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        let runner = MutationRunner(subjects: subjects, rules: rules, jobs: 1)
        #expect(runner.baseline(bundle, scenarios: [scenario]).checks.allSatisfy { $0.status == .passed })
        let mutant = try #require(Self.mutants(bundle).first { $0.info.id == id })
        let result = runner.evaluate(mutant, bundle: bundle, scenarios: [scenario])
        #expect(result.status == .killed, "\(result)")
        #expect(result.killedBy == ["scenario:SCN-JAMMED-COIN"])
    }
}
