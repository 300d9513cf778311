/// The identity of a transition: its machine, its source state, its event and its ordinal among the
/// transitions of that state for that event (0-based, document order).
///
/// The one way the interpreter, the planner, the runner, coverage, reports and diff name a transition. The
/// target is data about the transition, not part of its identity. Identities order by machine, source state,
/// event, then ordinal.
public struct TransitionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The machine's ID.
    public var machine: String
    /// The source state.
    public var from: String
    /// The event that triggers the transition.
    public var event: String
    /// 0-based position among the transitions of `from` for `event`.
    public var ordinal: Int

    public init(machine: String, from: String, event: String, ordinal: Int) {
        self.machine = machine
        self.from = from
        self.event = event
        self.ordinal = ordinal
    }

    public static func < (lhs: TransitionID, rhs: TransitionID) -> Bool {
        (lhs.machine, lhs.from, lhs.event, lhs.ordinal) < (rhs.machine, rhs.from, rhs.event, rhs.ordinal)
    }

    /// `machine/From.event#ordinal`, e.g. `artwork-access/Verifying.checksum.mismatch#1`.
    public var description: String { "\(machine)/\(from).\(event)#\(ordinal)" }
}
