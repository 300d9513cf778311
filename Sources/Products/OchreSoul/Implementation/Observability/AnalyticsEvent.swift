import Foundation

/// A payload value of a product event: deliberately small, so no free text blobs or nested receipts.
package enum AnalyticsValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case bool(Bool)

    /// Text form used in logs and tests.
    package var description: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        }
    }
}

/// One emitted product event.
package struct AnalyticsEvent: Equatable, Sendable {
    /// Event name from the approved taxonomy (§7.7).
    package let name: String
    /// Event properties.
    package let payload: [String: AnalyticsValue]

    /// Creates an event.
    package init(name: String, payload: [String: AnalyticsValue]) {
        self.name = name
        self.payload = payload
    }
}

/// Where emitted events go (PostHog in production).
package protocol AnalyticsSink: AnyObject {
    /// Records one event that passed policy.
    func record(_ event: AnalyticsEvent)
}

/// A sink that keeps events in memory, in order.
package final class RecordingAnalyticsSink: AnalyticsSink {
    /// Events recorded so far.
    package private(set) var events: [AnalyticsEvent] = []

    /// Creates an empty sink.
    package init() {}

    /// Records one event.
    package func record(_ event: AnalyticsEvent) { events.append(event) }

    /// Names of recorded events, in order.
    package var names: [String] { events.map(\.name) }

    /// Removes everything recorded so far.
    package func clear() { events.removeAll() }
}
