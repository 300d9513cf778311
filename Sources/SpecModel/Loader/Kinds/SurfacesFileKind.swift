extension SpecFileKind {
    /// `surfaces` files: the product's screens and other surfaces.
    static let surfaces = SpecFileKind(.surfaces, keyTables: [.surfacesFile, .surface, .source]) { decoder, reader, _ in
        .surfaces(reader.objects("surfaces", .surface, decoder.decodeSurface))
    }
}

extension SpecContent {
    /// The contents of a `surfaces` file.
    package static func surfaces(_ content: [Surface]) -> SpecContent {
        SpecContent { bundle in
            bundle.surfaces += content
        }
    }
}
