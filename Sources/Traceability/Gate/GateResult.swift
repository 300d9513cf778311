import SpecModel

/// The verdict of a release gate on a coverage report.
package struct GateResult: Hashable, Sendable {
    package var product: String
    /// Every reason the gate fails, sorted by kind then subject; empty when the gate passes.
    package var failures: [GateFailure]
    /// IDs whose status got worse than in the baseline, sorted by ID (each also a failure).
    package var regressions: [Regression]
    /// Waivers whose expiry day has passed, sorted by ID (each also a failure).
    package var expiredWaivers: [Waiver]
    /// Waivers for IDs that are covered or not in the report: harmless, worth removing. Sorted by ID.
    package var unusedWaivers: [Waiver]
    /// Every minimum the gate checked, in kind then priority order, sorted by name.
    package var minimums: [MinimumCheck]
    /// Whether the minimums counted an ID partial only by declaration as satisfied (`declaredPartialSatisfies`):
    /// such an ID then never counts against a missed minimum.
    package var declaredPartialSatisfies: Bool
    /// What the minimums count, for a table's heading: `covered or waived`, or `covered, waived or declared partial`.
    package var minimumsCount: String {
        declaredPartialSatisfies ? "covered, waived or declared partial" : "covered or waived"
    }

    package init(
        product: String, failures: [GateFailure], regressions: [Regression] = [], expiredWaivers: [Waiver] = [],
        unusedWaivers: [Waiver] = [], minimums: [MinimumCheck] = [], declaredPartialSatisfies: Bool = false
    ) {
        self.declaredPartialSatisfies = declaredPartialSatisfies
        self.product = product
        self.failures = failures
        self.regressions = regressions
        self.expiredWaivers = expiredWaivers
        self.unusedWaivers = unusedWaivers
        self.minimums = minimums
    }

    /// Whether the release may go ahead.
    package var pass: Bool { failures.isEmpty }
}

/// Why a gate fails.
package enum GateFailureKind: String, CaseIterable, Codable, Sendable, Comparable {
    /// A kind or priority is below its minimum percentage, or has no reported IDs at all.
    case minimum
    /// An ID the gate lists is not covered or waived, or a listed ID or pattern names no reported ID.
    case mustCover = "must-cover"
    /// A waiver's expiry day has passed.
    case expiredWaiver = "expired-waiver"
    /// An ID's status is worse than in the baseline.
    case regression
    /// A check that exercises an ID failed: the implementation contradicts the spec there, whatever the minimums.
    case failing
    /// An ID is unverified: a check that exercises it could not run to a verdict (the subject crashed, hung or
    /// replied malformed), whatever the minimums. Never a contradiction, never a pass.
    case subjectError = "subject-error"
    /// A machine has a state, transition or guard outcome neither covered nor proved unreachable, and the gate
    /// does not list it in `partialMachines`.
    case machineNotWhole = "machine-not-whole"
    /// A passing check claims an ID that no expectation it evaluated names, and the gate sets
    /// `failOnUnassertedClaims`.
    case unassertedClaim = "unasserted-claim"
    /// A rule parameter no check read, under `failOnUnreadParameters`.
    case unreadParameter = "unread-parameter"

    package static func < (lhs: GateFailureKind, rhs: GateFailureKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// One reason a gate fails.
package struct GateFailure: Hashable, Sendable, Comparable {
    package var kind: GateFailureKind
    /// What failed: an ID, a pattern, `kind feature`, `priority P0`.
    package var subject: String
    /// A lowercase sentence without a trailing period.
    package var message: String

    package init(kind: GateFailureKind, subject: String, message: String) {
        self.kind = kind
        self.subject = subject
        self.message = message
    }

    package static func < (lhs: GateFailure, rhs: GateFailure) -> Bool {
        (lhs.kind, lhs.subject, lhs.message) < (rhs.kind, rhs.subject, rhs.message)
    }
}

/// An ID whose status got worse than in the baseline.
package struct Regression: Hashable, Sendable {
    package var id: String
    package var from: CoverageStatus
    package var to: CoverageStatus

    package init(id: String, from: CoverageStatus, to: CoverageStatus) {
        self.id = id
        self.from = from
        self.to = to
    }
}

/// One minimum percentage the gate checked.
package struct MinimumCheck: Hashable, Sendable {
    /// What the minimum is per.
    package enum Group: String, CaseIterable, Codable, Sendable {
        case kind, priority
    }

    package var group: Group
    package var name: String
    /// The required percentage (0–100).
    package var required: Double
    /// In-scope IDs covered or waived.
    package var satisfied: Int
    package var inScope: Int
    package var passed: Bool

    package init(group: Group, name: String, required: Double, satisfied: Int, inScope: Int, passed: Bool) {
        self.group = group
        self.name = name
        self.required = required
        self.satisfied = satisfied
        self.inScope = inScope
        self.passed = passed
    }

    /// Covered or waived of in-scope, in percent rounded down to one decimal; nil when nothing is in scope.
    package var actual: Double? {
        inScope == 0 ? nil : (Double(satisfied) * 1000 / Double(inScope)).rounded(.down) / 10
    }
}
