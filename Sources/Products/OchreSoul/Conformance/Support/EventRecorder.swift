import Conformance
import OchreSoul
import SpecModel

/// Reads the analytics events an `AppEnvironment` emitted since the last call, as the runner observes them.
struct EventRecorder {
    private var cursor = 0

    /// Skips everything emitted so far (set-up events are not part of any step).
    mutating func skip(_ env: AppEnvironment) { cursor = env.sink.events.count }

    /// The events emitted since the previous call, converted to `ObservedEvent`s.
    mutating func drain(_ env: AppEnvironment) -> [ObservedEvent] {
        let all = env.sink.events
        guard cursor < all.count else {
            cursor = all.count
            return []
        }
        let fresh = all[cursor...].map { Self.observed($0, conditions: Self.conditions(env)) }
        cursor = all.count
        return fresh
    }

    /// The conditions of the events spec (`Spec/ochre-soul/events.json`, `conditions`) active in `env` now:
    /// `child-mode` while analytics runs in child mode.
    static func conditions(_ env: AppEnvironment) -> Set<String> {
        env.analytics.childMode ? ["child-mode"] : []
    }

    /// The implementation's payload as JSON, value for value (an `Int` stays a number), emitted under `conditions`.
    static func observed(_ event: AnalyticsEvent, conditions: Set<String>) -> ObservedEvent {
        var payload: [String: JSONValue] = [:]
        for (key, value) in event.payload {
            switch value {
            case .string(let s): payload[key] = .string(s)
            case .int(let i): payload[key] = .int(i)
            case .bool(let b): payload[key] = .bool(b)
            }
        }
        return ObservedEvent(name: event.name, payload: .object(payload), conditions: conditions)
    }
}
