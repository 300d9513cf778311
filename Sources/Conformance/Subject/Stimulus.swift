import SpecModel

/// What the tester sends a subject: an event name from the spec, with optional data.
///
/// Stimuli include faults from the environment (`network.lost`, `checksum.mismatch`): the adapter turns each
/// into an input of the implementation.
public struct Stimulus: Hashable, Sendable {
    /// The machine the stimulus is meant for, when a subject serves several machines.
    public var machine: String
    public var event: String
    public var data: JSONValue

    package init(machine: String, event: String, data: JSONValue = .null) {
        self.machine = machine
        self.event = event
        self.data = data
    }

    /// For a timed event (`after:7d`, `after:604799s`): the seconds that must have passed since the machine entered
    /// its current state; the adapter advances the implementation's clock to that moment. Nil for other events.
    public var delaySeconds: Int? { TimedEvent.seconds(ofEvent: event) }
}
