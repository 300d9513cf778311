/// The key tables of a reference in place and of a machine's overlay.
extension KeySpec {
    static let foreignReference = KeySpec("foreignReference", required: ["format", "file"], optional: ["select"])
    /// What an overlay may add to the machine as a whole.
    static let overlayMachineFields = ["title", "context", "events", "unhandled", "limits"] + info
    static let overlay = KeySpec(
        "overlay", optional: overlayMachineFields + ["guards", "actions", "states", "transitions"])
    static let overlayState = KeySpec(
        "overlayState", optional: ["description", "behaviour", "entry", "exit", "unhandled"] + info)
    static let overlayTransition = KeySpec(
        "overlayTransition", required: ["from", "event"],
        optional: [
            "target", "ordinal", "assign", "emits", "outputs", "path", "input", "response", "errorResponse",
        ] + info)
    /// The keys of a converted machine (a machine file's, without the envelope).
    static let convertedMachine = KeySpec(
        "machine", required: ["initial", "states"],
        optional: ["id", "title", "context", "events", "unhandled", "limits"] + info)
}
