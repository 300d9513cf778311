import SpecModel

/// Whether an event is emitted for an ordinary user or in child mode.
public enum EventMode: String, CaseIterable, Codable, Sendable {
    case normal
    case child
}

/// The policy keywords of one event schema (`x-child-mode`, `x-child-mode-strip`, `x-forbidden-content`),
/// read when the schema is compiled.
public struct EventPolicy: Hashable, Sendable {
    /// `x-child-mode`: whether the event may be emitted in child mode.
    public enum ChildMode: String, CaseIterable, Codable, Sendable {
        case allowed
        case suppressed
    }

    /// `x-child-mode`; `allowed` when absent.
    public var childMode: ChildMode
    /// `x-child-mode-strip`: property names that must be absent in child mode.
    public var childModeStrip: [String]
    /// `x-forbidden-content`: content classes that must never appear in a payload.
    public var forbiddenContent: [ContentClass]

    public init(childMode: ChildMode = .allowed, childModeStrip: [String] = [], forbiddenContent: [ContentClass] = []) {
        self.childMode = childMode
        self.childModeStrip = childModeStrip
        self.forbiddenContent = forbiddenContent
    }

    /// The policy keywords this engine reads.
    public static let keywords = ["x-child-mode", "x-child-mode-strip", "x-forbidden-content"]

    /// Checks one payload of the event `event` emitted in `mode`.
    ///
    /// - `policy.child-mode-suppressed`: the event is `suppressed` and was emitted in child mode.
    /// - `policy.child-mode-identifier`: in child mode, a key named in `x-child-mode-strip` is present,
    ///   at any depth of the payload.
    /// - `policy.forbidden-content`: a value or key of a forbidden class (see ``ContentClass``), in any mode.
    ///
    /// Violations come in a stable order: by rule, then by pointer, keys visited in sorted order.
    public func check(event: String, payload: JSONValue, mode: EventMode) -> [PolicyViolation] {
        var violations: [PolicyViolation] = []
        if mode == .child, childMode == .suppressed {
            violations.append(
                PolicyViolation(
                    code: PolicyViolation.Code.childModeSuppressed, event: event, instancePointer: "",
                    message: "event \"\(event)\" is suppressed in child mode but was emitted"))
        }
        if mode == .child, !childModeStrip.isEmpty {
            let strip = Set(childModeStrip)
            ContentScanner.visitKeys(payload) { key, pointer in
                guard strip.contains(key) else { return }
                violations.append(
                    PolicyViolation(
                        code: PolicyViolation.Code.childModeIdentifier, event: event, instancePointer: pointer,
                        message: "property \"\(key)\" must be stripped in child mode"))
            }
        }
        if !forbiddenContent.isEmpty {
            violations += ContentScanner(classes: forbiddenContent).scan(payload).map {
                PolicyViolation(
                    code: PolicyViolation.Code.forbiddenContent, event: event, instancePointer: $0.pointer,
                    message: "\($0.reason); \($0.contentClass.rawValue) content is forbidden in \"\(event)\"",
                    contentClass: $0.contentClass)
            }
        }
        return violations
    }
}

/// A class of content that `x-forbidden-content` can forbid. ``ContentScanner`` documents how each is detected.
public enum ContentClass: String, CaseIterable, Codable, Sendable, Comparable {
    case receipt
    case signedURL = "signed-url"
    case freeText = "free-text"
    case childIdentifier = "child-identifier"
    case culturalNote = "cultural-note"
    case email

    public static func < (lhs: ContentClass, rhs: ContentClass) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One breach of an event policy.
public struct PolicyViolation: Hashable, Sendable, CustomStringConvertible {
    /// The stable codes of policy violations.
    public enum Code {
        public static let childModeSuppressed = "policy.child-mode-suppressed"
        public static let childModeIdentifier = "policy.child-mode-identifier"
        public static let forbiddenContent = "policy.forbidden-content"
    }

    /// `policy.child-mode-suppressed`, `policy.child-mode-identifier` or `policy.forbidden-content`.
    public var code: String
    /// The event name.
    public var event: String
    /// RFC 6901 pointer into the payload: the offending key's member or string value; empty for the event.
    public var instancePointer: String
    /// Lowercase, without a trailing period.
    public var message: String
    /// The forbidden class, for `policy.forbidden-content`.
    public var contentClass: ContentClass?

    public init(code: String, event: String, instancePointer: String, message: String, contentClass: ContentClass? = nil) {
        self.code = code
        self.event = event
        self.instancePointer = instancePointer
        self.message = message
        self.contentClass = contentClass
    }

    public var description: String {
        "\(event)\(instancePointer.isEmpty ? "" : " " + instancePointer): error[\(code)]: \(message)"
    }
}
