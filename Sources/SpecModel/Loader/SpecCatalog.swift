/// Every product of a spec root, side by side, sorted by product ID.
public struct SpecCatalog: Sendable {
    public var bundles: [SpecBundle]

    public init(bundles: [SpecBundle]) {
        self.bundles = bundles.sorted { $0.product < $1.product }
    }

    /// The product IDs, sorted.
    public var products: [String] { bundles.map(\.product) }

    /// The bundle of `product`.
    public func bundle(_ product: String) -> SpecBundle? { bundles.first { $0.product == product } }
}

/// What loading a spec root gives: the catalogue, every diagnostic, and the bytes of every file read.
public struct LoadResult: Sendable {
    public var catalog: SpecCatalog
    /// Every problem of every file, sorted (file, position, code): JSON syntax, decoding and bundle problems.
    public var diagnostics: [Diagnostic]
    /// The bytes of every file read, by path as given in diagnostics, so a renderer can show source lines.
    public var sources: [String: [UInt8]]
    /// The files that could not be parsed or decoded, so the IDs they define are unknown, in path order.
    public var unreadFiles: [UnreadFile]

    public init(
        catalog: SpecCatalog, diagnostics: [Diagnostic], sources: [String: [UInt8]], unreadFiles: [UnreadFile] = []
    ) {
        self.catalog = catalog
        self.diagnostics = diagnostics
        self.sources = sources
        self.unreadFiles = unreadFiles
    }
}
