import Foundation

/// State of a settlement cycle (LC-03).
public enum CycleState: String, CaseIterable, Codable, Sendable {
    case proposed, accepted
    case escrowPending = "escrow.pending"
    case escrowReady = "escrow.ready"
    case executing, completed, failed

    /// completed and failed are terminal.
    public var isTerminal: Bool { self == .completed || self == .failed }
}

/// Status of one participant's leg.
public enum LegStatus: String, CaseIterable, Codable, Sendable {
    case pending, deposited, released, refunded
}

/// One participant's deposit leg.
public struct Leg: Equatable, Codable, Sendable {
    /// Leg identifier.
    public var legId: String
    /// The actor who deposits on this leg.
    public var fromActor: String
    /// Deposit/release/refund status.
    public var status: LegStatus
    /// Deposit deadline, if any.
    public var depositDeadline: Date?

    /// Creates a leg.
    public init(legId: String, fromActor: String, status: LegStatus = .pending, depositDeadline: Date? = nil) {
        self.legId = legId
        self.fromActor = fromActor
        self.status = status
        self.depositDeadline = depositDeadline
    }
}

/// One entry of a cycle's chronological log.
public struct TimelineEntry: Equatable, Codable, Sendable {
    /// Event kind, e.g. "commit", "deposit", "execution", "receipt".
    public var kind: String
    /// When it happened.
    public var at: Date

    /// Creates an entry.
    public init(kind: String, at: Date) {
        self.kind = kind
        self.at = at
    }
}

/// An in-flight settlement (§1.3).
public struct Cycle: Equatable, Codable, Sendable {
    /// Cycle identifier.
    public var cycleId: String
    /// Lifecycle state.
    public var state: CycleState
    /// Every participant's leg.
    public var legs: [Leg]
    /// The viewing actor, to find the viewer leg.
    public var viewerActorId: String
    /// Earliest pending deposit deadline.
    public var deadlineAt: Date?
    /// Chronological event log.
    public var entries: [TimelineEntry]
    /// The proposal this cycle came from, if any.
    public var sourceProposalId: String?
    /// Why the cycle is waiting.
    public var waitReason: WaitReason?

    /// Creates a cycle.
    public init(
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
    public var viewerLeg: Leg? { legs.first { $0.fromActor == viewerActorId } }
    /// True when the viewer still has to deposit.
    public var viewerLegPending: Bool { viewerLeg?.status == .pending }
    /// Timestamp of the latest timeline entry (History sort key).
    public var latestEventAt: Date? { entries.map(\.at).max() }
    /// Actions the cycle detail offers in this state, with their availability inputs decided by the store.
    public var actions: [ActionKind] {
        switch state {
        case .escrowPending: [.confirmDeposit]
        case .completed, .failed: [.openReceipt]
        default: []
        }
    }

    /// "{n}/{total} deposits acknowledged".
    public var depositsProgressLabel: String {
        let done = legs.filter { $0.status != .pending }.count
        return "\(done)/\(legs.count) deposits acknowledged"
    }
}
