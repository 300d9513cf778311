extension SpecFileKind {
    /// `traceability` files: traceability matrices and readiness rules.
    static let traceability = SpecFileKind(
        .traceability, keyTables: [.traceabilityFile, .matrix, .matrixClaim, .matrixRow, .readiness, .source]
    ) { decoder, reader, _ in
        .traceability(decoder.decodeTraceability(reader))
    }
}

extension SpecContent {
    /// The contents of a `traceability` file.
    package static func traceability(_ content: TraceabilityFile) -> SpecContent {
        SpecContent { bundle in
            bundle.matrices += content.matrices
            bundle.readiness += content.readiness
        }
    }
}
