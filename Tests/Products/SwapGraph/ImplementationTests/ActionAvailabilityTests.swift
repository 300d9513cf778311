import Foundation
import Testing

@testable import SwapGraph

@Suite("Action availability (§3.3)")
struct ActionAvailabilityTests {
    func reason(_ i: ActionInputs) -> DisabledReason? { ActionAvailability.evaluate(i).disabledReason }

    @Test("A-1 labels and pending labels are returned even when disabled")
    func labels() {
        let expected: [ActionKind: (String, String?)] = [
            .accept: ("Accept swap", "Accepting..."), .decline: ("Decline", "Declining..."),
            .postIntent: ("Start watching", "Posting..."), .editIntent: ("Save changes", "Saving..."),
            .cancelIntent: ("Cancel intent", "Cancelling..."), .confirmDeposit: ("Confirm deposit", "Confirming..."),
            .openReceipt: ("Open receipt", nil),
        ]
        for (action, (label, pending)) in expected {
            let a = ActionAvailability.evaluate(ActionInputs(action: action, sessionState: .bootstrapping))
            #expect(a.label == label && a.pendingLabel == pending)
        }
    }

    @Test("G-1…G-4 guard order: session, offline, paused, refreshing, in progress")
    func guardOrder() {
        var i = ActionInputs(
            action: .accept, mutationState: .mutating, sessionState: .sessionExpired, connectivity: .offline,
            refreshedSinceResume: false, mutationsEnabled: false)
        #expect(reason(i) == .sessionNotReady)
        i.sessionState = .authenticated
        #expect(reason(i) == .offline)
        i.connectivity = .online
        #expect(reason(i) == .mutationsPaused)
        i.mutationsEnabled = true
        #expect(reason(i) == .refreshing)
        i.refreshedSinceResume = true
        #expect(reason(i) == .inProgress)
        i.mutationState = .idle
        #expect(ActionAvailability.evaluate(i).enabled)
    }

    @Test("A-4 accept/decline: decided or succeeded → already_decided before expired")
    func decisions() {
        for action in [ActionKind.accept, .decline] {
            #expect(
                reason(ActionInputs(action: action, opportunityStatus: .accepted, expired: true)) == .alreadyDecided)
            #expect(reason(ActionInputs(action: action, opportunityStatus: .declined)) == .alreadyDecided)
            #expect(reason(ActionInputs(action: action, mutationState: .succeeded)) == .alreadyDecided)
            #expect(reason(ActionInputs(action: action, opportunityStatus: .expired)) == .expired)
            #expect(reason(ActionInputs(action: action, expired: true)) == .expired)
            #expect(reason(ActionInputs(action: action, mutationState: .failed)) == nil)
        }
    }

    @Test("intent actions: invalid_draft and intent_missing")
    func intents() {
        #expect(reason(ActionInputs(action: .postIntent, draftValid: false)) == .invalidDraft)
        #expect(reason(ActionInputs(action: .postIntent)) == nil)
        for state: IntentState? in [nil, .draft, .cancelled] {
            #expect(reason(ActionInputs(action: .editIntent, intentState: state, draftValid: false)) == .intentMissing)
            #expect(reason(ActionInputs(action: .cancelIntent, intentState: state)) == .intentMissing)
        }
        #expect(reason(ActionInputs(action: .editIntent, intentState: .matched, draftValid: false)) == .invalidDraft)
        #expect(reason(ActionInputs(action: .cancelIntent, intentState: .watching, draftValid: false)) == nil)
    }

    @Test("confirm_deposit: not_awaiting_deposit, deposit_already_confirmed")
    func deposit() {
        #expect(
            reason(ActionInputs(action: .confirmDeposit, cycleState: .escrowReady, viewerLegPending: true))
                == .notAwaitingDeposit)
        #expect(reason(ActionInputs(action: .confirmDeposit, cycleState: .escrowPending)) == .depositAlreadyConfirmed)
        #expect(
            reason(ActionInputs(action: .confirmDeposit, cycleState: .escrowPending, viewerLegPending: true)) == nil)
    }

    @Test("open_receipt: cycle_in_flight until terminal; allowed offline and in any session state")
    func openReceipt() {
        #expect(reason(ActionInputs(action: .openReceipt, cycleState: .executing)) == .cycleInFlight)
        let offline = ActionInputs(
            action: .openReceipt, cycleState: .failed, mutationState: .mutating, sessionState: .bootstrapping,
            connectivity: .offline, refreshedSinceResume: false, mutationsEnabled: false)
        #expect(ActionAvailability.evaluate(offline).enabled)
    }
}
