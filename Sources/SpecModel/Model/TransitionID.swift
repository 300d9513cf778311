/// The identity of a transition: its machine, its source state, its event and its ordinal among the
/// transitions of that state for that event (0-based, document order).
///
/// The one way the interpreter, the planner, the runner, coverage, reports and diff name a transition. The
/// target is data about the transition, not part of its identity. Identities order by machine, source state,
/// event, then ordinal.
package struct TransitionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The machine's ID.
    package var machine: String
    /// The source state.
    package var from: String
    /// The event that triggers the transition.
    package var event: String
    /// 0-based position among the transitions of `from` for `event`.
    package var ordinal: Int

    package init(machine: String, from: String, event: String, ordinal: Int) {
        self.machine = machine
        self.from = from
        self.event = event
        self.ordinal = ordinal
    }

    package static func < (lhs: TransitionID, rhs: TransitionID) -> Bool {
        (lhs.machine, lhs.from, lhs.event, lhs.ordinal) < (rhs.machine, rhs.from, rhs.event, rhs.ordinal)
    }

    /// `machine/From.event#ordinal`, e.g. `artwork-access/Verifying.checksum.mismatch#1`.
    package var description: String { "\(machine)/\(from).\(event)#\(ordinal)" }
}
