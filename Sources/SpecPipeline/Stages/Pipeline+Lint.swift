import Foundation
import SpecLint
import SpecModel

/// What the lint stage found in a loaded spec: the output of ``Pipeline/lint(_:_:)``.
package struct LintResult: Sendable {
    /// The products linted, sorted.
    package var products: [String]
    /// Every problem, the load's and the lint rules', with the consequences of one problem summarised.
    package var diagnostics: [Diagnostic]
    /// Whether the input is invalid (a file unreadable or malformed, a schema the compiler refuses, a traceability ID
    /// the spec does not define: an error that is not a lint rule's finding), rather than loaded with findings.
    package var hasLoadErrors: Bool
    /// The bytes of every spec file, for diagnostics with source lines.
    package var sources: SourceFiles

    package init(products: [String], diagnostics: [Diagnostic], hasLoadErrors: Bool, sources: SourceFiles) {
        self.products = products
        self.diagnostics = diagnostics
        self.hasLoadErrors = hasLoadErrors
        self.sources = sources
    }

    /// The number of errors.
    package var errors: Int { diagnostics.filter { $0.severity == .error }.count }
    /// The number of warnings.
    package var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// Whether the lint fails: an error, or with `strict` a warning too.
    package func fails(strict: Bool) -> Bool { errors > 0 || (strict && warnings > 0) }
}

extension Pipeline {
    /// The lint stage: the load problems of the selected products, every lint rule's findings, and the problems of
    /// each product's traceability folder when it has one (its scenarios, policy and gate, and the IDs they name),
    /// read as `check` reads them. Pure but for reading the traceability files: the spec is loaded already.
    ///
    /// Lint also reads the traceability files other commands read (`subjects.json`, `mutation.json`,
    /// `accepted-changes.json`: ``TraceabilityReading/commandFiles(_:_:)``), so no command refuses a file that lint
    /// passed.
    package static func lint(_ spec: LoadedSpec, _ project: Project) -> LintResult {
        lintReading(spec, project, traceabilityRequired: false, commandFiles: true).result
    }

    /// The lint stage and the traceability folders it read, by product. With `traceabilityRequired` (`check`) every
    /// selected product's folder is read, so a missing policy is an error; otherwise only the folders that exist.
    static func lintReading(
        _ spec: LoadedSpec, _ project: Project, traceabilityRequired: Bool, commandFiles: Bool = false
    ) -> (
        result: LintResult, readings: [String: TraceabilityReading]
    ) {
        var diagnostics =
            spec.diagnostics(root: project.specRoot)
            + Linter().lint(spec.load, options: LintOptions(products: spec.products))
        var sources = spec.sources
        var readings: [String: TraceabilityReading] = [:]
        for product in spec.products {
            guard let bundle = spec.load.catalog.bundle(product) else { continue }
            let folder = project.layout.resolve(project.layout.traceabilityFolder(of: product))
            guard traceabilityRequired || FileManager.default.fileExists(atPath: folder) else { continue }
            let reading = TraceabilityReading(bundle, project)
            diagnostics += reading.diagnostics
            for (path, bytes) in reading.sources { sources.add(path, bytes: bytes) }
            readings[product] = reading
            guard commandFiles else { continue }
            let files = TraceabilityReading.commandFiles(bundle, project)
            diagnostics += files.diagnostics
            for (path, bytes) in files.sources { sources.add(path, bytes: bytes) }
        }
        let result = LintResult(
            products: spec.products, diagnostics: spec.load.summarizingConsequences(diagnostics),
            hasLoadErrors: diagnostics.contains { $0.severity == .error && !$0.code.hasPrefix("lint.") },
            sources: sources)
        return (result, readings)
    }
}
