import SpecModel

/// Boundary cases of a machine's guards: for every comparison of a context field or event member with a constant
/// `c`, the values `c - 1`, `c` and `c + 1`, each with a path that sends the transition's event at that value.
package struct BoundaryPlan: Hashable, Sendable {
    /// The machine's ID.
    package var machine: String
    /// Cases with a path, in document order of their transitions, then comparison, then value.
    package var cases: [BoundaryCase]
    /// Values no path is planned for, with why (never reachable, beyond the bounds), in the same order.
    package var skipped: [SkippedBoundary]

    package init(machine: String, cases: [BoundaryCase], skipped: [SkippedBoundary]) {
        self.machine = machine
        self.cases = cases
        self.skipped = skipped
    }
}

/// One value on one side of one guard comparison, and the path that tries it.
package struct BoundaryCase: Hashable, Sendable {
    /// Whether a wrong branch at the boundary step would be seen.
    package enum Discrimination: String, CaseIterable, Codable, Sendable {
        /// Taking the other branch would show at the boundary step itself (another state, other events).
        case immediate
        /// It would show on a later step of the path: the planner appended the shortest steps that tell the two
        /// apart (the other branch leaves another context behind, which a later guard reads).
        case suffix
        /// The other branch leaves the machine in a configuration no sequence of events tells apart (within the
        /// bounds): the spec's branch is checked, but a wrong one could not be seen.
        case none
        /// The comparison does not decide which transition fires here (an earlier transition of the event is taken,
        /// or the rest of the guard decides): the step checks the spec's outcome at this value.
        case undecided
    }

    /// The guarded transition.
    package var transition: TransitionID
    /// The comparison, normalised to `operand op constant` (`correctFills >= 9` for `correctFills + 1 >= 10`).
    package var comparison: String
    package var operand: ComparedOperand
    package var value: Int
    /// From the initial configuration: the shortest way to the transition's source state with the operand at
    /// `value` (for an event member: in the event data), the boundary step, then any distinguishing steps.
    package var path: PlannedPath
    /// Index of the boundary step in `path.steps`.
    package var boundaryStep: Int
    package var discrimination: Discrimination

    package init(
        transition: TransitionID, comparison: String, operand: ComparedOperand, value: Int, path: PlannedPath,
        boundaryStep: Int,
        discrimination: Discrimination
    ) {
        self.transition = transition
        self.comparison = comparison
        self.operand = operand
        self.value = value
        self.path = path
        self.boundaryStep = boundaryStep
        self.discrimination = discrimination
    }

    /// `FirstLaunch.auth.unavailable#1:retriesLeft=0`: the check's name within its machine.
    package var name: String { "\(transition.from).\(transition.event)#\(transition.ordinal):\(operand)=\(value)" }
}

/// A boundary value the planner plans no path for.
package struct SkippedBoundary: Hashable, Sendable {
    package var transition: TransitionID
    package var comparison: String
    package var operand: ComparedOperand
    package var value: Int
    /// Lowercase, without a trailing period: `no run reaches Downloading with transferRetriesLeft = -1 (proved)`.
    package var reason: String

    package init(transition: TransitionID, comparison: String, operand: ComparedOperand, value: Int, reason: String) {
        self.transition = transition
        self.comparison = comparison
        self.operand = operand
        self.value = value
        self.reason = reason
    }
}

extension BoundaryPlan {
    /// One line per case and per skipped value, ending with a newline.
    ///
    /// ```
    /// boundaries: user-onboarding (2 planned, 1 skipped)
    ///   FirstLaunch.auth.unavailable#0:retriesLeft=0 [retriesLeft > 0] 1 step, then auth.unavailable (none)
    ///   skipped FirstLaunch.auth.unavailable#0:retriesLeft=-1 [retriesLeft > 0]: no run reaches …
    /// ```
    package func text() -> String {
        var out = "boundaries: \(machine) (\(cases.count) planned, \(skipped.count) skipped)\n"
        for c in cases {
            let prefix = c.boundaryStep
            let suffix = c.path.steps.count - c.boundaryStep - 1
            out +=
                "  \(c.name) [\(c.comparison)] \(prefix) \(prefix == 1 ? "step" : "steps"), then \(c.transition.event)"
            if suffix > 0 { out += ", then \(suffix) to tell the branches apart" }
            out += " (\(c.discrimination.rawValue))\n"
        }
        for s in skipped {
            out +=
                "  skipped \(s.transition.from).\(s.transition.event)#\(s.transition.ordinal):\(s.operand)=\(s.value) [\(s.comparison)]: \(s.reason)\n"
        }
        return out
    }
}
