/// An ordering or deduplication rule over the events one check emits (a funnel's order, "at most once per intent").
///
/// Checked on every path, boundary, sneak and scenario check as events arrive: the first event breaking the rule is
/// the check's divergence, and the rule's ID becomes failing.
package struct EventSequence: Hashable, Sendable {
    package enum Rule: String, CaseIterable, Codable, Sendable {
        /// Every `event` is preceded, earlier in the same run, by a `first` (with the same `key` value, when given).
        case precedes
        /// `event` is emitted at most once per run (per `key` value, when given).
        case atMostOnce = "at-most-once"
    }

    package var id: String
    package var rule: Rule
    /// The event the rule constrains (`then` of `precedes`).
    package var event: String
    /// The event that must come first (`precedes` only).
    package var first: String?
    /// A payload property: the rule applies per value of it (`intent_id`).
    package var key: String?
    package var description: String?
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, rule: Rule, event: String, first: String? = nil, key: String? = nil, description: String? = nil,
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.rule = rule
        self.event = event
        self.first = first
        self.key = key
        self.description = description
        self.info = info
        self.origin = origin
    }

    /// `payment_started precedes payment_completed (per order_id)`.
    package var phrase: String {
        let per = key.map { " (per \($0))" } ?? ""
        switch rule {
        case .precedes: return "\(first ?? "?") precedes \(event)\(per)"
        case .atMostOnce: return "\(event) at most once\(per)"
        }
    }

    /// The first violation in `events` (names and payloads, in emission order): its index and a message.
    package func violation(in events: [(name: String, payload: JSONValue)]) -> (index: Int, message: String)? {
        func value(_ payload: JSONValue) -> JSONValue? { key.map { payload[$0] ?? .null } }
        var seen: [JSONValue?] = []
        for (index, e) in events.enumerated() {
            switch rule {
            case .precedes:
                if e.name == first { seen.append(value(e.payload)) }
                if e.name == event, !seen.contains(value(e.payload)) {
                    return (
                        index,
                        "'\(event)' without an earlier '\(first ?? "?")'" + (key.map { " with the same \($0)" } ?? "")
                            + " (\(id))"
                    )
                }
            case .atMostOnce:
                guard e.name == event else { continue }
                if seen.contains(value(e.payload)) {
                    return (index, "'\(event)' emitted twice" + (key.map { " for the same \($0)" } ?? "") + " (\(id))")
                }
                seen.append(value(e.payload))
            }
        }
        return nil
    }
}
