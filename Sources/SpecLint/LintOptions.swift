import SpecModel

/// What a lint run covers and how its findings are graded.
public struct LintOptions: Sendable {
    /// The products to lint; nil lints every bundle of the catalogue. Unknown products are ignored.
    public var products: [String]?
    /// Rule IDs not to run (`lint.module-readiness`).
    public var disabledRules: Set<String>
    /// Severity per rule ID, replacing the rule's default.
    public var severityOverrides: [String: Diagnostic.Severity]

    /// Options that lint `products` (all when nil), skip `disabledRules` and grade by `severityOverrides`.
    public init(
        products: [String]? = nil, disabledRules: Set<String> = [],
        severityOverrides: [String: Diagnostic.Severity] = [:]
    ) {
        self.products = products
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
    }
}
