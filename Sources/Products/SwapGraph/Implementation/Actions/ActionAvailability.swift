import Foundation

/// Everything that decides whether an action is available.
package struct ActionInputs: Equatable, Sendable {
    /// The action.
    package var action: ActionKind
    /// Opportunity status (accept, decline).
    package var opportunityStatus: OpportunityStatus
    /// True when the opportunity is past `expiresAt`.
    package var expired: Bool
    /// Intent state, nil for `none` (intent actions).
    package var intentState: IntentState?
    /// Whether the composer draft is valid (post/edit intent).
    package var draftValid: Bool
    /// Cycle state (confirm_deposit, open_receipt).
    package var cycleState: CycleState?
    /// Whether the viewer's leg is still pending (confirm_deposit).
    package var viewerLegPending: Bool
    /// The object's mutation state.
    package var mutationState: MutationState
    /// Session state.
    package var sessionState: SessionLifecycle.State
    /// Connectivity.
    package var connectivity: ConnectivityLifecycle.State
    /// False between a foreground resume and the Feed + History refresh finishing.
    package var refreshedSinceResume: Bool
    /// Feature flag / failure budget.
    package var mutationsEnabled: Bool

    /// Creates inputs; defaults describe a ready, online, idle client with a pending opportunity.
    package init(
        action: ActionKind, opportunityStatus: OpportunityStatus = .pending, expired: Bool = false,
        intentState: IntentState? = nil, draftValid: Bool = true, cycleState: CycleState? = nil,
        viewerLegPending: Bool = false, mutationState: MutationState = .idle,
        sessionState: SessionLifecycle.State = .authenticated, connectivity: ConnectivityLifecycle.State = .online,
        refreshedSinceResume: Bool = true, mutationsEnabled: Bool = true
    ) {
        self.action = action
        self.opportunityStatus = opportunityStatus
        self.expired = expired
        self.intentState = intentState
        self.draftValid = draftValid
        self.cycleState = cycleState
        self.viewerLegPending = viewerLegPending
        self.mutationState = mutationState
        self.sessionState = sessionState
        self.connectivity = connectivity
        self.refreshedSinceResume = refreshedSinceResume
        self.mutationsEnabled = mutationsEnabled
    }
}

/// Whether an action button is enabled, its labels and, when disabled, the first applicable reason.
package struct ActionAvailability: Equatable, Sendable {
    /// Whether the button is enabled.
    package var enabled: Bool
    /// Button label (returned even when disabled).
    package var label: String
    /// Pending label (nil for open_receipt).
    package var pendingLabel: String?
    /// The first applicable reason, nil when enabled.
    package var disabledReason: DisabledReason?

    /// Evaluates `inputs`: session, offline, paused, refreshing, in progress (mutating actions only), then the
    /// object's own preconditions.
    package static func evaluate(_ inputs: ActionInputs) -> ActionAvailability {
        let reason = firstReason(inputs)
        return ActionAvailability(
            enabled: reason == nil, label: inputs.action.label, pendingLabel: inputs.action.pendingLabel,
            disabledReason: reason)
    }

    static func firstReason(_ i: ActionInputs) -> DisabledReason? {
        if i.action.isMutating {
            if i.sessionState != .authenticated { return .sessionNotReady }
            if i.connectivity == .offline { return .offline }
            if !i.mutationsEnabled { return .mutationsPaused }
            if !i.refreshedSinceResume { return .refreshing }
            if i.mutationState == .mutating { return .inProgress }
        }
        let intentMissing = i.intentState.map { !$0.exists } ?? true
        switch i.action {
        case .accept, .decline:
            if i.opportunityStatus == .accepted || i.opportunityStatus == .declined || i.mutationState == .succeeded {
                return .alreadyDecided
            }
            if i.opportunityStatus == .expired || i.expired { return .expired }
        case .postIntent:
            if !i.draftValid { return .invalidDraft }
        case .editIntent:
            if intentMissing { return .intentMissing }
            if !i.draftValid { return .invalidDraft }
        case .cancelIntent:
            if intentMissing { return .intentMissing }
        case .confirmDeposit:
            if i.cycleState != .escrowPending { return .notAwaitingDeposit }
            if !i.viewerLegPending { return .depositAlreadyConfirmed }
        case .openReceipt:
            if !(i.cycleState?.isTerminal ?? false) { return .cycleInFlight }
        }
        return nil
    }
}

extension ActionAvailability {
    /// `{enabled, label, pendingLabel, disabledReason}` with nulls.
    package func jsonObject() -> [String: Any] {
        [
            "enabled": enabled, "label": label, "pendingLabel": pendingLabel as Any? ?? NSNull(),
            "disabledReason": disabledReason?.rawValue as Any? ?? NSNull(),
        ]
    }
}
