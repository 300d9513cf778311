import SpecModel

/// Loading the spec root for a command: paths resolved against the environment's working directory,
/// products filtered, and the bytes kept so diagnostics can show source lines.
struct SpecInput {
    var load: LoadResult
    var products: [String]
    var sources: SourceFiles

    /// Loads `root`; fails with a usage error when `--product` names a product that is not there.
    static func load(root: String, products requested: [String], environment: SpecConformEnvironment) -> Result<SpecInput, UsageError> {
        let load = SpecLoader.load(root: root, base: environment.workingDirectory)
        let available = load.catalog.products
        for product in requested where !available.contains(product) {
            let hint = Suggestions.didYouMean(product, among: available).map { "; did you mean '\($0)'?" } ?? ""
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return .failure(UsageError(message: "no product '\(product)' under \(root) (products: \(list))\(hint)"))
        }
        let products = requested.isEmpty ? available : available.filter { requested.contains($0) }
        return .success(SpecInput(load: load, products: products, sources: SourceFiles(load.sources)))
    }

    /// Load diagnostics that belong to the selected products (or to no product, such as a stray file).
    func loadDiagnostics(root: String) -> [Diagnostic] {
        load.diagnostics.filter { diagnostic in
            guard let file = diagnostic.file else { return true }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard file.hasPrefix(prefix) else { return true }
            let product = file.dropFirst(prefix.count).split(separator: "/").first.map(String.init) ?? ""
            return products.contains(product) || !load.catalog.products.contains(product)
        }
    }
}
