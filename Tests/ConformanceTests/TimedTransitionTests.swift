import Conformance
import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

/// Timed transitions (`after`): the path at the delay must fire, the stimulus one second short of it must not,
/// on the subject's virtual clock.
@Suite("timed transitions: fired at the delay, not a second before")
struct TimedTransitionTests {
    static func bundle() throws -> SpecBundle { try ToyInvitation.bundle() }
    static let product = ToyInvitation.product
    typealias InvitationSubject = ToyInvitation.Subject

    func run(_ expiry: InvitationSubject.Expiry) throws -> ConformanceRun {
        return ConformanceRunner(subjects: ToyInvitation.registry(expiry)).run(try Self.bundle(), scenarios: [])
    }

    @Test("after entries load as transitions on after:<delay>, with the stimulus one second short declared")
    func decoding() throws {
        let machine = try #require(try Self.bundle().machine(id: "invitation"))
        let pending = try #require(machine.states.first { $0.name == "Pending" })
        #expect(pending.on.map(\.event) == ["accept", "after:7d"])
        #expect(machine.events.keys.sorted() == ["after:604799s", "after:7d"])
        #expect(TimedEvent.seconds(ofDelay: "15m") == 900 && TimedEvent.seconds(ofDelay: "24h") == 86_400)
        #expect(
            TimedEvent.seconds(ofDelay: "0s") == nil && TimedEvent.seconds(ofDelay: "7w") == nil
                && TimedEvent.seconds(ofDelay: "d") == nil)
    }

    @Test("a malformed delay and an after: event written under on are located errors")
    func badDelays() {
        let text = """
            {"kind": "machine", "version": 1, "product": "inv", "id": "m", "initial": "A",
             "states": {"A": {"on": {"after:1h": [{"target": "A"}]}, "after": {"7 days": [{"target": "A"}]}}}}
            """
        let result = SpecLoader.loadBundle(
            product: "inv", texts: ["product.json": Self.product, "machines/m.json": text])
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value", "spec.invalid-value"])
        #expect(result.diagnostics.map(\.jsonPointer) == ["/states/A/on/after:1h", "/states/A/after/7 days"])
    }

    @Test("an implementation that expires exactly at the delay passes the timed path and the sneak a second before")
    func correctExpiryPasses() throws {
        let run = try run(.correct)
        let failing = run.checks.filter { $0.status != .passed }
        #expect(
            failing.isEmpty,
            "\(failing.map { "\($0.id): \($0.divergence?.expected ?? "") / \($0.divergence?.observed ?? "")" })")
        let walked = Set(run.checks.filter { $0.status == .passed }.flatMap(\.transitions).map(\.event))
        #expect(walked.contains("after:7d"))
        #expect(run.checks.contains { $0.kind == .sneak && $0.id == "sneak:invitation:Pending" })
    }

    @Test("an expiry one second early is a sneak path taken in Pending")
    func earlyExpiryFails() throws {
        let failing = try run(.oneSecondEarly).checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["sneak:invitation:Pending"])
        #expect(failing.first?.sneak?.accepted == ["after:604799s"])
    }

    @Test("an implementation that never expires fails the timed path")
    func missingExpiryFails() throws {
        let failing = try run(.never).checks.filter { $0.status != .passed }
        #expect(
            failing.contains {
                $0.kind == .path && $0.divergence?.expected == "state Expired"
                    && $0.divergence?.observed == "state Pending"
            })
    }
}

/// A state's timers against a longer stretch of time: the earliest timer due fires.
@Suite struct TimerAliasTests {
    @Test("after:30d in a state whose only timer is 15m fires that timer; a state with no timer due ignores it")
    func longerDelayFiresEarliestDueTimer() throws {
        let text = """
            {"kind": "machine", "version": 1, "product": "inv", "id": "m", "initial": "Blocked",
             "states": {
               "Blocked": {"after": {"15m": [{"target": "Open"}]}},
               "Open": {"on": {"block": [{"target": "Blocked"}]}, "after": {"30d": [{"target": "Closed"}]}},
               "Closed": {"after": {"60d": [{"target": "Open"}]}}}}
            """
        let loaded = SpecLoader.loadBundle(
            product: "inv", texts: ["product.json": ToyInvitation.product, "machines/m.json": text])
        let machine = try #require(loaded.catalog.bundle("inv")?.machine(id: "m"))
        var instance = MachineInstance(try CompiledMachine.compile(machine).get())
        try instance.reset(context: [:])
        _ = instance.step(event: "after:30d")
        #expect(instance.state == "Open")
        _ = instance.step(event: "after:899s")
        #expect(instance.state == "Open")
        _ = instance.step(event: "after:30d")
        #expect(instance.state == "Closed")
        _ = instance.step(event: "after:30d")
        #expect(instance.state == "Closed", "60d is not due after 30d")
    }
}
