import SpecImport
import SpecJSON

/// An events file that reads its events in place: `"from": {"format": "asyncapi", "file", "select"}` and an
/// `overlay`.
extension SpecDecoder {
    /// The formats events are read from.
    static let eventFormats = ["asyncapi"]
    /// The keys of the overlay that are the file's own, laid over the converted file as they are.
    static let eventsFileOverlayKeys = ["conditions", "contentClasses", "sequences"]

    /// Reads the foreign file (every run), converts its messages to events, lays the overlay over them and decodes
    /// the result as an events file's content. Diagnostics of the converted events (their schemas included) are placed
    /// in the foreign file, those of the overlay's nodes in this spec file.
    func decodeForeignEvents(_ r: ObjectReader) -> EventsFile {
        let empty = EventsFile(conditions: [], contentClasses: [], events: [], sequences: [])
        r.rejectBesideFrom(["events"] + Self.eventsFileOverlayKeys, content: "the events are")
        let reader = ForeignFileReader(sink: sink, foreign: foreign, kind: ("event", "events"))
        guard let file = reader.read(r, reference: .foreignReference, formats: Self.eventFormats) else { return empty }
        let converted = AsyncAPIImporter.convert(file.bytes, file: file.path, select: file.from.string("select"))
        sink.append(converted.diagnostics)
        guard converted.isClean, let node = converted.node else { return empty }
        let content = Self.eventsContent(node, overlay: r.object("overlay", .eventsOverlay), foreignFile: file.path)
        return inForeign(file.path) { decoder, inner in
            ObjectReader(content, pointer: "", spec: .convertedEvents, sink: inner).map(decoder.decodeEventsFile)
        } ?? empty
    }

    /// An events file's content (without the envelope) from the converted events with the overlay laid over them.
    static func eventsContent(_ converted: JSONNode, overlay: ObjectReader?, foreignFile: String) -> JSONNode {
        let events = ElementOverlay(
            sink: overlay?.sink ?? DiagnosticSink(file: foreignFile), foreignFile: foreignFile, what: "event",
            nameKey: "name", entrySpec: .eventOverlay
        ).apply(overlay?.map("events") ?? [], to: converted.items ?? [])
        let at = converted.location
        return ElementOverlay.merging(
            eventsFileOverlayKeys, of: overlay,
            into: NativeNode.object([("events", JSONNode(.array(events), at: at))], at: at))
    }

    /// `decode` run by a decoder whose diagnostics are placed in the foreign file `path` (the overlay's nodes in this
    /// decoder's file), its diagnostics then recorded here.
    func inForeign<T>(_ path: String, _ decode: (SpecDecoder, DiagnosticSink) -> T?) -> T? {
        let inner = DiagnosticSink(file: path)
        inner.overlayFile = sink.file
        defer { sink.append(inner.diagnostics) }
        return decode(SpecDecoder(sink: inner, foreign: foreign), inner)
    }
}
