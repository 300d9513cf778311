/// One mutant after its run: its status, the check that killed it, and for a survivor the checks that reached the
/// mutated element without killing it.
public struct MutantResult: Hashable, Sendable, Comparable {
    public var mutant: MutantInfo
    public var status: MutantStatus
    /// The first check that failed (a killed mutant stops there), or that could not run (runtime error).
    public var killedBy: [String]
    /// For a survivor: the checks that reached the mutated element and observed the same behaviour, sorted.
    public var coveredBy: [String]
    /// Why the mutant has its status: the failing check's divergence, the compile error, the declared reason.
    public var statusReason: String?

    public init(
        mutant: MutantInfo, status: MutantStatus, killedBy: [String] = [], coveredBy: [String] = [],
        statusReason: String? = nil
    ) {
        self.mutant = mutant
        self.status = status
        self.killedBy = killedBy
        self.coveredBy = coveredBy
        self.statusReason = statusReason
    }

    public static func < (lhs: MutantResult, rhs: MutantResult) -> Bool { lhs.mutant < rhs.mutant }

    /// Why a survivor lived, in one line; nil for other statuses.
    public var whyItLived: String? {
        switch status {
        case .noCoverage: "no check reached the element"
        case .survived: "checks reached it and observed the same behaviour: " + coveredBy.joined(separator: ", ")
        default: nil
        }
    }
}
