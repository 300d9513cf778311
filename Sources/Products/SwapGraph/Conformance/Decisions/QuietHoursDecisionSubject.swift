import Conformance
import SpecModel
import SwapGraph

/// Answers DT-QUIET-HOURS with `NotificationSettings.disposition(kind:hour:)` on the §8.3 defaults, changing only
/// quietHours.enabled and the asked kind's channel.
struct QuietHoursDecisionSubject: DecisionSubject {
    static let table = "DT-QUIET-HOURS"

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == Self.table, let kind = inputs.cellString("kind").flatMap(PushKind.init(rawValue:)),
            let quiet = inputs.cellBool("quietEnabled"), let channel = inputs.cellBool("channelOn"),
            let hour = inputs.cellInt("hour")
        else { return nil }
        var settings = NotificationSettings()
        settings.quietHours.enabled = quiet
        switch kind {
        case .proposal: settings.proposal = channel
        case .active: settings.active = channel
        case .receipt: settings.receipt = channel
        }
        return .string(settings.disposition(kind: kind, hour: hour))
    }
}
