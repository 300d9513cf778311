/// Key tables of scenario files (`Traceability/<product>/scenarios/*.json`); `Spec/schema/scenario.schema.json`
/// declares the same objects under `$defs`.
extension KeySpec {
    static let scenarioFile = KeySpec(
        "scenario", required: envelopeRequired + ["id", "covers", "machine", "steps"],
        optional: envelopeOptional + ["title", "context", "source", "notes"])
    static let scenarioStep = KeySpec("scenarioStep", required: ["send"], optional: ["machine", "data", "expect"])
    static let scenarioExpect = KeySpec("scenarioExpect", optional: ["state", "emits", "outputs"])

    /// The tables of a scenario file.
    static let scenarioTables = [scenarioFile, scenarioStep, scenarioExpect, source]
}
