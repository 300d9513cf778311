import Conformance
import SpecModel
import Testing

/// Timed transitions (`after`): the path at the delay must fire, the stimulus one second short of it must not,
/// on the subject's virtual clock.
@Suite("timed transitions: fired at the delay, not a second before")
struct TimedTransitionTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "inv", "name": "Inv", "documents": [{"file": "d.txt"}],
         "idPatterns": [{"kind": "req", "pattern": "^REQ-[0-9]$"}]}
        """
    static let machine = """
        {"kind": "machine", "version": 1, "product": "inv", "id": "invitation", "initial": "Pending",
         "states": {
           "Pending": {"on": {"accept": [{"target": "Accepted", "path": "success"}]},
                       "after": {"7d": [{"target": "Expired", "path": "failure", "traces": ["REQ-1"]}]}},
           "Expired": {"on": {"resend": [{"target": "Pending", "path": "recovery"}]}},
           "Accepted": {"type": "final"}}}
        """

    static func bundle() throws -> SpecBundle {
        let result = SpecLoader.loadBundle(product: "inv", texts: ["product.json": product, "machines/invitation.json": machine])
        #expect(result.diagnostics.map(\.message) == [])
        return try #require(result.catalog.bundle("inv"))
    }

    /// An invitation with an expiry instant on a manual clock, as an implementation would hold it.
    struct InvitationSubject: ConformanceSubject {
        /// How the implementation decides expiry; `.correct` is `now >= created + 7 days`.
        enum Expiry { case correct, oneSecondEarly, never }
        let expiry: Expiry
        var now = 0
        var enteredAt = 0
        var createdAt = 0
        var accepted = false

        static let lifetime = 7 * 86_400

        var expired: Bool {
            switch expiry {
            case .correct: now >= createdAt + Self.lifetime
            case .oneSecondEarly: now >= createdAt + Self.lifetime - 1
            case .never: false
            }
        }

        var state: String { accepted ? "Accepted" : expired ? "Expired" : "Pending" }

        mutating func reset(context: JSONValue) throws {
            now = 0
            enteredAt = 0
            createdAt = 0
            accepted = false
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            let before = state
            if let delay = stimulus.delaySeconds {
                now = max(now, enteredAt + delay)
            } else if stimulus.event == "accept", state == "Pending" {
                accepted = true
            } else if stimulus.event == "resend", state == "Expired" {
                createdAt = now
            }
            if state != before { enteredAt = now }
            return Observation(states: ["invitation": state])
        }
    }

    func run(_ expiry: InvitationSubject.Expiry) throws -> ConformanceRun {
        var registry = SubjectRegistry()
        registry.register(product: "inv", machines: ["invitation"]) { InvitationSubject(expiry: expiry) }
        return ConformanceRunner(subjects: registry).run(try Self.bundle(), scenarios: [])
    }

    @Test("after entries load as transitions on after:<delay>, with the stimulus one second short declared")
    func decoding() throws {
        let machine = try #require(try Self.bundle().machine(id: "invitation"))
        let pending = try #require(machine.states.first { $0.name == "Pending" })
        #expect(pending.on.map(\.event) == ["accept", "after:7d"])
        #expect(machine.events.keys.sorted() == ["after:604799s", "after:7d"])
        #expect(TimedEvent.seconds(ofDelay: "15m") == 900 && TimedEvent.seconds(ofDelay: "24h") == 86_400)
        #expect(TimedEvent.seconds(ofDelay: "0s") == nil && TimedEvent.seconds(ofDelay: "7w") == nil && TimedEvent.seconds(ofDelay: "d") == nil)
    }

    @Test("a malformed delay and an after: event written under on are located errors")
    func badDelays() {
        let text = """
            {"kind": "machine", "version": 1, "product": "inv", "id": "m", "initial": "A",
             "states": {"A": {"on": {"after:1h": [{"target": "A"}]}, "after": {"7 days": [{"target": "A"}]}}}}
            """
        let result = SpecLoader.loadBundle(product: "inv", texts: ["product.json": Self.product, "machines/m.json": text])
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value", "spec.invalid-value"])
        #expect(result.diagnostics.map(\.jsonPointer) == ["/states/A/on/after:1h", "/states/A/after/7 days"])
    }

    @Test("an implementation that expires exactly at the delay passes the timed path and the sneak a second before")
    func correctExpiryPasses() throws {
        let run = try run(.correct)
        let failing = run.checks.filter { $0.status != .passed }
        #expect(failing.isEmpty, "\(failing.map { "\($0.id): \($0.divergence?.expected ?? "") / \($0.divergence?.observed ?? "")" })")
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
        #expect(failing.contains { $0.kind == .path && $0.divergence?.expected == "state Expired" && $0.divergence?.observed == "state Pending" })
    }
}
