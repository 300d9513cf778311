/// One evaluation of one guard: the guard of `transition` evaluated to `outcome`.
///
/// Orders by transition, then `false` before `true`.
package struct GuardOutcome: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The guarded transition.
    package var transition: TransitionID
    /// What the guard evaluated to.
    package var outcome: Bool

    package init(_ transition: TransitionID, outcome: Bool) {
        self.transition = transition
        self.outcome = outcome
    }

    package static func < (lhs: GuardOutcome, rhs: GuardOutcome) -> Bool {
        lhs.transition != rhs.transition ? lhs.transition < rhs.transition : (!lhs.outcome && rhs.outcome)
    }

    /// `machine/From.event#ordinal=true`.
    package var description: String { "\(transition)=\(outcome)" }
}
