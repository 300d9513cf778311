import SpecModel

/// Runs lint rules over the bundles of a catalogue and returns every finding, sorted.
///
/// ```swift
/// let loaded = SpecLoader.load(root: "Spec")
/// let findings = Linter().lint(loaded, options: LintOptions(products: ["my-product"]))
/// ```
///
/// Output is deterministic: diagnostics are sorted by file, position, code, message, pointer and severity.
package struct Linter: Sendable {
    /// The rules to run, in registry order.
    package var rules: [any LintRule]

    /// A linter with `rules` (by default every rule of ``defaultRules``).
    package init(rules: [any LintRule] = Linter.defaultRules) {
        self.rules = rules
    }

    /// Lints the bundles of `catalog` that `options` selects; `sources` (file bytes by path, as in
    /// ``LoadResult/sources``) make locations of values the model does not keep exact.
    package func lint(_ catalog: SpecCatalog, options: LintOptions = LintOptions(), sources: [String: [UInt8]] = [:])
        -> [Diagnostic]
    {
        let context = LintContext(options: options, sources: sources)
        let selected = options.products.map(Set.init)
        var diagnostics: [Diagnostic] = []
        for bundle in catalog.bundles where selected?.contains(bundle.product) ?? true {
            diagnostics += run(bundle, context)
        }
        return Self.sorted(diagnostics)
    }

    /// Lints the bundles of `catalog` named in `products` (all when nil).
    package func lint(_ catalog: SpecCatalog, products: [String]?) -> [Diagnostic] {
        lint(catalog, options: LintOptions(products: products))
    }

    /// Lints a load result, using its file bytes for exact locations.
    package func lint(_ result: LoadResult, options: LintOptions = LintOptions()) -> [Diagnostic] {
        lint(result.catalog, options: options, sources: result.sources)
    }

    /// Lints one bundle.
    package func lint(_ bundle: SpecBundle, context: LintContext = LintContext()) -> [Diagnostic] {
        Self.sorted(run(bundle, context))
    }

    private func run(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules where !context.options.disabledRules.contains(rule.id) {
            diagnostics += rule.check(bundle, context)
        }
        return diagnostics
    }

    /// Diagnostics in a total, deterministic order.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            if a < b { return true }
            if b < a { return false }
            if (a.jsonPointer ?? "") != (b.jsonPointer ?? "") { return (a.jsonPointer ?? "") < (b.jsonPointer ?? "") }
            return a.severity < b.severity
        }
    }
}
