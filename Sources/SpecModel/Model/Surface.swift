/// A UI surface (`UI-LIB-001`).
package struct Surface: Hashable, Sendable {
    package var id: String
    package var name: String
    package var description: String?
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
