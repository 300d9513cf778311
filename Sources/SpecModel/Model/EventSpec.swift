/// An analytics event: its name, optional ID and JSON Schema (with `x-` policy keywords).
///
/// The schema is kept as a located tree so the EventSchema target can compile it and report located errors.
/// The policy keywords are also decoded here, checked against their closed sets.
public struct EventSpec: Sendable {
    public var name: String
    public var id: String?
    public var description: String?
    public var trigger: String?
    /// The JSON Schema of the payload, as written.
    public var schema: JSONNode
    /// The schema's JSON pointer within its file (`/events/0/schema`).
    public var schemaPointer: String
    /// `x-child-mode`, when given.
    public var childMode: ChildModePolicy?
    /// `x-child-mode-strip`: properties that must be absent in child mode.
    public var childModeStrip: [String]
    /// `x-forbidden-content`, in document order.
    public var forbiddenContent: [ForbiddenContent]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        name: String, id: String? = nil, description: String? = nil, trigger: String? = nil,
        schema: JSONNode = JSONNode(.object([]), at: .start), schemaPointer: String = "", childMode: ChildModePolicy? = nil,
        childModeStrip: [String] = [], forbiddenContent: [ForbiddenContent] = [], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.name = name
        self.id = id
        self.description = description
        self.trigger = trigger
        self.schema = schema
        self.schemaPointer = schemaPointer
        self.childMode = childMode
        self.childModeStrip = childModeStrip
        self.forbiddenContent = forbiddenContent
        self.info = info
        self.origin = origin
    }
}

/// Whether an event may be emitted in child mode (`x-child-mode`).
public enum ChildModePolicy: String, CaseIterable, Codable, Sendable {
    case allowed, suppressed
}

/// Content classes that must never appear in any payload (`x-forbidden-content`).
public enum ForbiddenContent: String, CaseIterable, Codable, Sendable {
    case receipt
    case signedURL = "signed-url"
    case freeText = "free-text"
    case childIdentifier = "child-identifier"
    case culturalNote = "cultural-note"
    case email
}
