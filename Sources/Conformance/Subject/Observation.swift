import SpecModel

/// What a subject shows after a stimulus: its states as the spec names them, the events it emitted, outputs.
public struct Observation: Hashable, Sendable {
    /// Machine ID → the state the implementation is in, named as the spec names it.
    public var states: [String: String]
    /// Analytics events emitted while handling the stimulus, in order.
    public var events: [ObservedEvent]
    /// Named outputs a scenario may assert on (a user-facing message, a count, a flag).
    public var outputs: [String: JSONValue]
    /// The conditions the events spec declares (`child-mode`, `guest`, ...) that are active after the stimulus:
    /// events whose policy does not allow them under one of these are then not expected (and must not be emitted).
    public var conditions: Set<String>

    public init(
        states: [String: String], events: [ObservedEvent] = [], outputs: [String: JSONValue] = [:],
        conditions: Set<String> = []
    ) {
        self.states = states
        self.events = events
        self.outputs = outputs
        self.conditions = conditions
    }
}

/// One analytics event as the implementation emitted it.
public struct ObservedEvent: Hashable, Sendable {
    public var name: String
    public var payload: JSONValue
    /// The declared conditions that were active when the implementation emitted the event; its policy's rules for
    /// them apply.
    public var conditions: Set<String>

    public init(name: String, payload: JSONValue = .object([:]), conditions: Set<String> = []) {
        self.name = name
        self.payload = payload
        self.conditions = conditions
    }
}
