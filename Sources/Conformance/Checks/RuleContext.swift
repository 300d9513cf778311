import EventSchema
import SpecModel

/// What the spec offers a rule check while it runs: the product's event catalogue, so a check can hold the events
/// its flow emitted to the spec's taxonomy, schemas and policies instead of a list of its own; and the spec's business
/// rules with their `parameters` (thresholds, budgets, counts, timings, limits), so a check asserts the values the spec
/// states and a spec change reaches it; and the spec's limits by ID, so a check uses a limit's value instead of a copy.
///
/// Every parameter a check reads is recorded for the check (``ExpectationLedger/reads``); after the run, `check`
/// reports a parameter no check read (`check.unread-parameter`).
public struct RuleContext: Sendable {
    let catalog: EventCatalog
    /// The spec's business rules by ID (the first definition of an ID wins; lint reports duplicates).
    let rules: [String: BusinessRule]
    /// The IDs of the spec's events that have one, by event name.
    let eventIDs: [String: String]
    /// The spec's limits by ID (the first definition of an ID wins).
    let limits: [String: Limit]

    /// A context over `catalog`, the spec's business `rules`, its `events` (for their IDs) and its `limits`.
    package init(catalog: EventCatalog, rules: [BusinessRule] = [], events: [EventSpec] = [], limits: [Limit] = []) {
        self.catalog = catalog
        var limitsByID: [String: Limit] = [:]
        for limit in limits where limitsByID[limit.id] == nil { limitsByID[limit.id] = limit }
        self.limits = limitsByID
        var byID: [String: BusinessRule] = [:]
        for rule in rules where byID[rule.id] == nil { byID[rule.id] = rule }
        self.rules = byID
        var ids: [String: String] = [:]
        for event in events where ids[event.name] == nil { ids[event.name] = event.id }
        eventIDs = ids
    }

    /// A context over `bundle`: its event catalogue, its business rules and its events.
    package init(bundle: SpecBundle) {
        self.init(catalog: EventCatalog(bundle), rules: bundle.rules, events: bundle.events, limits: bundle.limits)
    }

    /// The event names the spec declares, sorted.
    public var eventNames: [String] { catalog.schemas.keys.sorted() }

    /// One line per problem with `events`, in order: an event the spec does not declare, a payload its schema
    /// rejects, a policy it breaks (a rule of a condition
    /// that was active when it was emitted, forbidden content), an active condition the spec does not declare. Empty when every event conforms.
    package func problems(in events: [ObservedEvent]) -> [String] {
        var lines: [String] = []
        for (index, event) in events.enumerated() {
            let result = catalog.validate(eventName: event.name, payload: event.payload, conditions: event.conditions)
            for error in result.errors {
                let at = error.instancePointer.isEmpty ? "" : " at \(error.instancePointer)"
                lines.append("event \(index) '\(event.name)'\(at): \(error.message)")
            }
            for violation in result.violations {
                lines.append("event \(index) '\(event.name)': \(violation)")
            }
        }
        return lines
    }
}

// MARK: - Rule parameters

extension RuleContext {
    /// The IDs of the spec's business rules, sorted.
    package var ruleIDs: [String] { rules.keys.sorted() }

    /// The spec's business rule `id`, or nil when the spec does not define it.
    package func rule(_ id: String) -> BusinessRule? { rules[id] }

    /// The parameter `key` of rule `ruleID` exactly as the spec states it, or nil when the rule or the parameter is
    /// absent. Prefer the typed readers (``int(_:_:)``, ``duration(_:_:)``, …), which fail the check naming the rule
    /// and the key. Reading it counts as the check reading the parameter.
    package func parameter(_ ruleID: String, _ key: String) -> JSONValue? {
        ExpectationLedger.read(ruleID, key)
        return rules[ruleID]?.parameters[key]
    }

