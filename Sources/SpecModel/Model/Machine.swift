/// A state machine of the spec, in the spirit of XState's config.
///
/// States and transitions keep document order: transitions for one event are tried in that order and the
/// first whose guard holds is taken.
package struct Machine: Hashable, Sendable {
    package var id: String
    package var product: String
    package var title: String?
    package var initial: String
    /// Initial context values.
    package var context: [String: JSONValue]
    /// Declared stimuli, by event name (optional; undeclared events may still be used in transitions).
    package var events: [String: StimulusDeclaration]
    /// States in document order.
    package var states: [MachineState]
    /// What the machine's states do with events they do not handle (nil: ignore them), unless a state says otherwise.
    package var unhandled: UnhandledEvents?
    /// Context fields bound to limits (`maxOwners` → `N-05`): the field's initial value is the limit's value, so
    /// guards compare with the spec's limit (and a changed limit reaches them).
    package var limitBindings: [String: Located<String>] = [:]
    /// Outputs the machine declares though no transition names them any more: a mutant that drops the last
    /// transition naming an output keeps it declared (as it keeps an event in the alphabet), so the checks still hold
    /// it unchanged where the spec ignores an event. Never read from a file.
    package var keptOutputs: [String] = []
    /// For a statechart flattened into configurations: flat state → the configuration text a subject reports in it
    /// (``StateConfiguration``; two flat states with different history memory share one). Empty for a machine as
    /// written. Never read from a file.
    package var configurations: [String: String] = [:]
    /// For a statechart flattened into configurations: the events the entry actions of its start emit (entering the
    /// initial configuration, its eventless transitions and done events), in order; what a subject must emit by its
    /// reset. Empty for a machine as written. Never read from a file.
    package var startEmits: [EmittedEvent] = []
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, product: String, title: String? = nil, initial: String, context: [String: JSONValue] = [:],
        events: [String: StimulusDeclaration] = [:], states: [MachineState], unhandled: UnhandledEvents? = nil,
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.product = product
        self.title = title
        self.initial = initial
        self.context = context
        self.events = events
        self.states = states
        self.unhandled = unhandled
        self.info = info
        self.origin = origin
    }

    /// The state named `name`, at any level.
    package func state(named name: String) -> MachineState? {
        if let top = states.first(where: { $0.name == name }) { return top }
        return allStates.first { $0.name == name }
    }
}

/// A declared stimulus of a machine.
package struct StimulusDeclaration: Hashable, Sendable {
    package var description: String?
    /// Whether the stimulus is a fault injected from the environment (`network.lost`).
    package var fault: Bool
    /// Event data fields and their type names.
    package var data: [String: String]

    package init(description: String? = nil, fault: Bool = false, data: [String: String] = [:]) {
        self.description = description
        self.fault = fault
        self.data = data
    }
}

/// One state of a machine.
package struct MachineState: Hashable, Sendable {
    package enum StateType: String, CaseIterable, Codable, Sendable {
        /// Atomic, or compound when it holds ``states``.
        case normal
        case final
        /// Every child (region) is active at once.
        case parallel
        /// A pseudo-state that remembers its parent's active children (``history``).
        case history
    }

    package var name: String
    package var type: StateType
    package var description: String?
    package var entry: [String]
    package var exit: [String]
    package var behaviour: [String]
    /// Outgoing transitions grouped by event, events in document order.
    package var on: [EventTransitions]
    /// What this state does with events it does not handle; nil: the machine's declaration applies.
    package var unhandled: UnhandledEvents?
    /// Child states in document order (a compound state's substates, a parallel state's regions); empty: atomic.
    package var states: [MachineState] = []
    /// A compound state's initial child (or descendant), as written.
    package var initial: Located<String>?
    /// A history state's depth.
    package var history: HistoryDepth?
    /// A history state's default target: entered when the parent has no recorded history yet.
    package var historyDefault: Located<String>?
    /// Eventless transitions, tried in document order after every microstep.
    package var always: [Transition] = []
    /// Actions run when the state is entered and exited (statecharts): assignments, then emitted events.
    package var onEntry: StateActions?
    package var onExit: StateActions?
    package var info: ElementInfo
    package var origin: Origin

    package init(
        name: String, type: StateType = .normal, description: String? = nil, entry: [String] = [],
        exit: [String] = [], behaviour: [String] = [], on: [EventTransitions] = [], unhandled: UnhandledEvents? = nil,
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.name = name
        self.type = type
        self.description = description
        self.entry = entry
        self.exit = exit
        self.behaviour = behaviour
        self.on = on
        self.unhandled = unhandled
        self.info = info
        self.origin = origin
    }

    package var isFinal: Bool { type == .final }
}

