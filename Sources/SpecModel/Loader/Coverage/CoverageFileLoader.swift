import Foundation

/// The outcome of decoding a policy or gate file: the value when the file has no errors, and every diagnostic.
package struct CoverageFileResult<Value: Sendable>: Sendable {
    /// The decoded value; nil when any diagnostic is an error.
    package var value: Value?
    package var diagnostics: [Diagnostic]

    package init(value: Value?, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

/// Decodes `Traceability/<product>/policy.json`, `gate.json` and `mutation.json`, strictly and with located diagnostics.
package enum CoverageFileLoader {
    /// Decodes a coverage policy; `product` (the folder's product) is checked against the envelope when given.
    package static func decodePolicy(_ bytes: [UInt8], file: String, product: String? = nil) -> CoverageFileResult<
        CoveragePolicy
    > {
        decode(bytes, file: file, kind: .policy, product: product) {
            CoverageFileDecoder(sink: $0).policy($1, product: $2)
        }
    }

    /// Decodes a release gate; `product` is checked against the envelope when given.
    package static func decodeGate(_ bytes: [UInt8], file: String, product: String? = nil) -> CoverageFileResult<
        GateSpec
    > {
        decode(bytes, file: file, kind: .gate, product: product) { CoverageFileDecoder(sink: $0).gate($1, product: $2) }
    }

    /// Decodes the mutation-testing settings (declared equivalent mutants); `product` is checked against the envelope.
    package static func decodeMutation(_ bytes: [UInt8], file: String, product: String? = nil) -> CoverageFileResult<
        MutationSpec
    > {
        decode(bytes, file: file, kind: .mutation, product: product) {
            CoverageFileDecoder(sink: $0).mutation($1, product: $2)
        }
    }

    /// Convenience for tests and tools holding text.
    package static func decodePolicy(_ text: String, file: String, product: String? = nil) -> CoverageFileResult<
        CoveragePolicy
    > {
        decodePolicy(Array(text.utf8), file: file, product: product)
    }

    package static func decodeGate(_ text: String, file: String, product: String? = nil) -> CoverageFileResult<GateSpec>
    {
        decodeGate(Array(text.utf8), file: file, product: product)
    }

    package static func decodeMutation(_ text: String, file: String, product: String? = nil) -> CoverageFileResult<
        MutationSpec
    > {
        decodeMutation(Array(text.utf8), file: file, product: product)
    }

    private static func decode<Value>(
        _ bytes: [UInt8], file: String, kind: CoverageFileKind, product: String?,
        _ body: (DiagnosticSink, ObjectReader, String) -> Value
    ) -> CoverageFileResult<Value> {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return CoverageFileResult(value: nil, diagnostics: parsed.diagnostics) }
        let sink = DiagnosticSink(file: file)
        let decoder = CoverageFileDecoder(sink: sink)
        var value: Value?
        if let (reader, name) = decoder.envelope(root, kind: kind, expectedProduct: product) {
            value = body(sink, reader, name)
        }
        let diagnostics = (parsed.diagnostics + sink.diagnostics).sorted()
        return CoverageFileResult(value: diagnostics.hasErrors ? nil : value, diagnostics: diagnostics)
    }
}
