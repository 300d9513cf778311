import SpecModel

/// What a path plan must cover.
package enum CoverageCriterion: String, CaseIterable, Codable, Sendable {
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
    /// Everything `guards` covers, and every data-flow target of the machine's context fields (``DefUsePair``): for
    /// every definition (the initial context, a transition's assignment) every use that reads it (a guard, an
    /// assignment, an output, a payload value) with no other assignment in between (all-uses, as in Rapps–Weyuker
    /// data-flow testing over extended finite state machines), and for every transition that keeps a field one later
    /// read of the kept value; a read by a comparison with a constant at each value on either side of the boundary, a
    /// boolean a guard reads at each value. Subsumes `guards`; what `check` plans.
    case uses
}

/// One thing a plan covers or leaves uncovered.
package struct CoverageTarget: Hashable, Sendable {
    /// The kind of target.
    package enum Kind: String, CaseIterable, Codable, Sendable {
        case state
        case transition
        /// The guard of a transition evaluated to false.
        case guardFalse = "guard-false"
        /// A definition of a context field, then a read of it (``CoverageTarget/pair``).
        case defUse = "def-use"
        /// A self-loop that keeps a compared integer field, taken several times in a row (the `uses` criterion).
        case keepRepeat = "keep-repeat"
    }

    package var kind: Kind
    /// The state (for transitions and guards: the source state).
    package var state: String
    /// The transition, for `transition` and `guard-false` targets.
    package var transition: TransitionID?
    /// Printable form: the state name, the transition as `from --event[guard]--> to`, or the def-use pair.
    package var label: String
    /// The def-use pair, for a `def-use` target.
    package var pair: DefUsePair?

    package init(kind: Kind, state: String, transition: TransitionID?, label: String, pair: DefUsePair? = nil) {
        self.kind = kind
        self.state = state
        self.transition = transition
        self.label = label
        self.pair = pair
    }

    /// `state Idle`, `transition Idle --start--> Running`, `guard-false Idle --go[n > 0]--> Busy`,
    /// `def-use n: assigned by Idle.go#0, read by the guard of Busy.stop#0 at n = 3`.
    package var description: String { "\(kind.rawValue) \(label)" }
}
