import SpecModel

/// What a lint run covers and how its findings are graded.
package struct LintOptions: Sendable {
    /// The products to lint; nil lints every bundle of the catalogue. Unknown products are ignored.
    package var products: [String]?
    /// Rule IDs not to run (`lint.module-readiness`).
    package var disabledRules: Set<String>
    /// Severity per rule ID, replacing the rule's default.
    package var severityOverrides: [String: Diagnostic.Severity]

    /// Options that lint `products` (all when nil), skip `disabledRules` and grade by `severityOverrides`.
    package init(
        products: [String]? = nil, disabledRules: Set<String> = [],
        severityOverrides: [String: Diagnostic.Severity] = [:]
    ) {
        self.products = products
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
    }
}
