import SpecModel

/// What a sneak check sent to one state and what the implementation did with each event.
///
/// Every planned sneak path ends in exactly one list: `refused` (the implementation stayed in the state, emitted
/// nothing and, in `reject` mode, showed the refusal in the named output), `accepted` (it did something else: a sneak path taken) or
/// `notRun` (the prefix diverged or the adapter could not deliver the event: a broken check, never a refusal).
public struct SneakOutcome: Hashable, Sendable {
    public var machine: String
    public var state: String
    /// What the state must do with an unhandled event.
    public var mode: UnhandledEvents.Mode
    /// Events refused as the spec says, in alphabet order.
    public var refused: [String]
    /// Events the implementation reacted to, in alphabet order.
    public var accepted: [String]
    /// Events that could not be sent, in alphabet order.
    public var notRun: [String]
    /// Unhandled events the spec declares not sent (`unhandled.unsent`), in alphabet order: neither refused nor taken.
    public var unsent: [String]

    public init(
        machine: String, state: String, mode: UnhandledEvents.Mode = .ignore, refused: [String] = [],
        accepted: [String] = [],
        notRun: [String] = [], unsent: [String] = []
    ) {
        self.machine = machine
        self.state = state
        self.mode = mode
        self.refused = refused
        self.accepted = accepted
        self.notRun = notRun
        self.unsent = unsent
    }

    /// The sneak paths sent to the state (declared unsent events not counted).
    public var total: Int { refused.count + accepted.count + notRun.count }
}
