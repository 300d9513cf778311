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
    public var forbiddenContent: [ForbiddenContent]
    /// `when`: condition name → what holds while that condition is active.
    public var when: [String: ConditionRule]

    public init(forbiddenContent: [ForbiddenContent] = [], when: [String: ConditionRule] = [:]) {
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

/// Content classes that must never appear in any payload (a policy's `forbiddenContent`).
public enum ForbiddenContent: String, CaseIterable, Codable, Sendable, Comparable {
    case receipt
    case signedURL = "signed-url"
    case freeText = "free-text"
    case childIdentifier = "child-identifier"
    case culturalNote = "cultural-note"
    case email

    public static func < (lhs: ForbiddenContent, rhs: ForbiddenContent) -> Bool { lhs.rawValue < rhs.rawValue }
}
