/// Every product of a spec root, side by side, sorted by product ID.
package struct SpecCatalog: Sendable {
    package var bundles: [SpecBundle]

    package init(bundles: [SpecBundle]) {
        self.bundles = bundles.sorted { $0.product < $1.product }
    }

    /// The product IDs, sorted.
    package var products: [String] { bundles.map(\.product) }

    /// The bundle of `product`.
    package func bundle(_ product: String) -> SpecBundle? { bundles.first { $0.product == product } }
}

/// What loading a spec root gives: the catalogue, every diagnostic, and the bytes of every file read.
package struct LoadResult: Sendable {
    package var catalog: SpecCatalog
    /// Every problem of every file, sorted (file, position, code): JSON syntax, decoding and bundle problems.
    package var diagnostics: [Diagnostic]
    /// The bytes of every file read, by path as given in diagnostics, so a renderer can show source lines.
    package var sources: [String: [UInt8]]
    /// The files that could not be parsed or decoded, so the IDs they define are unknown, in path order.
    package var unreadFiles: [UnreadFile]

    package init(
        catalog: SpecCatalog, diagnostics: [Diagnostic], sources: [String: [UInt8]], unreadFiles: [UnreadFile] = []
    ) {
        self.catalog = catalog
        self.diagnostics = diagnostics
        self.sources = sources
        self.unreadFiles = unreadFiles
    }
}
