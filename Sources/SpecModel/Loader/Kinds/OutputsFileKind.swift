extension SpecFileKind {
    /// `outputs` files: outputs with their invariants.
    static let outputs = SpecFileKind(
        .outputs, keyTables: [.outputsFile, .output, .outputExample, .outputInvariant, .outputOrderKey, .source]
    ) { decoder, reader, _ in
        .outputs(decoder.decodeOutputs(reader))
    }
}

extension SpecContent {
    /// The contents of an `outputs` file.
    package static func outputs(_ content: [OutputSpec]) -> SpecContent {
        SpecContent { bundle in
            bundle.outputs += content
        }
    }
}
