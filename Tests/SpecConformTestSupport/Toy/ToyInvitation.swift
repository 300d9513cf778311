import Conformance
import SpecModel
import Testing

/// A toy invitation whose pending state expires after 7 days (a timed transition), with a subject on a manual
/// clock that expires correctly, a second early, or never: the negative controls of timed transitions.
package enum ToyInvitation {
    package static let product = """
        {"kind": "product", "version": 1, "product": "inv", "name": "Inv", "documents": [{"file": "d.txt"}],
         "idPatterns": [{"kind": "req", "pattern": "^REQ-[0-9]$"}]}
        """
    package static let machine = """
        {"kind": "machine", "version": 1, "product": "inv", "id": "invitation", "initial": "Pending",
         "states": {
           "Pending": {"on": {"accept": [{"target": "Accepted", "path": "success"}]},
                       "after": {"7d": [{"target": "Expired", "path": "failure", "traces": ["REQ-1"]}]}},
           "Expired": {"on": {"resend": [{"target": "Pending", "path": "recovery"}]}},
           "Accepted": {"type": "final"}}}
        """

    package static func bundle() throws -> SpecBundle {
        let result = SpecLoader.loadBundle(
            product: "inv", texts: ["product.json": product, "machines/invitation.json": machine])
        #expect(result.diagnostics.map(\.message) == [])
        return try #require(result.catalog.bundle("inv"))
    }

    /// An invitation with an expiry instant on a manual clock, as an implementation would hold it.
    package struct Subject: ConformanceSubject {
        /// How the implementation decides expiry; `.correct` is `now >= created + 7 days`.
        package enum Expiry: Sendable { case correct, oneSecondEarly, never }
        let expiry: Expiry

        package init(expiry: Expiry) { self.expiry = expiry }
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

        package mutating func reset(context: JSONValue) throws {
            now = 0
            enteredAt = 0
            createdAt = 0
            accepted = false
        }

        package mutating func apply(_ stimulus: Stimulus) throws -> Observation {
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

    /// A registry with the invitation subject expiring as `expiry` says.
    package static func registry(_ expiry: Subject.Expiry) -> SubjectRegistry {
        var registry = SubjectRegistry()
        registry.register(.machine, product: "inv", elements: ["invitation"]) { Subject(expiry: expiry) }
        return registry
    }
}
