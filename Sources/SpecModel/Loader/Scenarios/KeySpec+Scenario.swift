/// Key tables of scenario files (`Traceability/<product>/scenarios/*.json`); `Spec/schema/scenario.schema.json`
/// declares the same objects under `$defs`.
extension KeySpec {
    /// The keys of a scenario file. `id`, `covers`, `machine` and `steps` are required unless the file reads its
    /// scenarios in place (`from`), which the decoder checks.
    static let scenarioFile = KeySpec(
        "scenario", required: envelopeRequired,
        optional: envelopeOptional + scenarioContent + ["from", "overlay"])
    /// The keys of one scenario, without the envelope (`scenarioContentRequired` are required).
    static let scenarioContent = ["id", "covers", "machine", "steps", "title", "context", "source", "notes"]
    static let scenarioContentRequired = ["id", "covers", "machine", "steps"]
    static let scenarioStep = KeySpec("scenarioStep", required: ["send"], optional: ["machine", "data", "expect"])
    static let scenarioExpect = KeySpec("scenarioExpect", optional: ["state", "emits", "outputs"])
    /// A scenario converted from a foreign file (envelope-less).
    static let convertedScenario = KeySpec(
        "scenario", required: scenarioContentRequired,
        optional: scenarioContent.filter { !scenarioContentRequired.contains($0) })

    /// The tables of a scenario file.
    static let scenarioTables = [
        scenarioFile, scenarioStep, scenarioExpect, source, scenarioReference, scenarioOverlay, scenarioOverlayEntry,
    ]
}
