import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// A refusal that means something (issue 30, item 2): in `reject` mode the named output must show the refusal (hold
/// the value the spec names, or change), and in `ignore` mode nothing the subject shows may change, so a state flipped
/// from one mode to the other is told apart.
@Suite struct RefusalOutputTests {
    /// How the toy subject shows a stimulus that changed nothing.
    enum Showing {
        /// It does not: the toy ignores what it does not handle.
        case nothing
        /// `refused` names the refused event.
        case eventName
        /// `refused` is `true` after a refusal and `false` otherwise.
        case flag
    }

    /// The toy vending machine, showing refusals as `showing` says and reporting its outputs after a reset when
    /// `observesReset`.
    struct Refusing: ConformanceSubject {
        var inner = ToyVendingSubject()
        let showing: Showing
        var observesReset = true

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        func observeReset() -> Observation? {
            guard observesReset else { return nil }
            var outputs: [String: JSONValue] = ["credit": .int(inner.vending.credit)]
            if showing == .flag { outputs["refused"] = false }
            return Observation(states: ["vending": inner.vending.phase.rawValue], outputs: outputs)
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            let before = inner.vending.phase
            var observation = try inner.apply(stimulus)
            let refused = inner.vending.phase == before && observation.events.isEmpty
            switch showing {
            case .nothing: break
            case .eventName: if refused { observation.outputs["refused"] = .string(stimulus.event) }
            case .flag: observation.outputs["refused"] = .bool(refused)
            }
            return observation
        }
    }

    /// The toy bundle with the machine's unhandled events declared `unhandled`.
    static func bundle(_ unhandled: UnhandledEvents) throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        bundle.machines[index].unhandled = unhandled
        return bundle
    }

    /// The sneak checks of the toy under `unhandled`, run against the toy showing refusals as `showing` says.
    static func sneaks(_ unhandled: UnhandledEvents, _ showing: Showing, observesReset: Bool = true) throws
        -> [CheckResult]
    {
        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) {
            Refusing(showing: showing, observesReset: observesReset)
        }
        let run = ConformanceRunner(subjects: registry).run(try bundle(unhandled), scenarios: [])
        return run.checks.filter { $0.kind == .sneak }
    }

    @Test("reject: a subject that changes the named output on a refusal passes")
    func changedOutputShowsRefusal() throws {
        let sneaks = try Self.sneaks(
            UnhandledEvents(mode: .reject, output: "refused"), .eventName)
        #expect(!sneaks.isEmpty && sneaks.allSatisfy { $0.status == .passed }, "\(sneaks.map(\.message))")
    }

    @Test(
        "negative control: reject naming an output present in every state fails, since the refusal leaves it as it was")
    func presentOutputIsNoRefusal() throws {
        // The old check asked only that the output be present: `credit` always is, so ignoring passed as rejecting.
        let sneaks = try Self.sneaks(UnhandledEvents(mode: .reject, output: "credit"), .nothing)
        let idle = try #require(sneaks.first { $0.id == "sneak:vending:Idle" })
        #expect(idle.status == .failed)
        #expect(idle.divergence?.expected == "output credit changed by the refusal of 'vend' in Idle")
        #expect(idle.divergence?.observed == "output credit = 0, as before the refusal")
    }

    @Test("negative control: a state flipped from ignore to reject fails against the ignoring implementation")
    func ignoreFlippedToRejectFails() throws {
        let sneaks = try Self.sneaks(UnhandledEvents(mode: .reject, output: "refused"), .nothing)
        #expect(!sneaks.isEmpty && sneaks.allSatisfy { $0.status == .failed })
        #expect(sneaks.first?.divergence?.expected == "the refusal reported in output refused")
    }

    @Test("negative control: a state flipped from reject to ignore fails against the rejecting implementation")
    func rejectFlippedToIgnoreFails() throws {
        for showing in [Showing.eventName, .flag] {
            let sneaks = try Self.sneaks(UnhandledEvents(mode: .ignore), showing)
            let idle = try #require(sneaks.first { $0.id == "sneak:vending:Idle" })
            #expect(idle.status == .failed, "\(showing)")
            #expect(idle.divergence?.expected.hasPrefix("output refused unchanged (") == true)
            #expect(idle.divergence?.expected.hasSuffix("): the spec does not handle 'vend' here") == true)
        }
    }

    @Test("reject with shows: the output must hold the named value")
    func namedValue() throws {
        let flag = try Self.sneaks(
            UnhandledEvents(mode: .reject, output: "refused", shows: true), .flag)
        #expect(!flag.isEmpty && flag.allSatisfy { $0.status == .passed }, "\(flag.map(\.message))")
        let other = try Self.sneaks(
            UnhandledEvents(mode: .reject, output: "refused", shows: "vend"), .eventName)
        let idle = try #require(other.first { $0.id == "sneak:vending:Idle" })
        #expect(idle.status == .failed, "refund is shown as \"refund\", not the named \"vend\"")
        #expect(idle.divergence?.expected == #"output refused = "vend": Idle rejects 'refund'"#)
    }

    @Test("reject without shows needs the output's value before the refusal: without a reset observation it fails")
    func changeNeedsBaseline() throws {
        let sneaks = try Self.sneaks(
            UnhandledEvents(mode: .reject, output: "refused"), .eventName, observesReset: false)
        let idle = try #require(sneaks.first { $0.id == "sneak:vending:Idle" })
        #expect(idle.status == .failed)
        #expect(idle.divergence?.observed.contains("its value before the refusal is unknown") == true)
        let named = try Self.sneaks(
            UnhandledEvents(mode: .reject, output: "refused", shows: "vend"),
            .eventName, observesReset: false)
        #expect(
            named.first { $0.id == "sneak:vending:Idle" }?.sneak?.refused == ["vend"],
            "a named value needs no value before the refusal")
    }
}
