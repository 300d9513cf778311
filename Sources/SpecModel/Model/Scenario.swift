/// A journey written as stimulus/expectation steps, from `Traceability/<product>/scenarios/*.json`.
///
/// A scenario may span several machines of one product: each step names its machine, or uses the
/// scenario's `machine`.
public struct Scenario: Hashable, Sendable {
    public var id: String
    public var product: String
    public var title: String?
    /// The IDs a passing run proves (journeys, edge cases, features, rules).
    public var covers: [Located<String>]
    /// The default machine of the steps.
    public var machine: String
    /// Context overrides per machine ID.
    public var context: [String: [String: JSONValue]]
    public var steps: [ScenarioStep]
    public var source: SourceRef?
    public var notes: [String]
    public var origin: Origin

    public init(
        id: String, product: String, title: String? = nil, covers: [Located<String>], machine: String,
        context: [String: [String: JSONValue]] = [:], steps: [ScenarioStep], source: SourceRef? = nil,
        notes: [String] = [], origin: Origin = .synthetic()
    ) {
        self.id = id
        self.product = product
        self.title = title
        self.covers = covers
        self.machine = machine
        self.context = context
        self.steps = steps
        self.source = source
        self.notes = notes
        self.origin = origin
    }

    /// Every machine the scenario drives, sorted.
    public var machines: [String] {
        Array(Set([machine] + steps.map(\.machine))).sorted()
    }
}

/// One step: send an event (with optional data) to a machine, then expect a state, events and outputs.
public struct ScenarioStep: Hashable, Sendable {
    public var machine: String
    public var send: String
    public var data: JSONValue
    /// The state the machine must be in after the step.
    public var expectState: String?
    /// The events the subject must emit, in order; nil: whatever the transition declares.
    public var expectEmits: [String]?
    /// Outputs the subject must report, compared by value.
    public var expectOutputs: [String: JSONValue]
    public var origin: Origin

    public init(
        machine: String, send: String, data: JSONValue = .null, expectState: String? = nil,
        expectEmits: [String]? = nil,
        expectOutputs: [String: JSONValue] = [:], origin: Origin = .synthetic()
    ) {
        self.machine = machine
        self.send = send
        self.data = data
        self.expectState = expectState
        self.expectEmits = expectEmits
        self.expectOutputs = expectOutputs
        self.origin = origin
    }
}
