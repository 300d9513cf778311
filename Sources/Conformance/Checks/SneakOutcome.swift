import SpecModel

/// What a sneak check sent to one state and what the implementation did with each event.
///
/// Every planned sneak path ends in exactly one list: `refused` (the implementation stayed in the state, emitted
/// nothing and, in `reject` mode, showed the refusal in the named output), `accepted` (it did something else: a sneak path taken),
/// `diverged` (it refused the event as the spec says, but the planned continuation then diverged: something hidden
/// changed) or `notRun` (the prefix diverged or the adapter could not deliver the event: a broken check, never a
/// refusal).
package struct SneakOutcome: Hashable, Sendable {
    package var machine: String
    package var state: String
    /// What the state must do with an unhandled event.
    package var mode: UnhandledEvents.Mode
    /// Events refused as the spec says, in alphabet order.
    package var refused: [String]
    /// Events the implementation reacted to, in alphabet order.
    package var accepted: [String]
    /// Events refused without a trace after which the planned continuation diverged, each with the step that did.
    package var diverged: [SneakContinuation]
    /// Events that could not be sent, in alphabet order.
    package var notRun: [String]
    /// Unhandled events the spec declares not sent (`unhandled.unsent`), in alphabet order: neither refused nor taken.
    package var unsent: [String]

    package init(
        machine: String, state: String, mode: UnhandledEvents.Mode = .ignore, refused: [String] = [],
        accepted: [String] = [], diverged: [SneakContinuation] = [],
        notRun: [String] = [], unsent: [String] = []
    ) {
        self.machine = machine
        self.state = state
        self.mode = mode
        self.refused = refused
        self.accepted = accepted
        self.diverged = diverged
        self.notRun = notRun
        self.unsent = unsent
    }

    /// The sneak paths sent to the state (declared unsent events not counted).
    package var total: Int { refused.count + accepted.count + diverged.count + notRun.count }
}
