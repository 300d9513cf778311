/// A sneak path refused without a trace, after which the planned continuation diverged: something hidden changed.
///
/// The refused event did what the spec says (no state change, nothing emitted, the outputs as `unhandled` says); the
/// implementation went wrong later, at `step`, an event the spec handles. Reports name that step as what diverged, not
/// the refused event.
package struct SneakContinuation: Hashable, Sendable, Comparable {
    /// The state the unhandled event was sent in.
    package var state: String
    /// The unhandled event, refused as the spec says.
    package var event: String
    /// The continuation's event that diverged.
    package var step: String
    /// What the spec expected at `step`, and what the implementation showed.
    package var expected: String
    package var observed: String

    package init(state: String, event: String, step: String, expected: String, observed: String) {
        self.state = state
        self.event = event
        self.step = step
        self.expected = expected
        self.observed = observed
    }

    package static func < (lhs: SneakContinuation, rhs: SneakContinuation) -> Bool {
        (lhs.state, lhs.event, lhs.step, lhs.expected, lhs.observed)
            < (rhs.state, rhs.event, rhs.step, rhs.expected, rhs.observed)
    }

    /// `refund was refused without a trace, but the planned continuation then diverged at coin: expected …, observed
    /// …`.
    package var text: String {
        "\(event) was refused without a trace, but the planned continuation then diverged at \(step): expected "
            + "\(expected), observed \(observed)"
    }
}
