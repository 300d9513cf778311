import SpecImport
import SpecJSON

/// A scenario file that reads its scenarios in place: `"from": {"format": "gherkin", "file", "steps", "select"}` and
/// an `overlay`.
extension ScenarioDecoder {
    /// The formats scenarios are read from.
    static let formats = ["gherkin"]

    /// Reads the feature file and its step table (every run), converts them, lays the overlay over the scenarios and
    /// decodes each as a scenario file's content. Diagnostics of the converted scenarios are placed in the feature
    /// file, those of the overlay's nodes in this file; each scenario's origin is its place in the feature file.
    func decodeForeign(_ r: ObjectReader, product: String) -> [Scenario] {
        r.rejectBesideFrom(KeySpec.scenarioContent, content: "the scenarios are")
        let reader = ForeignFileReader(sink: sink, foreign: foreign, kind: ("scenario", "scenarios"))
        guard let file = reader.read(r, reference: .scenarioReference, formats: Self.formats),
            let steps = file.from.located("steps"),
            let (stepsPath, stepsBytes) = reader.bytes(of: steps, role: "the step table of these scenarios")
        else { return [] }
        let converted = GherkinImporter.convert(
            file.bytes, file: file.path, select: file.from.string("select"), steps: stepsBytes, stepsFile: stepsPath)
        sink.append(converted.diagnostics)
        guard converted.isClean, let items = converted.node?.items else { return [] }
        let merged = ScenarioOverlay(sink: sink, foreignFile: file.path).apply(
            items, r.object("overlay", .scenarioOverlay))
        let inner = DiagnosticSink(file: file.path)
        inner.overlayFile = sink.file
        defer { sink.append(inner.diagnostics) }
        let decoder = ScenarioDecoder(sink: inner, foreign: foreign)
        return merged.enumerated().compactMap { i, node in
            ObjectReader(node, pointer: "/\(i)", spec: .convertedScenario, sink: inner).flatMap {
                decoder.decodeContent($0, product: product)
            }
        }
    }
}
