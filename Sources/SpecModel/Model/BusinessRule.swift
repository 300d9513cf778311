/// A business rule with named parameters: thresholds, limits, time windows (`RULE-AHA-THRESHOLD`).
public struct BusinessRule: Hashable, Sendable {
    public var id: String
    public var title: String?
    public var statement: String
    /// Named values: numbers, strings or booleans.
    public var parameters: [String: JSONValue]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, title: String? = nil, statement: String, parameters: [String: JSONValue] = [:],
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.statement = statement
        self.parameters = parameters
        self.info = info
        self.origin = origin
    }
}
