/// The key tables of an events file that reads its events in place (`from`, `overlay`).
extension KeySpec {
    /// What an overlay adds: the file's `conditions`, `contentClasses` and `sequences`, and per event (by its name in
    /// the original) what a native event has beside `name` and `schema`.
    static let eventsOverlay = KeySpec(
        "eventsOverlay", optional: ["conditions", "contentClasses", "sequences", "events"])
    static let eventOverlay = element(
        "eventOverlay", required: [], optional: ["id", "description", "trigger", "policy"])
    /// The content of an events file converted from a foreign file (envelope-less).
    static let convertedEvents = KeySpec(
        "events", required: ["events"], optional: ["conditions", "contentClasses", "sequences"])
}
