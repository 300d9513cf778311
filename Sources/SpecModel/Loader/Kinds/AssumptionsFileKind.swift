extension SpecFileKind {
    /// `assumptions` files: the document's gaps and contradictions with the readings taken.
    static let assumptions = SpecFileKind(.assumptions, keyTables: [.assumptionsFile, .assumption, .source]) {
        decoder, reader, _ in
        .assumptions(reader.objects("assumptions", .assumption, decoder.decodeAssumption))
    }
}

extension SpecContent {
    /// The contents of an `assumptions` file.
    package static func assumptions(_ content: [Assumption]) -> SpecContent {
        SpecContent { bundle in
            bundle.assumptions += content
        }
    }
}
