import Conformance
import SpecModel
import SwapGraph

/// Answers DT-OPPORTUNITY-ACTIONS, DT-INTENT-ACTIONS, DT-CYCLE-ACTIONS, DT-ACTION-LABELS and
/// DT-ACTION-PENDING-LABELS with `ActionAvailability.evaluate`, the implementation's availability rule.
struct ActionDecisionSubject: DecisionSubject {
    static let opportunity = "DT-OPPORTUNITY-ACTIONS"
    static let intent = "DT-INTENT-ACTIONS"
    static let cycle = "DT-CYCLE-ACTIONS"
    static let labels = "DT-ACTION-LABELS"
    static let pendingLabels = "DT-ACTION-PENDING-LABELS"
    static let tables = [opportunity, intent, cycle, labels, pendingLabels]

    /// The availability rule asked; a negative control plugs in an altered one.
    var evaluate: @Sendable (ActionInputs) -> ActionAvailability = { ActionAvailability.evaluate($0) }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard let action = inputs.cellString("action").flatMap(ActionKind.init(rawValue:)) else { return nil }
        switch table {
        case Self.labels, Self.pendingLabels:
            // Labels are returned enabled or disabled: ask a ready world and a disabled one; answer only if they agree.
            let worlds = [
                ActionInputs(action: action),
                ActionInputs(action: action, connectivity: .offline, mutationsEnabled: false),
            ]
            let answers = worlds.map(evaluate)
            if table == Self.labels { return decisionAgreement(answers.map(\.label)).map(JSONValue.string) }
            return decisionAgreement(answers.map { $0.pendingLabel ?? "none" }).map(JSONValue.string)
        case Self.opportunity, Self.intent, Self.cycle:
            guard var base = baseInputs(table: table, action: action, inputs: inputs),
                let mutation = inputs.cellString("mutation").flatMap(MutationState.init(rawValue:)),
                let ready = inputs.cellBool("sessionReady"), let online = inputs.cellBool("online"),
                let enabled = inputs.cellBool("mutationsEnabled"), let refreshed = inputs.cellBool("refreshed")
            else { return nil }
            base.mutationState = mutation
            base.connectivity = online ? .online : .offline
            base.mutationsEnabled = enabled
            base.refreshedSinceResume = refreshed
            // sessionReady false stands for every non-authenticated session state: each is asked, they must agree.
            let sessions =
                ready
                ? [SessionLifecycle.State.authenticated]
                : SessionLifecycle.State.allCases.filter { $0 != .authenticated }
            let reasons: [String?] = sessions.map { session in
                var asked = base
                asked.sessionState = session
                return evaluate(asked).disabledReason?.rawValue ?? "none"
            }
            return decisionAgreement(reasons).map(JSONValue.string)
        default:
            return nil
        }
    }

    /// The object part of the inputs for `table`.
    func baseInputs(table: String, action: ActionKind, inputs: [String: JSONValue]) -> ActionInputs? {
        switch table {
        case Self.opportunity:
            guard [.accept, .decline].contains(action),
                let status = inputs.cellString("status").flatMap(OpportunityStatus.init(rawValue:)),
                let expired = inputs.cellBool("expired")
            else { return nil }
            return ActionInputs(action: action, opportunityStatus: status, expired: expired)
        case Self.intent:
            guard [.postIntent, .editIntent, .cancelIntent].contains(action), let raw = inputs.cellString("intent"),
                let valid = inputs.cellBool("draftValid")
            else { return nil }
            let state: IntentState?
            if raw == "none" {
                state = nil
            } else {
                guard let s = IntentState(rawValue: raw) else { return nil }
                state = s
            }
            return ActionInputs(action: action, intentState: state, draftValid: valid)
        case Self.cycle:
            guard [.confirmDeposit, .openReceipt].contains(action),
                let state = inputs.cellString("cycle").flatMap(CycleState.init(rawValue:)),
                let pending = inputs.cellBool("viewerLegPending")
            else { return nil }
            return ActionInputs(action: action, cycleState: state, viewerLegPending: pending)
        default:
            return nil
        }
    }
}
