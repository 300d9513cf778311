extension SpecFileKind {
    /// `features` files: the feature catalogue.
    static let features = SpecFileKind(.features, keyTables: [.featuresFile, .feature, .featureItem, .source]) {
        decoder, reader, _ in
        .features(reader.objects("features", .feature, decoder.decodeFeature))
    }
}

extension SpecContent {
    /// The contents of a `features` file.
    package static func features(_ content: [Feature]) -> SpecContent {
        SpecContent { bundle in
            bundle.features += content
        }
    }
}
