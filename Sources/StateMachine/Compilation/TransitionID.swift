/// The stable identity of a transition: its source state, its event and its ordinal among the transitions
/// of that state for that event (0-based, document order).
///
/// Identities survive recompilation of the same machine, so the planner, the runner and reports can name
/// the transition a step covered.
public struct TransitionID: Hashable, Sendable, CustomStringConvertible {
    /// The source state.
    public var state: String
    /// The event that triggers the transition.
    public var event: String
    /// 0-based position among the transitions of `state` for `event`.
    public var ordinal: Int

    public init(state: String, event: String, ordinal: Int) {
        self.state = state
        self.event = event
        self.ordinal = ordinal
    }

    /// `State.event#ordinal`, e.g. `Verifying.checksum.mismatch#1`.
    public var description: String { "\(state).\(event)#\(ordinal)" }
}
