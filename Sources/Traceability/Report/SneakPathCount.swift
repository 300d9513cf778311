import Conformance

/// The sneak paths of one machine: every (state, unhandled event) a sneak check sent, and which the implementation
/// refused. `refused` of `total`; the rest were taken (`taken`), refused without a trace before the planned continuation
/// diverged (`diverged`), or could not run.
package struct SneakPathCount: Hashable, Sendable {
    package var refused: Int
    package var total: Int
    /// The (state, event) pairs the implementation took as a sneak path in at least one context, sorted by state, then event.
    package var taken: [SneakPath]
    /// The sneak paths refused without a trace after which the planned continuation diverged, with the continuation's
    /// step that did: what diverged is that step, not the refused event. Sorted by state, then event.
    package var diverged: [SneakContinuation]
    /// Unhandled (state, event) pairs the spec declares not sent (`unhandled.unsent`), not in `total`.
    package var unsent: Int
    /// The same counts per state a sneak check ran for, sorted by state; empty in a report written before they were
    /// kept.
    package var states: [SneakStateCount]

    package init(
        refused: Int, total: Int, taken: [SneakPath] = [], diverged: [SneakContinuation] = [], unsent: Int = 0,
        states: [SneakStateCount] = []
    ) {
        self.refused = refused
        self.total = total
        self.taken = taken.sorted()
        self.diverged = diverged.sorted()
        self.unsent = unsent
        self.states = states.sorted { $0.state < $1.state }
    }

    /// `412/412 refused`, or `400/400 refused, 12 declared unsent`.
    package var text: String { "\(refused)/\(total) refused" + (unsent > 0 ? ", \(unsent) declared unsent" : "") }
}

/// The sneak paths sent to one state, over every context its sneak checks reached it in: `refused` of `total`, and
/// the unhandled events declared not sent (`unsent`, not in `total`).
package struct SneakStateCount: Hashable, Sendable {
    package var state: String
    package var refused: Int
    package var total: Int
    package var unsent: Int

    package init(state: String, refused: Int, total: Int, unsent: Int = 0) {
        self.state = state
        self.refused = refused
        self.total = total
        self.unsent = unsent
    }
}

/// One sneak path: an event sent in a state that does not handle it.
package struct SneakPath: Hashable, Sendable, Comparable {
    package var state: String
    package var event: String

    package init(state: String, event: String) {
        self.state = state
        self.event = event
    }

    package static func < (lhs: SneakPath, rhs: SneakPath) -> Bool { (lhs.state, lhs.event) < (rhs.state, rhs.event) }
}
