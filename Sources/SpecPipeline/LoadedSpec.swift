import SpecModel

/// A spec root, loaded, with the products selected: the output of ``Pipeline/load(_:products:)``.
package struct LoadedSpec: Sendable {
    package var load: LoadResult
    /// The selected products, sorted.
    package var products: [String]
    /// The bytes of every spec file, for diagnostics with source lines.
    package var sources: SourceFiles

    package init(load: LoadResult, products: [String], sources: SourceFiles) {
        self.load = load
        self.products = products
        self.sources = sources
    }

    /// Load diagnostics that belong to the selected products (or to no product, such as a stray file).
    package func diagnostics(root: String) -> [Diagnostic] {
        load.diagnostics.filter { diagnostic in
            guard let file = diagnostic.file else { return true }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard file.hasPrefix(prefix) else { return true }
            let product = file.dropFirst(prefix.count).split(separator: "/").first.map(String.init) ?? ""
            return products.contains(product) || !load.catalog.products.contains(product)
        }
    }
}

/// A product was asked for that the spec root does not hold.
package struct UnknownProductError: Error, Hashable, Sendable {
    package var product: String
    package var root: String
    /// The products the root holds, sorted.
    package var available: [String]
    /// The closest available name, if one is close.
    package var suggestion: String?

    /// One line saying what is wrong and what is there.
    package var message: String {
        let list = available.isEmpty ? "none" : available.joined(separator: ", ")
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "no product '\(product)' under \(root) (products: \(list))\(hint)"
    }
}
