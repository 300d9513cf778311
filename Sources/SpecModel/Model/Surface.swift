/// A UI surface (`UI-LIB-001`).
public struct Surface: Hashable, Sendable {
    public var id: String
    public var name: String
    public var description: String?
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, name: String, description: String? = nil, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.info = info
        self.origin = origin
    }
}