    /// The parameter, or a failure naming the rule and the key (with "did you mean") when either is absent.
    package func requireParameter(_ ruleID: String, _ key: String) throws(RuleFailure) -> JSONValue {
        ExpectationLedger.read(ruleID, key)
        guard let rule = rules[ruleID] else {
            throw RuleFailure(
                "the check reads rule \(ruleID), which the spec does not define"
                    + Suggestion.hint(for: ruleID, among: ruleIDs))
        }
        guard let value = rule.parameters[key] else {
            let keys = rule.parameters.keys.sorted()
            let has = keys.isEmpty ? "it has no parameters" : "it has " + keys.joined(separator: ", ")
            throw RuleFailure(
                "rule \(ruleID) has no parameter \"\(key)\" (\(has))" + Suggestion.hint(for: key, among: keys))
        }
        return value
    }

    /// An integer parameter (`"threshold": 10`); a fraction, string or boolean fails the check.
    public func int(_ ruleID: String, _ key: String) throws(RuleFailure) -> Int {
        let value = try requireParameter(ruleID, key)
        guard let number = value.numberValue, number.isInteger, let int = number.intValue else {
            throw Self.wrongType(ruleID, key, value, expected: "an integer")
        }
        return int
    }

    /// A number parameter, integral or not (`"radiusLogicalPixels": 12`, `"factor": 1.5`).
    public func double(_ ruleID: String, _ key: String) throws(RuleFailure) -> Double {
        let value = try requireParameter(ruleID, key)
        guard let number = value.numberValue, number.doubleValue.isFinite else {
            throw Self.wrongType(ruleID, key, value, expected: "a number")
        }
        return number.doubleValue
    }

    /// A string parameter.
    public func string(_ ruleID: String, _ key: String) throws(RuleFailure) -> String {
        let value = try requireParameter(ruleID, key)
        guard let string = value.stringValue else { throw Self.wrongType(ruleID, key, value, expected: "a string") }
        return string
    }

    /// A boolean parameter.
    public func bool(_ ruleID: String, _ key: String) throws(RuleFailure) -> Bool {
        let value = try requireParameter(ruleID, key)
        guard let bool = value.boolValue else { throw Self.wrongType(ruleID, key, value, expected: "a boolean") }
        return bool
    }

    /// A list written as one comma-separated string (`"allowedEvents": "app_opened, crash signals"`), each item
    /// trimmed; empty items are dropped.
    public func list(_ ruleID: String, _ key: String) throws(RuleFailure) -> [String] {
        try string(ruleID, key).split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// A duration parameter: a non-negative number whose key ends in its unit, one of ``durationUnits``
    /// (`"baseSeconds": 2` is 2 s, `"expiryMinutes": 15` is 15 min, `"pulseMs": 80` is 80 ms). A key without a unit
    /// suffix fails the check: a bare `"delay": 2` says nothing a check could assert.
    public func duration(_ ruleID: String, _ key: String) throws(RuleFailure) -> Duration {
        let value = try requireParameter(ruleID, key)
        guard let unit = Self.durationUnits.first(where: { key.count > $0.suffix.count && key.hasSuffix($0.suffix) })
        else {
            throw RuleFailure(
                "rule \(ruleID) parameter \"\(key)\" is read as a duration, but its key names no unit (end it in "
                    + Self.durationUnits.map(\.suffix).joined(separator: ", ") + ")")
        }
        guard let number = value.numberValue, number.doubleValue.isFinite, number.doubleValue >= 0 else {
            throw Self.wrongType(ruleID, key, value, expected: "a non-negative number")
        }
        if let int = number.intValue { return unit.duration * int }
        return unit.duration * number.doubleValue
    }

    /// The unit suffixes a duration parameter's key may end in, longest first, and what one of each is.
    package static let durationUnits: [(suffix: String, duration: Duration)] = [
        ("Milliseconds", .milliseconds(1)), ("Seconds", .seconds(1)), ("Minutes", .seconds(60)),
        ("Millis", .milliseconds(1)),
        ("Hours", .seconds(3_600)), ("Days", .seconds(86_400)), ("Ms", .milliseconds(1)),
    ]

    static func wrongType(_ ruleID: String, _ key: String, _ value: JSONValue, expected: String) -> RuleFailure {
        let name = value.typeName
        let article = ["a", "e", "i", "o", "u"].contains(name.prefix(1)) ? "an" : "a"
        return RuleFailure(
            "rule \(ruleID) parameter \"\(key)\" is \(article) \(name) (\(JSONWriter(indent: 0).string(value))), not \(expected)"
        )
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
