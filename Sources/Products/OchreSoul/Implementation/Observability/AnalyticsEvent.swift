import Foundation

/// A payload value of a product event: deliberately small, so no free text blobs or nested receipts.
public enum AnalyticsValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case bool(Bool)

    /// Text form used in logs and tests.
    public var description: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        }
    }
}

/// One emitted product event.
public struct AnalyticsEvent: Equatable, Sendable {
    /// Event name from the approved taxonomy (§7.7).
    public let name: String
    /// Event properties.
    public let payload: [String: AnalyticsValue]

    /// Creates an event.
    public init(name: String, payload: [String: AnalyticsValue]) {
        self.name = name
        self.payload = payload
    }
}

/// Where emitted events go (PostHog in production).
public protocol AnalyticsSink: AnyObject {
    /// Records one event that passed policy.
    func record(_ event: AnalyticsEvent)
}

/// A sink that keeps events in memory, in order.
public final class RecordingAnalyticsSink: AnalyticsSink {
    /// Events recorded so far.
    public private(set) var events: [AnalyticsEvent] = []

    /// Creates an empty sink.
    public init() {}

    /// Records one event.
    public func record(_ event: AnalyticsEvent) { events.append(event) }

    /// Names of recorded events, in order.
    public var names: [String] { events.map(\.name) }

    /// Removes everything recorded so far.
    public func clear() { events.removeAll() }
}
