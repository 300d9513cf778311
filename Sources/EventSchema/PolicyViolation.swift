import SpecModel

/// One breach of an event policy.
public struct PolicyViolation: Hashable, Sendable, CustomStringConvertible {
    /// The stable codes of policy violations.
    public enum Code {
        public static let notAllowed = "policy.not-allowed"
        public static let absentProperty = "policy.absent-property"
        public static let forbiddenContent = "policy.forbidden-content"
    }

    /// `policy.not-allowed`, `policy.absent-property` or `policy.forbidden-content`.
    public var code: String
    /// The event name.
    public var event: String
    /// RFC 6901 pointer into the payload: the offending key's member or string value; empty for the event.
    public var instancePointer: String
    /// Lowercase, without a trailing period.
    public var message: String
    /// The active condition whose rule was broken, for `policy.not-allowed` and `policy.absent-property`.
    public var condition: String?
    /// The forbidden class, for `policy.forbidden-content`.
    public var contentClass: ContentClass?

    public init(
        code: String, event: String, instancePointer: String, message: String, condition: String? = nil,
        contentClass: ContentClass? = nil
    ) {
        self.code = code
        self.event = event
        self.instancePointer = instancePointer
        self.message = message
        self.condition = condition
        self.contentClass = contentClass
    }

    public var description: String {
        "\(event)\(instancePointer.isEmpty ? "" : " " + instancePointer): error[\(code)]: \(message)"
    }
}
