/// The one status every reported ID ends with.
package enum CoverageStatus: String, CaseIterable, Codable, Sendable {
    /// Every evidence group the policy requires is satisfied by checks that ran and passed.
    case covered
    /// Some required evidence is present, some is missing (listed in the entry).
    case partial
    /// No required evidence: nothing ran and passed for it (a link alone never covers).
    case uncovered
    /// A check that exercises the ID failed: the implementation contradicts the spec there; beats every other status.
    case failing
    /// A check that exercises the ID could not run to a verdict (a subject error: the subject crashed, hung or replied
    /// malformed) and none failed: nothing contradicts it, nothing verified it. Beats `covered`.
    case unverified
    /// Not covered, but an unexpired waiver accepts the gap.
    case waived
    /// Out of scope: the element says `scope: out` (roadmap), is deprecated, or the policy says so.
    case outOfScope = "out-of-scope"
    /// Referenced somewhere (or given evidence), matches an ID pattern, never defined.
    case orphaned

    /// The order the release gate's ratchet compares: higher is better; nil outside the order (`out-of-scope`,
    /// `orphaned`).
    package var rank: Int? {
        switch self {
        case .covered: 5
        case .waived: 4
        case .partial: 3
        case .uncovered: 2
        case .unverified: 1
        case .failing: 0
        case .outOfScope, .orphaned: nil
        }
    }

    /// Whether the status counts as met for the gate (`covered` or `waived`).
    package var isSatisfied: Bool { self == .covered || self == .waived }
}
