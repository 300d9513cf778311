extension SpecDecoder {
    func decodeProduct(_ r: ObjectReader, product: String) -> ProductSpec {
        ProductSpec(
            product: product,
            name: r.string("name") ?? "",
            description: r.string("description"),
            documents: r.objects("documents", .document) { d in
                DocumentRef(file: d.string("file") ?? "", title: d.string("title"), origin: d.origin)
            },
            idPatterns: r.objects("idPatterns", .idPattern, decodePattern),
            externalPatterns: r.objects("externalPatterns", .idPattern, decodePattern),
            notes: r.strings("notes"),
            origin: r.origin)
    }

    private func decodePattern(_ r: ObjectReader) -> IDPattern? {
        let kind = r.located("kind")
        if let kind, !Self.isProductID(kind.value) {
            sink.error(
                .invalidValue,
                "invalid pattern kind \"\(kind.value)\"; use a lowercase word such as \"feature\" or \"edge-case\"",
                at: kind.origin.location, pointer: kind.origin.pointer)
        }
        guard let pattern = r.located("pattern") else { return nil }
        return IDPattern(
            kind: kind?.value ?? "", pattern: pattern, description: r.string("description"), origin: r.origin)
    }
}
