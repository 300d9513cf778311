/// A condition an events file declares (`conditions`): a named boolean flag that a subject reports as active
/// or not while it runs, such as `child-mode`, `guest` or `eu-region`. Event policies say what holds while it is active.
package struct EventCondition: Hashable, Sendable {
    /// The condition's name: lowercase words joined by `-`.
    package var name: String
    package var description: String?
    package var origin: Origin

    package init(name: String, description: String? = nil, origin: Origin = .synthetic()) {
        self.name = name
        self.description = description
        self.origin = origin
    }
}

/// An event's policy (`policy`): content that must never appear in its payloads, and what holds while a declared
/// condition is active. The one model of event policies: the EventSchema target checks payloads against it.
package struct EventPolicy: Hashable, Sendable {
    /// `forbiddenContent`: content classes that must never appear in any payload, in document order.
    package var forbiddenContent: [ContentClass]
    /// `when`: condition name → what holds while that condition is active.
    package var when: [String: ConditionRule]

    package init(forbiddenContent: [ContentClass] = [], when: [String: ConditionRule] = [:]) {
        self.forbiddenContent = forbiddenContent
        self.when = when
    }

    /// Whether the event may be emitted while every condition in `conditions` is active: false when any of their
    /// rules says `"allowed": false`.
    package func allows(under conditions: Set<String>) -> Bool {
        !conditions.contains { when[$0]?.allowed == false }
    }
}

/// What holds for an event while one condition is active (an entry of a policy's `when`).
package struct ConditionRule: Hashable, Sendable {
    /// `allowed`: whether the event may be emitted; nil when not stated, which allows it.
    package var allowed: Bool?
    /// `absent`: property names that must not appear, at any depth of the payload.
    package var absent: [String]

    package init(allowed: Bool? = nil, absent: [String] = []) {
        self.allowed = allowed
        self.absent = absent
    }
}

/// A class of content that must never appear in a payload (an entry of a policy's `forbiddenContent`): one the
/// engine knows how to detect, or one the events file declares by the keys that name it.
package enum ContentClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    case builtIn(BuiltInContent)
    case declared(DeclaredContentClass)

    /// The name a policy uses for it.
    package var name: String {
        switch self {
        case .builtIn(let c): c.rawValue
        case .declared(let c): c.name
        }
    }

    package var description: String { name }

    package static func < (lhs: ContentClass, rhs: ContentClass) -> Bool { lhs.name < rhs.name }
}

/// Content classes every product may forbid, detected by the engine (see `ContentScanner`): generic kinds of
/// sensitive data, no product's concept.
package enum BuiltInContent: String, CaseIterable, Codable, Sendable, Comparable {
    case receipt
    case signedURL = "signed-url"
    case freeText = "free-text"
    case email

    package static func < (lhs: BuiltInContent, rhs: BuiltInContent) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A content class an events file declares (`contentClasses`): a payload key names it when the key, lowercased
/// with everything but letters and digits removed (`child_id` → `childid`), contains one of `keys`.
package struct DeclaredContentClass: Hashable, Sendable {
    /// The class's name: lowercase words joined by `-`.
    package var name: String
    package var description: String?
    /// Normalised key fragments (lowercase letters and digits).
    package var keys: [String]
    package var origin: Origin

    package init(name: String, description: String? = nil, keys: [String], origin: Origin = .synthetic()) {
        self.name = name
        self.description = description
        self.keys = keys
        self.origin = origin
    }
}
