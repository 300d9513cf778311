/// An edge case of the document (`EC-01`).
public struct EdgeCase: Hashable, Sendable {
    public var id: String
    public var title: String
    public var trigger: String?
    public var userResponse: String?
    public var systemResponse: String?
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, title: String, trigger: String? = nil, userResponse: String? = nil, systemResponse: String? = nil,
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.trigger = trigger
        self.userResponse = userResponse
        self.systemResponse = systemResponse
        self.info = info
        self.origin = origin
    }
}
