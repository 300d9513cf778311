/// The `product` file of a bundle: the product's name, its source documents and its ID patterns.
public struct ProductSpec: Hashable, Sendable {
    /// The product ID (lowercase, `-`), equal to the bundle's folder name.
    public var product: String
    public var name: String
    public var description: String?
    public var documents: [DocumentRef]
    /// Patterns of the IDs the bundle defines, in document order.
    public var idPatterns: [IDPattern]
    /// Patterns of references to material outside the bundle; never resolved, never errors.
    public var externalPatterns: [ExternalPattern]
    public var notes: [String]
    public var origin: Origin

    public init(
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
public struct DocumentRef: Hashable, Sendable {
    public var file: String
    public var title: String?
    public var origin: Origin

    public init(file: String, title: String? = nil, origin: Origin = .synthetic()) {
        self.file = file
        self.title = title
        self.origin = origin
    }
}

/// A regular expression (NSRegularExpression syntax, anchored by the author) that IDs of one kind match.
public struct IDPattern: Hashable, Sendable {
    /// A free lowercase word (`feature`, `journey`, `edge-case`, ...); policies and reports group by it.
    public var kind: String
    public var pattern: Located<String>
    public var description: String?
    public var origin: Origin

    public init(kind: String, pattern: Located<String>, description: String? = nil, origin: Origin = .synthetic()) {
        self.kind = kind
        self.pattern = pattern
        self.description = description
        self.origin = origin
    }
}

/// A pattern of references to material outside the bundle (`ADR-005`, `OD-10`).
public typealias ExternalPattern = IDPattern
