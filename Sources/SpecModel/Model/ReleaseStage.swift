/// A named release gate of a product (`G2`), one of several stages a release goes through, judged on the evidence of
/// a coverage report: `specconform gate --stage G2`.
///
/// A stage lists what it requires: IDs that must be covered, or checks (by ID or `*` pattern) that must pass. A
/// requirement is critical (one failure fails the stage) or report-only (its result is shown, never decisive). A stage
/// passes when no critical requirement fails or lacks evidence and at least `minimumPassing` requirements pass; it
/// fails when a critical requirement fails; otherwise it is inconclusive (too little evidence). A stage with no
/// requirements cannot pass on nothing: it must be declared manual, with the reason, and is then reported as
/// inconclusive until a person signs it off.
package struct ReleaseStage: Hashable, Sendable {
    package var id: String
    package var title: String?
    package var description: String?
    /// What the stage requires, in file order.
    package var requires: [StageRequirement]
    /// Why the stage has no automated requirement and needs a person's sign-off; nil for an automated stage.
    package var manual: String?
    /// How many requirements (critical or not) must pass; at least 1, so a stage never passes vacuously.
    package var minimumPassing: Int
    /// Whether an ID that is `partial` only by declaration satisfies an ID requirement.
    package var declaredPartialSatisfies: Bool
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, title: String? = nil, description: String? = nil, requires: [StageRequirement] = [],
        manual: String? = nil,
        minimumPassing: Int = 1, declaredPartialSatisfies: Bool = false, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.requires = requires
        self.manual = manual
        self.minimumPassing = minimumPassing
        self.declaredPartialSatisfies = declaredPartialSatisfies
        self.info = info
        self.origin = origin
    }
}

/// One thing a release stage requires.
package struct StageRequirement: Hashable, Sendable {
    /// What is required.
    package enum Target: Hashable, Sendable {
        /// An ID (or a range of IDs) that must be covered (or waived, or partial by declaration when the stage allows it).
        case id(String)
        /// A check ID, or a pattern with `*`, whose matching checks must all pass (at least one must have run).
        case check(String)

        /// `id SC-UX-05`, `check scenario:*`.
        package var text: String {
            switch self {
            case .id(let id): "id \(id)"
            case .check(let pattern): "check \(pattern)"
            }
        }
    }

    package var target: Target
    /// Whether one failure of this requirement fails the stage (true) or it is report-only (false).
    package var critical: Bool
    package var notes: [String]
    package var origin: Origin

    package init(target: Target, critical: Bool = true, notes: [String] = [], origin: Origin = .synthetic()) {
        self.target = target
        self.critical = critical
        self.notes = notes
        self.origin = origin
    }
}
