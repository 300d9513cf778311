extension SpecFileKind {
    /// `edge-cases` files: edge cases.
    static let edgeCases = SpecFileKind(.edgeCases, keyTables: [.edgeCasesFile, .edgeCase, .source]) {
        decoder, reader, _ in
        .edgeCases(reader.objects("edgeCases", .edgeCase, decoder.decodeEdgeCase))
    }
}

extension SpecContent {
    /// The contents of an `edge-cases` file.
    package static func edgeCases(_ content: [EdgeCase]) -> SpecContent {
        SpecContent { bundle in
            bundle.edgeCases += content
        }
    }
}
