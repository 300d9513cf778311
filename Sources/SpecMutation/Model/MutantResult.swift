/// One mutant after its run: its status, the check that killed it, and for a survivor the checks that reached the
/// mutated element without killing it.
package struct MutantResult: Hashable, Sendable, Comparable {
    package var mutant: MutantInfo
    package var status: MutantStatus
    /// The first check that failed (a killed mutant stops there), or that could not run (runtime error).
    package var killedBy: [String]
    /// For a survivor: the checks that reached the mutated element and observed the same behaviour, sorted.
    package var coveredBy: [String]
    /// Why the mutant has its status: the failing check's divergence, the compile error, the declared reason.
    package var statusReason: String?

    package init(
        mutant: MutantInfo, status: MutantStatus, killedBy: [String] = [], coveredBy: [String] = [],
        statusReason: String? = nil
    ) {
        self.mutant = mutant
        self.status = status
        self.killedBy = killedBy
        self.coveredBy = coveredBy
        self.statusReason = statusReason
    }

    package static func < (lhs: MutantResult, rhs: MutantResult) -> Bool { lhs.mutant < rhs.mutant }

    /// Why a survivor lived, in one line; nil for other statuses.
    package var whyItLived: String? {
        switch status {
        case .noCoverage: "no check reached the element"
        case .survived: "checks reached it and observed the same behaviour: " + coveredBy.joined(separator: ", ")
        default: nil
        }
    }
}
