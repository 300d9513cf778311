/// A condition an events file declares (`conditions`): a named boolean flag that a subject reports as active
/// or not while it runs, such as `child-mode`, `guest` or `eu-region`. Event policies say what holds while it is active.
public struct EventCondition: Hashable, Sendable {
    /// The condition's name: lowercase words joined by `-`.
    public var name: String
    public var description: String?
    public var origin: Origin

    public init(name: String, description: String? = nil, origin: Origin = .synthetic()) {
        self.name = name
        self.description = description
        self.origin = origin
    }
}

/// An event's policy (`policy`): content that must never appear in its payloads, and what holds while a declared
/// condition is active. The one model of event policies: the EventSchema target checks payloads against it.
public struct EventPolicy: Hashable, Sendable {
    /// `forbiddenContent`: content classes that must never appear in any payload, in document order.
    public var forbiddenContent: [ContentClass]
    /// `when`: condition name → what holds while that condition is active.
    public var when: [String: ConditionRule]

    public init(forbiddenContent: [ContentClass] = [], when: [String: ConditionRule] = [:]) {
        self.forbiddenContent = forbiddenContent
        self.when = when
    }

    /// Whether the event may be emitted while every condition in `conditions` is active: false when any of their
    /// rules says `"allowed": false`.
    public func allows(under conditions: Set<String>) -> Bool {
        !conditions.contains { when[$0]?.allowed == false }
    }
}

/// What holds for an event while one condition is active (an entry of a policy's `when`).
public struct ConditionRule: Hashable, Sendable {
    /// `allowed`: whether the event may be emitted; nil when not stated, which allows it.
    public var allowed: Bool?
    /// `absent`: property names that must not appear, at any depth of the payload.
    public var absent: [String]

    public init(allowed: Bool? = nil, absent: [String] = []) {
        self.allowed = allowed
        self.absent = absent
    }
}

/// A class of content that must never appear in a payload (an entry of a policy's `forbiddenContent`): one the
/// engine knows how to detect, or one the events file declares by the keys that name it.
public enum ContentClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    case builtIn(BuiltInContent)
    case declared(DeclaredContentClass)

    /// The name a policy uses for it.
    public var name: String {
        switch self {
        case .builtIn(let c): c.rawValue
        case .declared(let c): c.name
        }
    }

    public var description: String { name }

    public static func < (lhs: ContentClass, rhs: ContentClass) -> Bool { lhs.name < rhs.name }
}

/// Content classes every product may forbid, detected by the engine (see `ContentScanner`): generic kinds of
/// sensitive data, no product's concept.
public enum BuiltInContent: String, CaseIterable, Codable, Sendable, Comparable {
    case receipt
    case signedURL = "signed-url"
    case freeText = "free-text"
    case email

    public static func < (lhs: BuiltInContent, rhs: BuiltInContent) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A content class an events file declares (`contentClasses`): a payload key names it when the key, lowercased
/// with everything but letters and digits removed (`child_id` → `childid`), contains one of `keys`.
public struct DeclaredContentClass: Hashable, Sendable {
    /// The class's name: lowercase words joined by `-`.
    public var name: String
    public var description: String?
    /// Normalised key fragments (lowercase letters and digits).
    public var keys: [String]
    public var origin: Origin

    public init(name: String, description: String? = nil, keys: [String], origin: Origin = .synthetic()) {
        self.name = name
        self.description = description
        self.keys = keys
        self.origin = origin
    }
}
