import SpecModel

extension Pipeline {
    /// Loads the project's spec root and selects `products` (every product when empty; the project's one product
    /// when it names one).
    ///
    /// Fails when a requested product is not under the spec root (or is not the project's one product); problems
    /// in the files themselves, an empty or unreadable spec root included, are diagnostics of the result, never
    /// failures.
    package static func load(_ project: Project, products requested: [String] = []) -> Result<
        LoadedSpec, UnknownProductError
    > {
        let load = SpecLoader.load(
            root: project.specRoot, base: project.workingDirectory, products: project.product.map { [$0] })
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

    /// The spec bundle of `product` when neither its load nor lint finds an error in it (the lint stage is the one
    /// validation every command shares, so an event schema the compiler refuses is refused here as by `check`): what
    /// `events` and `trace` check a log against. Pure.
    package static func bundle(_ spec: LoadedSpec, _ project: Project, product: String) -> Result<
        SpecBundle, InvalidInputError
    > {
        var selected = spec
        selected.products = [product]
        let problems = lint(selected, project).diagnostics.filter { $0.severity == .error }
        guard problems.isEmpty, let bundle = spec.load.catalog.bundle(product) else {
            return .failure(InvalidInputError(diagnostics: problems, sources: spec.sources))
        }
        return .success(bundle)
    }
}
