import SpecImport
import SpecJSON

/// The native JSON of machines, for `specconform import` (a foreign file, once) and `export` (a loaded machine).
package enum NativeMachineSource {
    /// The native machine of a foreign file with an optional overlay (an object with the keys of a machine file's
    /// `overlay`), names resolved, and every diagnostic of reading it (the converter's, the overlay's, and decoding's).
    package static func imported(
        _ bytes: [UInt8], format: String, file: String, select: String?, overlay: JSONNode?, overlayFile: String
    ) -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        guard let convert = MachineFormats.converters[format] else {
            return (nil, [.error(SpecDiagnosticCode.unknownFormat.rawValue, "unknown machine format \"\(format)\"")])
        }
        let converted = convert(bytes, file, select)
        guard converted.isClean, let node = converted.node else { return (nil, converted.diagnostics) }
        let sink = DiagnosticSink(file: overlayFile)
        let reader = overlay.flatMap { ObjectReader($0, pointer: "", spec: .overlay, sink: sink) }
        let merged = MachineOverlay(sink: sink, foreignFile: file, machineID: "").apply(node, reader)
        let inner = DiagnosticSink(file: file)
        inner.overlayFile = overlayFile
        if let r = ObjectReader(merged, pointer: "", spec: .convertedMachine, sink: inner) {
            _ = SpecDecoder(sink: inner).decodeMachine(r, product: "")
        }
        let diagnostics = (converted.diagnostics + sink.diagnostics + inner.diagnostics).sorted()
        return (diagnostics.contains { $0.severity == .error } ? nil : NativeOrder.machine(merged), diagnostics)
    }

    /// The native JSON of a loaded machine (its file's, or for a machine read in place, the converted original with
    /// the overlay laid over it), without the envelope; nil when its file cannot be read again.
    package static func native(of machine: Machine, sources: [String: [UInt8]]) -> JSONNode? {
        guard let bytes = sources[machine.origin.file], let root = JSONParser().parse(bytes).root else { return nil }
        let sink = DiagnosticSink(file: machine.origin.file)
        if root["from"] != nil {
            guard let r = ObjectReader(root, pointer: "", spec: .machineFile, sink: sink) else { return nil }
            let decoder = SpecDecoder(sink: sink, foreign: ForeignSources { sources[$0] })
            return decoder.foreignMachineNode(r, machineID: machine.id)?.0
        }
        let envelope = Set(KeySpec.envelopeRequired + KeySpec.envelopeOptional + ["id"])
        return JSONNode(.object((root.members ?? []).filter { !envelope.contains($0.key) }), at: root.location)
    }
}
