/// The key tables of a scenario file that reads its scenarios in place (`from`, `overlay`).
extension KeySpec {
    /// Gherkin needs its step table as a second file: `steps`, relative to the scenario file like `file`.
    static let scenarioReference = KeySpec(
        "scenarioReference", required: ["format", "file", "steps"], optional: ["select"])
    /// What an overlay adds to every scenario of the file, and per scenario (by its title in the original).
    static let scenarioOverlay = KeySpec(
        "scenarioOverlay", optional: ["covers", "context", "source", "notes", "scenarios"])
    static let scenarioOverlayEntry = KeySpec(
        "scenarioOverlayEntry", optional: ["id", "covers", "context", "source", "notes"])
}
