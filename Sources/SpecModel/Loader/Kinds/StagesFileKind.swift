extension SpecFileKind {
    /// `stages` files: staged release gates.
    static let stages = SpecFileKind(.stages, keyTables: [.stagesFile, .stage, .stageRequirement, .source]) {
        decoder, reader, _ in
        .stages(reader.objects("stages", .stage, decoder.decodeStage))
    }
}

extension SpecContent {
    /// The contents of a `stages` file.
    package static func stages(_ content: [ReleaseStage]) -> SpecContent {
        SpecContent { bundle in
            bundle.stages += content
        }
    }
}
