import SpecModel

/// What a path plan must cover.
public enum CoverageCriterion: String, CaseIterable, Codable, Sendable {
    /// Every reachable state: one shortest path per state, prefixes merged.
    case states
    /// Every reachable transition: one shortest path per transition, prefixes merged.
    case transitions
    /// Every reachable transition, and the false outcome of every guard where some configuration makes it
    /// false (the true outcome of a guard is its transition being taken). Subsumes `transitions`.
    case guards
    /// Every reachable transition in as few walks as the machine allows: one walk that, from where it stands,
    /// takes the shortest way to the nearest transition not yet walked (a greedy Chinese-postman tour). When no
    /// uncovered transition can be reached from the current configuration the walk resets to the initial
    /// state, which starts a new path; so a tour is one path when the machine allows it, several otherwise.
    case tour
}

/// One thing a plan covers or leaves uncovered.
public struct CoverageTarget: Hashable, Sendable {
    /// The kind of target.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case state
        case transition
        /// The guard of a transition evaluated to false.
        case guardFalse = "guard-false"
    }

    public var kind: Kind
    /// The state (for transitions and guards: the source state).
    public var state: String
    /// The transition, for `transition` and `guard-false` targets.
    public var transition: TransitionID?
    /// Printable form: the state name or the transition as `from --event[guard]--> to`.
    public var label: String

    public init(kind: Kind, state: String, transition: TransitionID?, label: String) {
        self.kind = kind
        self.state = state
        self.transition = transition
        self.label = label
    }

    /// `state Idle`, `transition Idle --start--> Running`, `guard-false Idle --go[n > 0]--> Busy`.
    public var description: String { "\(kind.rawValue) \(label)" }
}
