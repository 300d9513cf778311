import Foundation

/// A mutation the user asked for.
package enum MutationRequest: Equatable, Sendable {
    case accept(proposalId: String)
    case decline(proposalId: String)
    /// Post a new intent (its client-generated ID is in the intent).
    case postIntent(Intent)
    case editIntent(Intent)
    case cancelIntent(intentId: String)
    case confirmDeposit(cycleId: String)

    /// The action.
    package var action: ActionKind {
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
    package var dedupKey: String {
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
    package var objectKey: String {
        switch self {
        case .accept(let id), .decline(let id): "proposal:\(id)"
        case .postIntent(let intent), .editIntent(let intent): "intent:\(intent.intentId)"
        case .cancelIntent(let id): "intent:\(id)"
        case .confirmDeposit(let id): "cycle:\(id)"
        }
    }

    /// True for accept/decline: a succeeded decision is final.
    package var isDecision: Bool { action == .accept || action == .decline }
}

/// How a mutation ended.
package enum MutationOutcome: Equatable, Sendable {
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
package struct MutationResult: Equatable, Sendable {
    /// How it ended.
    package var outcome: MutationOutcome
    /// Whether the API was called for this step.
    package var apiCalled: Bool
    /// Banner to show.
    package var banner: Banner?
    /// Toast to show.
    package var toast: String?
    /// Where to navigate.
    package var navigation: NavigationStep?
    /// A card removed from the feed (proposal ID).
    package var removedCardId: String?
    /// The composer closes.
    package var closesComposer: Bool
    /// The timeline was (or must be) refreshed.
    package var refreshesTimeline: Bool

    /// Creates a result.
    package init(
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
