/// One evaluation of one guard: the guard of `transition` evaluated to `outcome`.
///
/// Orders by transition, then `false` before `true`.
public struct GuardOutcome: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The guarded transition.
    public var transition: TransitionID
    /// What the guard evaluated to.
    public var outcome: Bool

    public init(_ transition: TransitionID, outcome: Bool) {
        self.transition = transition
        self.outcome = outcome
    }

    public static func < (lhs: GuardOutcome, rhs: GuardOutcome) -> Bool {
        lhs.transition != rhs.transition ? lhs.transition < rhs.transition : (!lhs.outcome && rhs.outcome)
    }

    /// `machine/From.event#ordinal=true`.
    public var description: String { "\(transition)=\(outcome)" }
}
