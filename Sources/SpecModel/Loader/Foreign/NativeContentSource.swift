import SpecImport
import SpecJSON

/// The native JSON of scenarios (Gherkin), events (AsyncAPI) and decision tables (DMN) read from a foreign file, for
/// `specconform import`: converted, the overlay laid over it as `from` would, decoded (so every problem is reported)
/// and put in the fixed key order (`NativeOrder`).
package enum NativeContentSource {
    /// Each format and the file kind it gives.
    package static let kinds = ["gherkin": "scenario", "asyncapi": "events", "dmn": "decisions"]

    /// The step table a Gherkin file is read with.
    package struct StepTable {
        package var bytes: [UInt8]
        package var file: String

        package init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }
    }

    /// For `gherkin`, a list of scenarios (each a scenario file's content); for `asyncapi` an events file's content,
    /// for `dmn` a decisions file's content (without the envelope); nil after an error. `overlay` has the keys of the
    /// kind's `overlay` (docs/TRACEABILITY-FORMAT.md, docs/SPEC-FORMAT.md); its diagnostics are placed in
    /// `overlayFile`, the converted content's in `file`.
    package static func imported(
        _ bytes: [UInt8], format: String, file: String, select: String?, steps: StepTable?, overlay: JSONNode?,
        overlayFile: String
    ) -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink(file: overlayFile)
        let inner = DiagnosticSink(file: file)
        inner.overlayFile = overlayFile
        func reader(_ spec: KeySpec) -> ObjectReader? {
            overlay.flatMap { ObjectReader($0, pointer: "", spec: spec, sink: sink) }
        }
        var converted: ImportResult
        var content: JSONNode?
        switch format {
        case "gherkin":
            guard let steps else {
                return (
                    nil, [.error("import.gherkin.step-table", "a Gherkin file is read with a step table (--steps)")]
                )
            }
            converted = GherkinImporter.convert(
                bytes, file: file, select: select, steps: steps.bytes, stepsFile: steps.file)
            if converted.isClean, let node = converted.node {
                let merged = ScenarioOverlay(sink: sink, foreignFile: file).apply(
                    node.items ?? [], reader(.scenarioOverlay))
                for (i, scenario) in merged.enumerated() {
                    if let r = ObjectReader(scenario, pointer: "/\(i)", spec: .convertedScenario, sink: inner) {
                        _ = ScenarioDecoder(sink: inner).decodeContent(r, product: "")
                    }
                }
                content = JSONNode(.array(merged.map(NativeOrder.scenario)), at: node.location)
            }
        case "asyncapi", "dmn":
            let kind = format == "asyncapi" ? FileContent.events : FileContent.decisions
            converted = kind.convert(bytes, file, select)
            if converted.isClean, let node = converted.node {
                let merged = kind.merge(node, reader(kind.overlay), file)
                if let r = ObjectReader(merged, pointer: "", spec: kind.converted, sink: inner) {
                    kind.decode(SpecDecoder(sink: inner), r)
                }
                content = kind.order(merged)
            }
        default:
            return (nil, [.error(SpecDiagnosticCode.unknownFormat.rawValue, "unknown format \"\(format)\"")])
        }
        let diagnostics = (converted.diagnostics + sink.diagnostics + inner.diagnostics).sorted()
        return (diagnostics.contains { $0.severity == .error } ? nil : content, diagnostics)
    }

    /// How an events or decisions file's content is read from its format and put in order.
    struct FileContent: Sendable {
        let convert: @Sendable ([UInt8], String, String?) -> ImportResult
        let overlay: KeySpec
        let merge: @Sendable (JSONNode, ObjectReader?, String) -> JSONNode
        let converted: KeySpec
        let decode: @Sendable (SpecDecoder, ObjectReader) -> Void
        let order: @Sendable (JSONNode) -> JSONNode

        static let events = FileContent(
            convert: { AsyncAPIImporter.convert($0, file: $1, select: $2) }, overlay: .eventsOverlay,
            merge: { SpecDecoder.eventsContent($0, overlay: $1, foreignFile: $2) }, converted: .convertedEvents,
            decode: { _ = $0.decodeEventsFile($1) }, order: NativeOrder.events)
        static let decisions = FileContent(
            convert: { DMNImporter.convert($0, file: $1, select: $2) }, overlay: .decisionsOverlay,
            merge: { SpecDecoder.decisionsContent($0, overlay: $1, foreignFile: $2) }, converted: .convertedDecisions,
            decode: { _ = $0.decodeDecisions($1) }, order: NativeOrder.decisions)
    }
}
