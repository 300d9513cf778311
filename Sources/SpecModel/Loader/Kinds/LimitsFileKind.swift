extension SpecFileKind {
    /// `limits` files: numeric limits, probed at their bounds.
    static let limits = SpecFileKind(.limits, keyTables: [.limitsFile, .limit, .source]) { decoder, reader, _ in
        .limits(reader.objects("limits", .limit, decoder.decodeLimit))
    }
}

extension SpecContent {
    /// The contents of a `limits` file.
    package static func limits(_ content: [Limit]) -> SpecContent {
        SpecContent { bundle in
            bundle.limits += content
        }
    }
}
