import Conformance
import OchreSoul

/// Reading what an `AppEnvironment` emitted, for assertions on events.
enum EmittedEvents {
    /// The events recorded since `mark` (an index into the sink), named `name`.
    static func named(_ name: String, in env: AppEnvironment, since mark: Int) -> [AnalyticsEvent] {
        env.sink.events.dropFirst(mark).filter { $0.name == name }
    }

    /// The string value of a payload field, if it is a string.
    static func string(_ event: AnalyticsEvent, _ key: String) -> String? {
        if case .string(let value) = event.payload[key] { return value }
        return nil
    }

    /// The boolean value of a payload field, if it is a boolean.
    static func bool(_ event: AnalyticsEvent, _ key: String) -> Bool? {
        if case .bool(let value) = event.payload[key] { return value }
        return nil
    }

    /// Every string value of every recorded event payload.
    static func payloadStrings(_ env: AppEnvironment) -> [String] {
        env.sink.events.flatMap { event in
            event.payload.values.compactMap { value -> String? in
                if case .string(let text) = value { return text }
                return nil
            }
        }
    }
}
