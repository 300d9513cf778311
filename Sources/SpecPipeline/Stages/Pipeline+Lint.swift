import SpecLint
import SpecModel

/// What the lint stage found in a loaded spec: the output of ``Pipeline/lint(_:_:)``.
public struct LintResult: Sendable {
    /// The products linted, sorted.
    public var products: [String]
    /// Every problem, the load's and the lint rules', with the consequences of one problem summarised.
    public var diagnostics: [Diagnostic]
    /// Whether the files themselves could not be loaded (unreadable or invalid), rather than loaded with findings.
    public var hasLoadErrors: Bool
    /// The bytes of every spec file, for diagnostics with source lines.
    public var sources: SourceFiles

    public init(products: [String], diagnostics: [Diagnostic], hasLoadErrors: Bool, sources: SourceFiles) {
        self.products = products
        self.diagnostics = diagnostics
        self.hasLoadErrors = hasLoadErrors
        self.sources = sources
    }

    /// The number of errors.
    public var errors: Int { diagnostics.filter { $0.severity == .error }.count }
    /// The number of warnings.
    public var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// Whether the lint fails: an error, or with `strict` a warning too.
    public func fails(strict: Bool) -> Bool { errors > 0 || (strict && warnings > 0) }
}

extension Pipeline {
    /// The lint stage: the load problems of the selected products and every lint rule's findings. Pure: the spec
    /// is loaded already.
    public static func lint(_ spec: LoadedSpec, _ project: Project) -> LintResult {
        let loadDiagnostics = spec.diagnostics(root: project.specRoot)
        let lintDiagnostics = Linter().lint(spec.load, options: LintOptions(products: spec.products))
        return LintResult(
            products: spec.products, diagnostics: spec.load.summarizingConsequences(loadDiagnostics + lintDiagnostics),
            hasLoadErrors: loadDiagnostics.hasErrors, sources: spec.sources)
    }
}
