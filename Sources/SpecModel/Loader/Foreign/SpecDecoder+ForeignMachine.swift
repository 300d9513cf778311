import SpecImport
import SpecJSON

/// A machine file that references its machine in place: `"from": {"format", "file", "select"}` and an `overlay`.
extension SpecDecoder {
    /// The keys a machine file with `from` may have besides the envelope: the rest is the original's or the overlay's.
    static let referencingMachineKeys: Set<String> = ["id", "from", "overlay"]

    /// Reads the foreign file (every run), converts it, lays the overlay over it and decodes the result as a machine
    /// file's content. Diagnostics of the converted machine are placed in the foreign file, those of the overlay's
    /// nodes in this spec file. A machine that cannot be read is returned without states, its errors reported.
    func decodeForeignMachine(_ r: ObjectReader, product: String) -> Machine {
        let id = r.string("id") ?? ""
        let empty = Machine(
            id: id, product: product, title: nil, initial: "", context: [:], events: [:], states: [], unhandled: nil,
            info: r.info(), origin: r.origin)
        r.rejectBesideFrom(
            KeySpec.machineFile.optional.filter {
                !Self.referencingMachineKeys.contains($0) && !KeySpec.envelopeOptional.contains($0)
            }, content: "the machine is")
        guard let (merged, path) = foreignMachineNode(r, machineID: id) else { return empty }
        let inner = DiagnosticSink(file: path)
        inner.overlayFile = sink.file
        defer { sink.append(inner.diagnostics) }
        guard let reader = ObjectReader(merged, pointer: "", spec: .convertedMachine, sink: inner) else { return empty }
        var machine = SpecDecoder(sink: inner, foreign: foreign).decodeMachine(reader, product: product)
        machine.id = id
        machine.origin = r.origin
        return machine
    }

    /// The native JSON of the machine `r`'s `from` references, the overlay laid over it, and the foreign file's path;
    /// nil after an error (reported).
    func foreignMachineNode(_ r: ObjectReader, machineID id: String) -> (JSONNode, String)? {
        let reader = ForeignFileReader(sink: sink, foreign: foreign, kind: ("machine", "machines"))
        guard
            let file = reader.read(
                r, reference: .foreignReference, formats: MachineFormats.converters.keys.sorted()),
            let convert = MachineFormats.converters[file.format]
        else { return nil }
        let (from, path, bytes) = (file.from, file.path, file.bytes)
        let converted = convert(bytes, path, from.string("select"))
        sink.append(converted.diagnostics)
        guard converted.isClean, let node = converted.node else { return nil }
        let merged = MachineOverlay(sink: sink, foreignFile: path, machineID: id).apply(
            node, r.object("overlay", .overlay))
        return (merged, path)
    }
}
