import Foundation

/// A mutation the user asked for.
public enum MutationRequest: Equatable, Sendable {
    case accept(proposalId: String)
    case decline(proposalId: String)
    /// Post a new intent (its client-generated ID is in the intent).
    case postIntent(Intent)
    case editIntent(Intent)
    case cancelIntent(intentId: String)
    case confirmDeposit(cycleId: String)

    /// The action.
    public var action: ActionKind {
        switch self {
        case .accept: .accept
        case .decline: .decline
        case .postIntent: .postIntent
        case .editIntent: .editIntent
        case .cancelIntent: .cancelIntent
        case .confirmDeposit: .confirmDeposit
        }
    }

    /// Dedup key (§10.3): `{mode}:{intentId}` (create|edit|cancel), `{decision}:{proposalId}`,
    /// `{actionKey}:{cycleId}`.
    public var dedupKey: String {
        switch self {
        case .accept(let id): "accept:\(id)"
        case .decline(let id): "decline:\(id)"
        case .postIntent(let intent): "create:\(intent.intentId)"
        case .editIntent(let intent): "edit:\(intent.intentId)"
        case .cancelIntent(let id): "cancel:\(id)"
        case .confirmDeposit(let id): "confirm_deposit:\(id)"
        }
    }

    /// The object whose mutation state this request drives (accept and decline share one: pending locks both).
    public var objectKey: String {
        switch self {
        case .accept(let id), .decline(let id): "proposal:\(id)"
        case .postIntent(let intent), .editIntent(let intent): "intent:\(intent.intentId)"
        case .cancelIntent(let id): "intent:\(id)"
        case .confirmDeposit(let id): "cycle:\(id)"
        }
    }

    /// True for accept/decline: a succeeded decision is final.
    public var isDecision: Bool { action == .accept || action == .decline }
}

/// How a mutation ended.
public enum MutationOutcome: Equatable, Sendable {
    /// The API confirmed it.
    case succeeded
    /// The API said it was already done (another session); same outcome as success.
    case idempotentSucceeded
    /// The API refused or failed; the snapshot was restored unless the object is gone.
    case failed(APIError)
    /// Not sent: the action is unavailable.
    case refused(DisabledReason)
    /// Not sent: the same submission is in flight, or the decision already succeeded.
    case deduplicated
    /// Started, waiting for ``ClientStore/complete(_:result:now:)``.
    case inFlight
}

/// Everything the UI needs after a mutation step.
public struct MutationResult: Equatable, Sendable {
    /// How it ended.
    public var outcome: MutationOutcome
    /// Whether the API was called for this step.
    public var apiCalled: Bool
    /// Banner to show.
    public var banner: Banner?
    /// Toast to show.
    public var toast: String?
    /// Where to navigate.
    public var navigation: NavigationStep?
    /// A card removed from the feed (proposal ID).
    public var removedCardId: String?
    /// The composer closes.
    public var closesComposer: Bool
    /// The timeline was (or must be) refreshed.
    public var refreshesTimeline: Bool

    /// Creates a result.
    public init(
        outcome: MutationOutcome, apiCalled: Bool = false, banner: Banner? = nil, toast: String? = nil,
        navigation: NavigationStep? = nil, removedCardId: String? = nil, closesComposer: Bool = false,
        refreshesTimeline: Bool = false
    ) {
        self.outcome = outcome
        self.apiCalled = apiCalled
        self.banner = banner
        self.toast = toast
        self.navigation = navigation
        self.removedCardId = removedCardId
        self.closesComposer = closesComposer
        self.refreshesTimeline = refreshesTimeline
    }
}
