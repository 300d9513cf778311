/// An analytics event: its name, optional ID, JSON Schema and policy.
///
/// The schema is kept as a located tree so the EventSchema target can compile it and report located errors.
/// The policy is decoded here, once, checked against its closed sets and the file's declared conditions.
package struct EventSpec: Sendable {
    package var name: String
    package var id: String?
    package var description: String?
    package var trigger: String?
    /// The JSON Schema of the payload, as written.
    package var schema: JSONNode
    /// The schema's JSON pointer within its file (`/events/0/schema`).
    package var schemaPointer: String
    /// `policy`; empty when absent.
    package var policy: EventPolicy
    package var info: ElementInfo
    package var origin: Origin

    package init(
        name: String, id: String? = nil, description: String? = nil, trigger: String? = nil,
        schema: JSONNode = JSONNode(.object([]), at: .start), schemaPointer: String = "",
        policy: EventPolicy = EventPolicy(),
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.name = name
        self.id = id
        self.description = description
        self.trigger = trigger
        self.schema = schema
        self.schemaPointer = schemaPointer
        self.policy = policy
        self.info = info
        self.origin = origin
    }
}
