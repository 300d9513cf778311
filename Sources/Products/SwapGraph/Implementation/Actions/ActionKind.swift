import Foundation

/// The canonical actions of §3.3.
package enum ActionKind: String, CaseIterable, Codable, Sendable {
    case accept, decline
    case postIntent = "post_intent"
    case editIntent = "edit_intent"
    case cancelIntent = "cancel_intent"
    case confirmDeposit = "confirm_deposit"
    case openReceipt = "open_receipt"

    /// Button label (en).
    package var label: String {
        switch self {
        case .accept: "Accept swap"
        case .decline: "Decline"
        case .postIntent: "Start watching"
        case .editIntent: "Save changes"
        case .cancelIntent: "Cancel intent"
        case .confirmDeposit: "Confirm deposit"
        case .openReceipt: "Open receipt"
        }
    }

    /// Pending label; nil for `open_receipt` (navigation).
    package var pendingLabel: String? {
        switch self {
        case .accept: "Accepting..."
        case .decline: "Declining..."
        case .postIntent: "Posting..."
        case .editIntent: "Saving..."
        case .cancelIntent: "Cancelling..."
        case .confirmDeposit: "Confirming..."
        case .openReceipt: nil
        }
    }

    /// True for the six actions that mutate backend state.
    package var isMutating: Bool { self != .openReceipt }
}

/// Why an action is disabled, in the order they are checked.
package enum DisabledReason: String, CaseIterable, Codable, Sendable {
    case sessionNotReady = "session_not_ready"
    case offline
    case mutationsPaused = "mutations_paused"
    case refreshing
    case inProgress = "in_progress"
    case alreadyDecided = "already_decided"
    case expired
    case invalidDraft = "invalid_draft"
    case intentMissing = "intent_missing"
    case notAwaitingDeposit = "not_awaiting_deposit"
    case depositAlreadyConfirmed = "deposit_already_confirmed"
    case cycleInFlight = "cycle_in_flight"
}
