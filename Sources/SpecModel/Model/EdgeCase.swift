/// An edge case of the document (`EC-01`).
package struct EdgeCase: Hashable, Sendable {
    package var id: String
    package var title: String
    package var trigger: String?
    package var userResponse: String?
    package var systemResponse: String?
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
