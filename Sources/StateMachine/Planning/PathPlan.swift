import SpecModel

/// A set of paths from a machine's initial state that together cover a ``CoverageCriterion``.
package struct PathPlan: Hashable, Sendable {
    /// The machine's ID.
    package var machine: String
    package var criterion: CoverageCriterion
    /// Paths in a deterministic order (document order of the first target each path was planned for).
    /// Each path starts from the initial state and context.
    package var paths: [PlannedPath]
    /// Targets of the criterion that the paths cover, in document order.
    package var covered: [CoverageTarget]
    /// Targets of the criterion left uncovered and not proved unreachable: unsatisfiable with the planned event
    /// data, or beyond the bounds when `truncated`.
    package var uncovered: [CoverageTarget]
    /// Targets proved unreachable: the search visited every reachable configuration (not truncated) and no guard
    /// or assignment reads event data, so no run of the machine can reach them (e.g. the false outcome of the
    /// last guard of an exhaustive partition such as `n > 0` / `n == 0` when `n` never goes negative).
    package var unreachable: [CoverageTarget]
    /// The limits that stopped the search before every target was covered or proved unreachable, in
    /// ``PlannerLimit`` order; empty when the search ended on its own.
    package var limitsReached: [PlannerLimit]
    /// How many configurations (state + context) the search stored.
    package var configurations: Int
    /// The bounds the search used.
    package var limits: PlannerLimits
    /// Remarks, such as guards that failed to evaluate with the planned event data, in document order.
    package var notes: [String]
    /// How many of the last ``paths`` were added for def-use pairs (the `uses` criterion); the ones before them cover
    /// the transitions and guard outcomes.
    package var dataFlowPaths = 0
    /// For a statechart planned through its flat machine of configurations: per flat transition, the statechart
    /// transitions its macrostep takes (``FlatStatechart/origins``); empty for a flat machine.
    package var origins: [TransitionID: [TransitionID]] = [:]

    package init(
        machine: String, criterion: CoverageCriterion, paths: [PlannedPath], covered: [CoverageTarget],
        uncovered: [CoverageTarget], unreachable: [CoverageTarget] = [], limitsReached: [PlannerLimit] = [],
        configurations: Int,
        limits: PlannerLimits,
        notes: [String]
    ) {
        self.machine = machine
        self.criterion = criterion
        self.paths = paths
        self.covered = covered
        self.uncovered = uncovered
        self.unreachable = unreachable
        self.limitsReached = limitsReached.sorted()
        self.configurations = configurations
        self.limits = limits
        self.notes = notes
    }

    /// The paths that cover the transitions and guard outcomes, without those added for def-use pairs: what sneak
    /// paths take their prefixes from.
    package var coveringPaths: ArraySlice<PlannedPath> { paths.dropLast(dataFlowPaths) }

    /// Whether a limit stopped the search before every target was covered or proved unreachable.
    package var truncated: Bool { !limitsReached.isEmpty }

    /// Which limit stopped the search, with its value and the option that raises it:
    /// `planner limit max-depth=64 reached (raise it with --max-depth)`; nil when the search was not truncated.
    package var limitText: String? { limits.reachedText(limitsReached) }
}

/// A sequence of steps from the initial state and context.
package struct PlannedPath: Hashable, Sendable {
    package var steps: [PlannedStep]

    package init(steps: [PlannedStep]) {
        self.steps = steps
    }
}

/// One stimulus of a planned path and what the machine is expected to do.
package struct PlannedStep: Hashable, Sendable {
    package var event: String
    /// The event payload (JSON null unless the planner chose data).
    package var data: JSONValue
    /// Expected state before the step.
    package var from: String
    /// Expected state after the step (`from` when the step is expected to be ignored).
    package var to: String
    /// The transition expected to be taken; nil when every guard is expected false and the event ignored.
    package var transition: TransitionID?
    /// The transition's printable form `from --event[guard]--> to`; nil when ignored.
    package var label: String?
    /// Events the transition declares it emits.
    package var emits: [EmittedEvent]

    package init(
        event: String, data: JSONValue, from: String, to: String, transition: TransitionID?, label: String?,
        emits: [EmittedEvent]
    ) {
        self.event = event
        self.data = data
        self.from = from
        self.to = to
        self.transition = transition
        self.label = label
        self.emits = emits
    }

    /// Whether the step is expected to be ignored (no transition taken).
    package var expectsIgnored: Bool { transition == nil }
}
