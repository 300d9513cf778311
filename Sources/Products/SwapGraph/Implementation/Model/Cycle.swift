import Foundation

/// State of a settlement cycle (LC-03).
package enum CycleState: String, CaseIterable, Codable, Sendable {
    case proposed, accepted
    case escrowPending = "escrow.pending"
    case escrowReady = "escrow.ready"
    case executing, completed, failed

    /// completed and failed are terminal.
    package var isTerminal: Bool { self == .completed || self == .failed }
}

/// Status of one participant's leg.
package enum LegStatus: String, CaseIterable, Codable, Sendable {
    case pending, deposited, released, refunded
}

/// One participant's deposit leg.
package struct Leg: Equatable, Codable, Sendable {
    /// Leg identifier.
    package var legId: String
    /// The actor who deposits on this leg.
    package var fromActor: String
    /// Deposit/release/refund status.
    package var status: LegStatus
    /// Deposit deadline, if any.
    package var depositDeadline: Date?

    /// Creates a leg.
    package init(legId: String, fromActor: String, status: LegStatus = .pending, depositDeadline: Date? = nil) {
        self.legId = legId
        self.fromActor = fromActor
        self.status = status
        self.depositDeadline = depositDeadline
    }
}

/// One entry of a cycle's chronological log.
package struct TimelineEntry: Equatable, Codable, Sendable {
    /// Event kind, e.g. "commit", "deposit", "execution", "receipt".
    package var kind: String
    /// When it happened.
    package var at: Date

    /// Creates an entry.
    package init(kind: String, at: Date) {
        self.kind = kind
        self.at = at
    }
}

/// An in-flight settlement (§1.3).
package struct Cycle: Equatable, Codable, Sendable {
    /// Cycle identifier.
    package var cycleId: String
    /// Lifecycle state.
    package var state: CycleState
    /// Every participant's leg.
    package var legs: [Leg]
    /// The viewing actor, to find the viewer leg.
    package var viewerActorId: String
    /// Earliest pending deposit deadline.
    package var deadlineAt: Date?
    /// Chronological event log.
    package var entries: [TimelineEntry]
    /// The proposal this cycle came from, if any.
    package var sourceProposalId: String?
    /// Why the cycle is waiting.
    package var waitReason: WaitReason?

    /// Creates a cycle.
    package init(
        cycleId: String, state: CycleState, legs: [Leg] = [], viewerActorId: String = "", deadlineAt: Date? = nil,
        entries: [TimelineEntry] = [], sourceProposalId: String? = nil
    ) {
        self.cycleId = cycleId
        self.state = state
        self.legs = legs
        self.viewerActorId = viewerActorId
        self.deadlineAt = deadlineAt
        self.entries = entries
        self.sourceProposalId = sourceProposalId
    }

    /// The leg where the viewer is `fromActor`.
    package var viewerLeg: Leg? { legs.first { $0.fromActor == viewerActorId } }
    /// True when the viewer still has to deposit.
    package var viewerLegPending: Bool { viewerLeg?.status == .pending }
    /// Timestamp of the latest timeline entry (History sort key).
    package var latestEventAt: Date? { entries.map(\.at).max() }
    /// Actions the cycle detail offers in this state, with their availability inputs decided by the store.
    package var actions: [ActionKind] {
        switch state {
        case .escrowPending: [.confirmDeposit]
        case .completed, .failed: [.openReceipt]
        default: []
        }
    }

    /// "{n}/{total} deposits acknowledged".
    package var depositsProgressLabel: String {
        let done = legs.filter { $0.status != .pending }.count
        return "\(done)/\(legs.count) deposits acknowledged"
    }
}
