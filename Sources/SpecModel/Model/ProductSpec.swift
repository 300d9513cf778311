/// The `product` file of a bundle: the product's name, its source documents and its ID patterns.
package struct ProductSpec: Hashable, Sendable {
    /// The product ID (lowercase, `-`), equal to the bundle's folder name.
    package var product: String
    package var name: String
    package var description: String?
    package var documents: [DocumentRef]
    /// Patterns of the IDs the bundle defines, in document order.
    package var idPatterns: [IDPattern]
    /// Patterns of references to material outside the bundle; never resolved, never errors.
    package var externalPatterns: [ExternalPattern]
    package var notes: [String]
    package var origin: Origin

    package init(
        product: String, name: String, description: String? = nil, documents: [DocumentRef] = [],
        idPatterns: [IDPattern] = [], externalPatterns: [ExternalPattern] = [], notes: [String] = [],
        origin: Origin = .synthetic()
    ) {
        self.product = product
        self.name = name
        self.description = description
        self.documents = documents
        self.idPatterns = idPatterns
        self.externalPatterns = externalPatterns
        self.notes = notes
        self.origin = origin
    }
}

/// A seed document of the product.
package struct DocumentRef: Hashable, Sendable {
    package var file: String
    package var title: String?
    package var origin: Origin

    package init(file: String, title: String? = nil, origin: Origin = .synthetic()) {
        self.file = file
        self.title = title
        self.origin = origin
    }
}

/// A regular expression (NSRegularExpression syntax, anchored by the author) that IDs of one kind match.
package struct IDPattern: Hashable, Sendable {
    /// A free lowercase word (`feature`, `journey`, `edge-case`, ...); policies and reports group by it.
    package var kind: String
    package var pattern: Located<String>
    package var description: String?
    package var origin: Origin

    package init(kind: String, pattern: Located<String>, description: String? = nil, origin: Origin = .synthetic()) {
        self.kind = kind
        self.pattern = pattern
        self.description = description
        self.origin = origin
    }
}

/// A pattern of references to material outside the bundle (`ADR-005`, `OD-10`).
package typealias ExternalPattern = IDPattern
