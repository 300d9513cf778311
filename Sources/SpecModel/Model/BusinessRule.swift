/// A business rule with named parameters: thresholds, limits, time windows (`RULE-AHA-THRESHOLD`).
package struct BusinessRule: Hashable, Sendable {
    package var id: String
    package var title: String?
    package var statement: String
    /// Named values: numbers, strings or booleans.
    package var parameters: [String: JSONValue]
    /// Where each parameter's value is written.
    package var parameterOrigins: [String: Origin]
    /// Parameters declared unread, each with the reason no check reads it (`"haptic": "the document's wording of an
    /// OS permission, no input of the implementation"`): `check` does not report them as unread and `mutate` does
    /// not mutate them.
    package var unread: [String: String]
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, title: String? = nil, statement: String, parameters: [String: JSONValue] = [:],
        parameterOrigins: [String: Origin] = [:], unread: [String: String] = [:], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.statement = statement
        self.parameters = parameters
        self.parameterOrigins = parameterOrigins
        self.unread = unread
        self.info = info
        self.origin = origin
    }

    /// Where parameter `key` is written (the rule's own origin when it is not known).
    package func origin(ofParameter key: String) -> Origin { parameterOrigins[key] ?? origin }

    /// The parameters a check is expected to read: every one not declared ``unread``, sorted.
    package var behaviouralParameters: [String] { parameters.keys.filter { unread[$0] == nil }.sorted() }
}
