import SpecModel

/// One breach of an event policy.
package struct PolicyViolation: Hashable, Sendable, CustomStringConvertible {
    /// The stable codes of policy violations.
    package enum Code {
        package static let notAllowed = "policy.not-allowed"
        package static let absentProperty = "policy.absent-property"
        package static let forbiddenContent = "policy.forbidden-content"
    }

    /// `policy.not-allowed`, `policy.absent-property` or `policy.forbidden-content`.
    package var code: String
    /// The event name.
    package var event: String
    /// RFC 6901 pointer into the payload: the offending key's member or string value; empty for the event.
    package var instancePointer: String
    /// Lowercase, without a trailing period.
    package var message: String
    /// The active condition whose rule was broken, for `policy.not-allowed` and `policy.absent-property`.
    package var condition: String?
    /// The forbidden class, for `policy.forbidden-content`.
    package var contentClass: ContentClass?

    package init(
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

    package var description: String {
        "\(event)\(instancePointer.isEmpty ? "" : " " + instancePointer): error[\(code)]: \(message)"
    }
}
