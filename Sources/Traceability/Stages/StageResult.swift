import SpecModel

/// What a release stage concluded.
public enum StageOutcome: String, CaseIterable, Codable, Sendable, Comparable {
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

    public static func < (lhs: StageOutcome, rhs: StageOutcome) -> Bool { lhs.severity < rhs.severity }
}

/// The verdict of one release stage, each requirement with why it passed or not.
public struct StageResult: Hashable, Sendable {
    public var id: String
    public var title: String?
    public var outcome: StageOutcome
    /// Why, in one lowercase sentence without a trailing period.
    public var reason: String
    /// The manual stage's reason, when the stage is manual.
    public var manual: String?
    /// Every requirement in file order.
    public var requirements: [RequirementResult]

    public init(
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
public struct RequirementResult: Hashable, Sendable {
    /// `id SC-UX-05` or `check rule:*`.
    public var requirement: String
    public var critical: Bool
    public var outcome: StageOutcome
    /// Why, naming the statuses or checks it rests on.
    public var reason: String
    /// The IDs or checks the requirement matched, sorted.
    public var matched: [String]

    public init(requirement: String, critical: Bool, outcome: StageOutcome, reason: String, matched: [String]) {
        self.requirement = requirement
        self.critical = critical
        self.outcome = outcome
        self.reason = reason
        self.matched = matched
    }
}
