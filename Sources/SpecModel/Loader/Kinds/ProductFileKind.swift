extension SpecFileKind {
    /// `product` files: the product: its name, documents and ID patterns; the first `product` file of a bundle wins.
    static let product = SpecFileKind(.product, keyTables: [.productFile, .document, .idPattern]) {
        decoder, reader, product in
        .product(decoder.decodeProduct(reader, product: product))
    }
}

extension SpecContent {
    /// The contents of a `product` file.
    package static func product(_ content: ProductSpec) -> SpecContent {
        SpecContent { bundle in
            if bundle.productSpec == nil { bundle.productSpec = content }
        }
    }
}
