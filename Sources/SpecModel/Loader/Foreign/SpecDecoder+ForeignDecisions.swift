import SpecImport
import SpecJSON

/// A decisions file that reads its tables in place: `"from": {"format": "dmn", "file", "select"}` and an `overlay`.
extension SpecDecoder {
    /// The formats decision tables are read from.
    static let decisionFormats = ["dmn"]

    /// Reads the DMN file (every run), converts its decision tables, lays the overlay over them (per table by
    /// decision ID, per rule by rule ID) and decodes the result as a decisions file's content. Diagnostics of the
    /// converted tables are placed in the DMN file, those of the overlay's nodes in this spec file.
    func decodeForeignDecisions(_ r: ObjectReader) -> [DecisionTable] {
        r.rejectBesideFrom(["tables"], content: "the decision tables are")
        let reader = ForeignFileReader(sink: sink, foreign: foreign, kind: ("decision table", "decision tables"))
        guard let file = reader.read(r, reference: .foreignReference, formats: Self.decisionFormats) else { return [] }
        let converted = DMNImporter.convert(file.bytes, file: file.path, select: file.from.string("select"))
        sink.append(converted.diagnostics)
        guard converted.isClean, let node = converted.node else { return [] }
        let content = Self.decisionsContent(
            node, overlay: r.object("overlay", .decisionsOverlay), foreignFile: file.path)
        return inForeign(file.path) { decoder, inner in
            ObjectReader(content, pointer: "", spec: .convertedDecisions, sink: inner).map(decoder.decodeDecisions)
        } ?? []
    }

    /// A decisions file's content (without the envelope) from the converted tables with the overlay laid over them.
    static func decisionsContent(_ converted: JSONNode, overlay: ObjectReader?, foreignFile: String) -> JSONNode {
        let sink = overlay?.sink ?? DiagnosticSink(file: foreignFile)
        let rules = ElementOverlay(
            sink: sink, foreignFile: foreignFile, what: "rule", nameKey: "id", entrySpec: .decisionRuleOverlay)
        var tables = ElementOverlay(
            sink: sink, foreignFile: foreignFile, what: "decision", nameKey: "id", entrySpec: .decisionTableOverlay)
        tables.nestedKeys = ["rules"]
        tables.nested = { entry, table in
            guard let list = table["rules"], let items = list.items, let entries = entry.map("rules") else {
                return table
            }
            return NativeNode.setting(
                "rules", JSONNode(.array(rules.apply(entries, to: items)), at: list.location), in: table)
        }
        let at = converted.location
        let merged = tables.apply(overlay?.map("tables") ?? [], to: converted.items ?? [])
        return NativeNode.object([("tables", JSONNode(.array(merged), at: at))], at: at)
    }
}
