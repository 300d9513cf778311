import SpecModel

/// What a subject shows after a stimulus: its states as the spec names them, the events it emitted, outputs.
public struct Observation: Hashable, Sendable {
    /// Machine ID → the state the implementation is in, named as the spec names it.
    public var states: [String: String]
    /// Analytics events emitted while handling the stimulus, in order.
    public var events: [ObservedEvent]
    /// Named outputs a scenario may assert on (a user-facing message, a count, a flag).
    public var outputs: [String: JSONValue]
    /// Whether the implementation is in child mode after the stimulus: events the spec suppresses in child
    /// mode are then not expected (and must not be emitted).
    public var childMode: Bool

    public init(
        states: [String: String], events: [ObservedEvent] = [], outputs: [String: JSONValue] = [:], childMode: Bool = false
    ) {
        self.states = states
        self.events = events
        self.outputs = outputs
        self.childMode = childMode
    }
}

/// One analytics event as the implementation emitted it.
public struct ObservedEvent: Hashable, Sendable {
    public var name: String
    public var payload: JSONValue
    /// Whether the implementation was in child mode when it emitted the event.
    public var childMode: Bool

    public init(name: String, payload: JSONValue = .object([:]), childMode: Bool = false) {
        self.name = name
        self.payload = payload
        self.childMode = childMode
    }
}
