import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Answers DT-QUIET-HOURS by delivering a push to a launched client (`SwapGraphClient.receivePush`) whose settings are
/// the §8.3 defaults except quietHours.enabled and the asked kind's channel. The answer is the disposition the client
/// returned, given only when what it did agrees: a held push is kept in ``SwapGraphClient/heldPushes``, a shown or
/// held one reaches the server for its data, a dropped one does neither.
struct QuietHoursDecisionSubject: DecisionSubject {
    static let table = "DT-QUIET-HOURS"
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == Self.table, let kind = inputs.cellString("kind").flatMap(PushKind.init(rawValue:)),
            let quiet = inputs.cellBool("quietEnabled"), let channel = inputs.cellBool("channelOn"),
            let hour = inputs.cellInt("hour")
        else { return nil }
        let backend = Backend()
        var client = SwapGraphClient(api: backend)
        client.launch(now: Self.now)
        client.store.notificationSettings.quietHours.enabled = quiet
        switch kind {
        case .proposal: client.store.notificationSettings.proposal = channel
        case .active: client.store.notificationSettings.active = channel
        case .receipt: client.store.notificationSettings.receipt = channel
        }
        let calls = backend.calls.count
        let disposition = client.receivePush(kind, id: "x7", hour: hour, now: Self.now.addingTimeInterval(1))
        let held = client.heldPushes.contains(kind.route(id: "x7"))
        let fetched = backend.calls.count > calls
        guard held == (disposition == .held), fetched == (disposition != .dropped) else { return nil }
        return .string(disposition.rawValue)
    }
}
