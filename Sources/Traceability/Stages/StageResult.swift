import SpecModel

/// What a release stage concluded.
package enum StageOutcome: String, CaseIterable, Codable, Sendable, Comparable {
    /// Every critical requirement passed, and at least the stage's minimum number of requirements passed.
    case pass
    /// A critical requirement failed: the evidence contradicts the release.
    case fail
    /// Nothing failed, but there is too little evidence to pass: a critical requirement has none (uncovered, partial,
    /// out of scope, no matching check ran), too few requirements passed, or the stage is manual.
    case inconclusive

    /// `fail` is worst, then `inconclusive`, then `pass` (for the overall outcome of several stages).
    var severity: Int {
        switch self {
        case .pass: 0
        case .inconclusive: 1
        case .fail: 2
        }
    }

    package static func < (lhs: StageOutcome, rhs: StageOutcome) -> Bool { lhs.severity < rhs.severity }
}

/// The verdict of one release stage, each requirement with why it passed or not.
package struct StageResult: Hashable, Sendable {
    package var id: String
    package var title: String?
    package var outcome: StageOutcome
    /// Why, in one lowercase sentence without a trailing period.
    package var reason: String
    /// The manual stage's reason, when the stage is manual.
    package var manual: String?
    /// Every requirement in file order.
    package var requirements: [RequirementResult]

    package init(
        id: String, title: String?, outcome: StageOutcome, reason: String, manual: String? = nil,
        requirements: [RequirementResult]
    ) {
        self.id = id
        self.title = title
        self.outcome = outcome
        self.reason = reason
        self.manual = manual
        self.requirements = requirements
    }
}

/// One requirement of a stage, judged.
package struct RequirementResult: Hashable, Sendable {
    /// `id SC-UX-05` or `check rule:*`.
    package var requirement: String
    package var critical: Bool
    package var outcome: StageOutcome
    /// Why, naming the statuses or checks it rests on.
    package var reason: String
    /// The IDs or checks the requirement matched, sorted.
    package var matched: [String]

    package init(requirement: String, critical: Bool, outcome: StageOutcome, reason: String, matched: [String]) {
        self.requirement = requirement
        self.critical = critical
        self.outcome = outcome
        self.reason = reason
        self.matched = matched
    }
}
