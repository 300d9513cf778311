import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// A transition's `outputs` are compared with the subject's observation after it, and an event the spec ignores must
/// leave every declared output as it was.
@Suite("transition outputs: declared values after a transition, unchanged after an ignored event")
struct TransitionOutputTests {
    /// The toy bundle with `credit` declared as an output of both coin transitions in Idle.
    static func bundle() throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let m = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let idle = try #require(bundle.machines[m].states.firstIndex { $0.name == "Idle" })
        let coin = try #require(bundle.machines[m].states[idle].on.firstIndex { $0.event == "coin" })
        for t in bundle.machines[m].states[idle].on[coin].transitions.indices {
            bundle.machines[m].states[idle].on[coin].transitions[t].outputs = [
                OutputExpectation(name: "credit", expression: Located("credit + 1", origin: .synthetic()))
            ]
        }
        return bundle
    }

    /// The toy subject with one planted defect in what it reports or does silently.
    struct Reporting: ConformanceSubject {
        enum Defect { case creditOffByOne, vendWhileIdleCountsSilently }
        var inner = ToyVendingSubject()
        let defect: Defect
        var silent = 0

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            silent = 0
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if defect == .vendWhileIdleCountsSilently, stimulus.event == "vend", inner.vending.phase == .idle {
                // Refuses visibly (same state, no event) but shows a credit it should not have.
                silent += 1
                return Observation(
                    states: ["vending": "Idle"], outputs: ["credit": .int(inner.vending.credit + silent)])
            }
            var observation = try inner.apply(stimulus)
            if defect == .creditOffByOne, stimulus.event == "coin", let credit = observation.outputs["credit"]?.intValue
            {
                observation.outputs["credit"] = .int(credit + 1)
            }
            return observation
        }
    }

    /// A subject whose very first ignored `vend` from Idle shows a credit, reporting its outputs after a reset when
    /// `observesReset` (so the first step has a baseline).
    struct FirstStep: ConformanceSubject {
        var inner = ToyVendingSubject()
        let observesReset: Bool
        var steps = 0

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            steps = 0
        }

        func observeReset() -> Observation? {
            observesReset
                ? Observation(states: ["vending": "Idle"], outputs: ["credit": .int(inner.vending.credit)]) : nil
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            steps += 1
            if steps == 1, stimulus.event == "vend", inner.vending.phase == .idle {
                return Observation(states: ["vending": "Idle"], outputs: ["credit": .int(inner.vending.credit + 1)])
            }
            return try inner.apply(stimulus)
        }
    }

    @Test(
        "an output changed by an ignored first event is caught only when the subject reports its outputs after a reset")
    func firstStepNeedsResetObservation() throws {
        for observes in [false, true] {
            var registry = SubjectRegistry()
            registry.register(.machine, product: "toy", elements: ["vending"]) { FirstStep(observesReset: observes) }
            let run = ConformanceRunner(subjects: registry, rules: ToyFixture.registries(defect: nil).1).run(
                try Self.bundle(), scenarios: [])
            let failing = run.checks.filter { $0.status != .passed }
            if observes {
                #expect(
                    failing.contains {
                        $0.kind == .sneak
                            && $0.divergence?.expected
                                == "output credit unchanged (0): the spec does not handle 'vend' here"
                    }, "\(failing.map(\.id))")
            } else {
                #expect(
                    failing.isEmpty,
                    "without a baseline the first step's outputs are not compared: \(failing.map(\.id))")
            }
        }
    }

    func run(_ defect: Reporting.Defect?) throws -> ConformanceRun {
        var (registry, rules) = ToyFixture.registries(defect: nil)
        if let defect {
            registry = SubjectRegistry()
            registry.register(.machine, product: "toy", elements: ["vending"]) { Reporting(defect: defect) }
        }
        return ConformanceRunner(subjects: registry, rules: rules).run(try Self.bundle(), scenarios: [])
    }

    @Test("the correct subject reports the declared output after every coin")
    func correctOutputsPass() throws {
        let failing = try run(nil).checks.filter { $0.status != .passed }
        #expect(failing.isEmpty, "\(failing.map(\.id))")
    }

    @Test("an output reported wrong after a transition that declares it fails the checks that take it")
    func wrongOutputFails() throws {
        let failing = try run(.creditOffByOne).checks.filter { $0.status != .passed }
        #expect(!failing.isEmpty)
        // Paths through a coin see the wrong value; sneak checks that send a coin the spec ignores see it change.
        #expect(
            failing.contains {
                $0.kind == .path && $0.divergence?.expected == "output credit = 1"
                    && $0.divergence?.observed == "output credit = 2"
            })
        #expect(
            failing.allSatisfy { ($0.divergence?.expected ?? $0.message ?? "").contains("output credit") },
            "\(failing.map { $0.divergence?.expected ?? $0.message ?? "" })")
    }

    @Test("an output that changes on an event the spec ignores is a sneak path taken")
    func outputChangedByIgnoredEventFails() throws {
        let failing = try run(.vendWhileIdleCountsSilently).checks.filter { $0.status != .passed }
        #expect(!failing.isEmpty && failing.allSatisfy { $0.kind == .sneak }, "\(failing.map(\.id))")
        let first = try #require(failing.first)
        #expect(first.sneak?.accepted == ["vend"])
        #expect(first.divergence?.expected.contains("output credit unchanged") == true)
    }

    @Test("an output that changes on a self-loop that changes nothing the spec models fails, as on an ignored event")
    func outputChangedByNoEffectSelfLoopFails() throws {
        var bundle = try Self.bundle()
        let m = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let idle = try #require(bundle.machines[m].states.firstIndex { $0.name == "Idle" })
        bundle.machines[m].states[idle].on.append(
            EventTransitions(event: "vend", transitions: [Transition(target: "Idle")]))
        let correct = ConformanceRunner(subjects: ToyFixture.registries(defect: nil).0).run(bundle, scenarios: [])
        #expect(correct.checks.allSatisfy { $0.status == .passed }, "\(correct.checks.filter { $0.status != .passed })")
        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) { FirstStep(observesReset: true) }
        let failing = ConformanceRunner(subjects: registry).run(bundle, scenarios: []).checks.filter {
            $0.status != .passed
        }
        #expect(
            failing.contains {
                $0.divergence?.expected
                    == "output credit unchanged (0): Idle --vend--> Idle changes nothing the spec models"
            }, "\(failing.map { $0.divergence?.expected ?? $0.message ?? "" })")
    }
}
