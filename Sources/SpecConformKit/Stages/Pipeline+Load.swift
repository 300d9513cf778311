import SpecModel

extension Pipeline {
    /// Loads the project's spec root and selects `products` (every product when empty).
    ///
    /// Fails when a requested product is not under the spec root; problems in the files themselves are
    /// diagnostics of the result, never failures.
    public static func load(_ project: Project, products requested: [String] = []) -> Result<LoadedSpec, UnknownProductError> {
        let load = SpecLoader.load(root: project.specRoot, base: project.workingDirectory)
        let available = load.catalog.products
        for product in requested where !available.contains(product) {
            return .failure(
                UnknownProductError(
                    product: product, root: project.specRoot, available: available,
                    suggestion: Suggestions.didYouMean(product, among: available)))
        }
        let products = requested.isEmpty ? available : available.filter { requested.contains($0) }
        return .success(LoadedSpec(load: load, products: products, sources: SourceFiles(load.sources)))
    }
}
