import SpecImport

/// The foreign formats a machine can be read from, each a converter of the `SpecImport` module.
enum MachineFormats {
    typealias Converter = @Sendable ([UInt8], String, String?) -> ImportResult

    static let converters: [String: Converter] = [
        XStateImporter.format: XStateImporter.convert,
        MermaidImporter.format: MermaidImporter.convert,
        SCXMLImporter.format: SCXMLImporter.convert,
        PlantUMLImporter.format: PlantUMLImporter.convert,
    ]

    /// Every format name a `from` may give, machine formats or not (the others hold other kinds).
    static let allFormats = ["xstate", "scxml", "mermaid", "plantuml", "gherkin", "asyncapi", "dmn"]
}
