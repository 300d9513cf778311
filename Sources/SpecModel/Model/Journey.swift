/// A user journey (`JRN-P04`): steps, decisions and the features it exercises.
package struct Journey: Hashable, Sendable {
    /// The closed set of journey types.
    package enum JourneyType: String, CaseIterable, Codable, Sendable {
        case primary, alternate, failure, edge, roadmap
    }

    package var id: String
    package var title: String
    package var type: JourneyType
    package var scope: Scope
    package var scopeReason: String?
    package var trigger: String?
    package var outcome: String?
    package var recovery: String?
    /// Steps in document order.
    package var steps: [JourneyStep]
    /// Feature references as written.
    package var features: [Located<String>]
    package var decisions: [JourneyDecision]
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
package struct JourneyStep: Hashable, Sendable {
    package var id: String
    package var userDoes: String?
    package var userSees: String?
    /// Feature references as written.
    package var features: [Located<String>]
    /// UI surface references as written.
    package var ui: [Located<String>]
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
package struct JourneyDecision: Hashable, Sendable {
    /// One answer and where it leads.
    package struct Outcome: Hashable, Sendable {
        package var answer: String
        /// A step ID, a decision ID or another journey ID, as written.
        package var next: Located<String>
        package var origin: Origin

        package init(answer: String, next: Located<String>, origin: Origin = .synthetic()) {
            self.answer = answer
            self.next = next
            self.origin = origin
        }
    }

    package var id: String
    package var question: String
    package var outcomes: [Outcome]
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
