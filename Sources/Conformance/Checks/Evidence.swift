/// What kind of proof a passing check gives for an ID. Policies require kinds per ID kind.
public enum EvidenceKind: String, CaseIterable, Codable, Sendable, Comparable {
    /// A planned path ran through a success transition tracing the ID.
    case success
    /// A planned path or scenario ran through a recovery transition tracing the ID.
    case recovery
    /// A run reached a failure transition tracing the ID, and the subject handled it as the spec says.
    case failure
    /// Events declared on a transition tracing the ID were emitted and valid.
    case observability
    /// A state tracing the ID was reached.
    case state
    /// A journey scenario covering the ID passed.
    case scenario
    /// A rule check for the ID passed.
    case rule
    /// A contract accepted its valid input, or refused an input violating the constraint without a state change.
    case contract
    /// A sneak check passed: in a state tracing the ID (or of a machine tracing it), the implementation refused
    /// every event the spec does not handle there.
    case refusal
    /// A limit probe passed: the implementation accepted and refused the values around the limit as its bound says.
    case limit
    /// A decision table's subject gave the table's output for every asked combination the rule (or the default)
    /// decides.
    case decision
    /// An output invariant held on every example and generated input where it applied, and was exercised.
    case invariant
    /// A trace a running system recorded followed the spec through a state, transition or emitted event tracing the
    /// ID (`specconform trace --evidence`, folded in by `check --trace-evidence`). A policy counts it only where it
    /// names `trace`.
    case trace

    public static func < (lhs: EvidenceKind, rhs: EvidenceKind) -> Bool {
        guard let l = allCases.firstIndex(of: lhs), let r = allCases.firstIndex(of: rhs) else {
            preconditionFailure("allCases holds every case")
        }
        return l < r
    }
}

/// One piece of evidence a check gives for one requirement ID.
package struct Evidence: Hashable, Sendable, Comparable {
    package var id: String
    package var kind: EvidenceKind

    package init(id: String, kind: EvidenceKind) {
        self.id = id
        self.kind = kind
    }

    package static func < (lhs: Evidence, rhs: Evidence) -> Bool {
        (lhs.id, lhs.kind) < (rhs.id, rhs.kind)
    }
}
