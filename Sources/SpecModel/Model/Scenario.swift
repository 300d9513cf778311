/// A journey written as stimulus/expectation steps, from `Traceability/<product>/scenarios/*.json`.
///
/// A scenario may span several machines of one product: each step names its machine, or uses the
/// scenario's `machine`.
package struct Scenario: Hashable, Sendable {
    package var id: String
    package var product: String
    package var title: String?
    /// The IDs a passing run proves (journeys, edge cases, features, rules).
    package var covers: [Located<String>]
    /// The default machine of the steps.
    package var machine: String
    /// Context overrides per machine ID.
    package var context: [String: [String: JSONValue]]
    package var steps: [ScenarioStep]
    package var source: SourceRef?
    package var notes: [String]
    package var origin: Origin

    package init(
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
    package var machines: [String] {
        Array(Set([machine] + steps.map(\.machine))).sorted()
    }
}

/// One step: send an event (with optional data) to a machine, then expect a state, events and outputs.
package struct ScenarioStep: Hashable, Sendable {
    package var machine: String
    package var send: String
    package var data: JSONValue
    /// The state the machine must be in after the step.
    package var expectState: String?
    /// The events the subject must emit, in order; nil: whatever the transition declares.
    package var expectEmits: [String]?
    /// Outputs the subject must report, compared by value.
    package var expectOutputs: [String: JSONValue]
    package var origin: Origin

    package init(
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