/// The transitions of one state for one event, in document order.
package struct EventTransitions: Hashable, Sendable {
    package var event: String
    package var transitions: [Transition]
    package var origin: Origin

    package init(event: String, transitions: [Transition], origin: Origin = .synthetic()) {
        self.event = event
        self.transitions = transitions
        self.origin = origin
    }
}

/// One transition: target, optional guard and assignments, declared emitted events.
package struct Transition: Hashable, Sendable {
    /// What kind of evidence a run through the transition is.
    package enum PathKind: String, CaseIterable, Codable, Sendable {
        case success, recovery, failure, neutral
    }

    package var target: String
    /// Guard expression source, if any.
    package var guardExpression: Located<String>?
    /// Assignments: context field → expression source, in document order.
    package var assignments: [Assignment]
    package var emits: [EmittedEvent]
    /// Outputs the subject's observation must carry after the transition: output name → expression source over the
    /// context before the transition and the stimulus's data (like payload values), in key order.
    package var outputs: [OutputExpectation]
    package var path: PathKind
    package var input: String?
    package var response: String?
    package var errorResponse: String?
    /// A statechart transition that does not exit its source when every target is a descendant of it (SCXML's
    /// `type="internal"`); false: external, the default.
    package var isInternal: Bool = false
    package var info: ElementInfo
    package var origin: Origin

    package init(
        target: String, guardExpression: Located<String>? = nil, assignments: [Assignment] = [],
        emits: [EmittedEvent] = [], outputs: [OutputExpectation] = [], path: PathKind = .neutral, input: String? = nil,
        response: String? = nil, errorResponse: String? = nil, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.target = target
        self.guardExpression = guardExpression
        self.assignments = assignments
        self.emits = emits
        self.outputs = outputs
        self.path = path
        self.input = input
        self.response = response
        self.errorResponse = errorResponse
        self.info = info
        self.origin = origin
    }
}

/// `field := expression` on a transition.
package struct Assignment: Hashable, Sendable {
    package var field: String
    package var expression: Located<String>

    package init(field: String, expression: Located<String>) {
        self.field = field
        self.expression = expression
    }
}

/// An event a transition declares it emits.
package struct EmittedEvent: Hashable, Sendable {
    package var event: String
    /// An optional event may be missing from the subject's emissions without a failure.
    package var optional: Bool
    /// What the emitted event's properties must equal, in document order: property → expression over the
    /// context before the transition and the stimulus's data (`event.x`).
    package var payload: [PayloadExpectation]

    package init(_ event: String, optional: Bool = false, payload: [PayloadExpectation] = []) {
        self.event = event
        self.optional = optional
        self.payload = payload
    }
}

/// `property = expression` on an emitted event: the value the emitted event's top-level `property` must equal.
package struct PayloadExpectation: Hashable, Sendable {
    package var property: String
    package var expression: Located<String>

    package init(property: String, expression: Located<String>) {
        self.property = property
        self.expression = expression
    }
}

/// The fields most elements share: source, traces, notes and former IDs.
package struct ElementInfo: Hashable, Sendable {
    package var source: SourceRef?
    /// References as written (IDs, ranges, external references), each with its origin.
    package var traces: [Located<String>]
    package var notes: [String]
    package var formerIds: [String]

    package init(
        source: SourceRef? = nil, traces: [Located<String>] = [], notes: [String] = [], formerIds: [String] = []
    ) {
        self.source = source
        self.traces = traces
        self.notes = notes
        self.formerIds = formerIds
    }
}

/// `output = expression` on a transition: what the subject's observation must report after it.
package struct OutputExpectation: Hashable, Sendable {
    package var name: String
    package var expression: Located<String>

    package init(name: String, expression: Located<String>) {
        self.name = name
        self.expression = expression
    }
}

extension Machine {
    /// Every output name some transition of the machine declares (and the ``keptOutputs``), sorted: when the spec
    /// ignores or rejects an event, each keeps the value it had before.
    package var declaredOutputs: [String] {
        Set(keptOutputs + allStates.flatMap { $0.on.flatMap { $0.transitions.flatMap { $0.outputs.map(\.name) } } })
            .sorted()
    }
}
