/// A user journey (`JRN-P04`): steps, decisions and the features it exercises.
public struct Journey: Hashable, Sendable {
    /// The closed set of journey types.
    public enum JourneyType: String, CaseIterable, Codable, Sendable {
        case primary, alternate, failure, edge, roadmap
    }

    public var id: String
    public var title: String
    public var type: JourneyType
    public var scope: Scope
    public var scopeReason: String?
    public var trigger: String?
    public var outcome: String?
    public var recovery: String?
    /// Steps in document order.
    public var steps: [JourneyStep]
    /// Feature references as written.
    public var features: [Located<String>]
    public var decisions: [JourneyDecision]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, title: String, type: JourneyType, scope: Scope = .in, scopeReason: String? = nil,
        trigger: String? = nil, outcome: String? = nil, recovery: String? = nil, steps: [JourneyStep] = [],
        features: [Located<String>] = [], decisions: [JourneyDecision] = [], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.type = type
        self.scope = scope
        self.scopeReason = scopeReason
        self.trigger = trigger
        self.outcome = outcome
        self.recovery = recovery
        self.steps = steps
        self.features = features
        self.decisions = decisions
        self.info = info
        self.origin = origin
    }
}

/// One step of a journey (`JRN-P04-S1`).
public struct JourneyStep: Hashable, Sendable {
    public var id: String
    public var userDoes: String?
    public var userSees: String?
    /// Feature references as written.
    public var features: [Located<String>]
    /// UI surface references as written.
    public var ui: [Located<String>]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, userDoes: String? = nil, userSees: String? = nil, features: [Located<String>] = [],
        ui: [Located<String>] = [], info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.userDoes = userDoes
        self.userSees = userSees
        self.features = features
        self.ui = ui
        self.info = info
        self.origin = origin
    }
}

/// A decision point of a journey (`JRN-P04-D1`).
public struct JourneyDecision: Hashable, Sendable {
    /// One answer and where it leads.
    public struct Outcome: Hashable, Sendable {
        public var answer: String
        /// A step ID, a decision ID or another journey ID, as written.
        public var next: Located<String>
        public var origin: Origin

        public init(answer: String, next: Located<String>, origin: Origin = .synthetic()) {
            self.answer = answer
            self.next = next
            self.origin = origin
        }
    }

    public var id: String
    public var question: String
    public var outcomes: [Outcome]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, question: String, outcomes: [Outcome] = [], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.question = question
        self.outcomes = outcomes
        self.info = info
        self.origin = origin
    }
}
