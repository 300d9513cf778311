import Conformance

/// The coverage of one reported ID.
package struct CoverageEntry: Hashable, Sendable {
    package var id: String
    /// The ID kind (`feature`, `edge`, `journey-step`).
    package var kind: String
    package var title: String?
    package var priority: String?
    /// The modules the ID belongs to, sorted.
    package var modules: [String]
    package var status: CoverageStatus
    /// Why the status is what it is, when the status alone does not say (out-of-scope reason, waiver reason).
    package var note: String?
    /// Evidence from checks that ran and passed, by kind, each with the checks that gave it.
    package var evidence: [EvidenceRecord]
    /// The policy's evidence groups not yet satisfied (each satisfied by any one of its kinds).
    package var missing: [[EvidenceKind]]
    /// What proved the ID, per passing check that gave it evidence: the claims of the assertions that named it, or
    /// what the check's kind observed (``EvidenceKind/observation``); by check, then in the check's order.
    package var proofs: [ProofRecord] = []
    /// Checks that exercise the ID and failed (vacuous ones included), sorted.
    package var failingChecks: [String]
    /// Checks that exercise the ID and could not run to a verdict (subject errors), sorted: they make it `unverified`
    /// when none failed.
    package var erroredChecks: [String] = []
    /// The elements that reference the ID, sorted.
    package var references: [ReferenceRecord]
    /// The waiver written for the ID, if any (also when expired: an expired waiver does not waive).
    package var waiver: WaiverRecord?
    /// How the ID is verified, in the spec's words (a feature item's `verification`).
    package var verification: String?
    /// The assumptions (`A-3`) the ID's verification depends on, sorted: "verified under assumption A-3".
    package var assumptions: [String] = []
    /// `partial` only by declaration: every evidence the ID needs is there, and what is missing is the part its spec
    /// names as not verifiable here (a feature item's `unverified`), or, for a status roll-up, every child that is not
    /// covered is partial by declaration.
    package var declaredPartial = false
    /// `partial` because the policy requires an assertion that names the ID and none did (``CoverageRequirement/requireAssertion``).
    package var lacksAssertion = false

    package init(
        id: String, kind: String, title: String? = nil, priority: String? = nil, modules: [String] = [],
        status: CoverageStatus, note: String? = nil, evidence: [EvidenceRecord] = [], missing: [[EvidenceKind]] = [],
        failingChecks: [String] = [], references: [ReferenceRecord] = [], waiver: WaiverRecord? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.priority = priority
        self.modules = modules
        self.status = status
        self.note = note
        self.evidence = evidence
        self.missing = missing
        self.failingChecks = failingChecks
        self.references = references
        self.waiver = waiver
    }

    /// Referenced by other elements but without any evidence: "linked, not evidenced".
    package var isLinkedOnly: Bool { evidence.isEmpty && !references.isEmpty }
}

/// One kind of evidence an ID has, with the passing checks that gave it.
package struct EvidenceRecord: Hashable, Sendable {
    package var kind: EvidenceKind
    package var checks: [String]

    package init(kind: EvidenceKind, checks: [String]) {
        self.kind = kind
        self.checks = checks
    }
}

/// One assertion that proved an ID, with the check that evaluated it.
package struct ProofRecord: Hashable, Sendable {
    package var check: String
    package var assertion: String
    /// Whether the proof is what an engine check of its kind observed (``EvidenceKind/observation``), rather than an
    /// assertion that named the ID.
    package var observed: Bool

    package init(check: String, assertion: String, observed: Bool = false) {
        self.check = check
        self.assertion = assertion
        self.observed = observed
    }
}

/// An element that references an ID.
package struct ReferenceRecord: Hashable, Sendable, Comparable {
    /// The referring element's ID or path (`artwork-access/Verifying/checksum.valid/0`), or a check ID.
    package var id: String
    /// Its element kind (`journey`, `transition`), or `check` for a check that gave evidence.
    package var kind: String
    /// The field the reference is written in (`traces`, `features`, `evidence`).
    package var field: String

    package init(id: String, kind: String, field: String) {
        self.id = id
        self.kind = kind
        self.field = field
    }

    package static func < (lhs: ReferenceRecord, rhs: ReferenceRecord) -> Bool {
        (lhs.id, lhs.kind, lhs.field) < (rhs.id, rhs.kind, rhs.field)
    }
}

/// A waiver as the report shows it.
package struct WaiverRecord: Hashable, Sendable {
    package var reason: String
    package var owner: String
    package var expires: String
    /// Whether the waiver had expired on the evaluation day.
    package var expired: Bool

    package init(reason: String, owner: String, expires: String, expired: Bool) {
        self.reason = reason
        self.owner = owner
        self.expires = expires
        self.expired = expired
    }
}
