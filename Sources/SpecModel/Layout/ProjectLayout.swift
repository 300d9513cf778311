import Foundation

/// Where every file the tool reads or writes lives: the one place spec, traceability and report paths are spelled.
/// Loaders and stages ask it for a path instead of joining strings.
///
/// ```
/// Spec/<product>/…                      specFolder(of:), specPath(_:)
/// Traceability/<product>/policy.json    path(.policy, of:); .gate, .subjects, .mutation, .acceptedChanges
///                                       (``TraceabilityInput``)
/// Traceability/<product>/scenarios/     scenariosFolder(of:)
/// Reports/<product>/coverage.json       reportFolder(of:), coverageReport(of:)
/// ```
///
/// Paths keep the form the roots were given in (a relative root stays relative), so diagnostics read as typed;
/// ``resolve(_:)`` gives a path on disk, against ``workingDirectory``.
package struct ProjectLayout: Hashable, Sendable {
    /// The spec root holding one folder per product (`Spec`).
    package var specRoot: String
    /// The traceability root holding one folder per product (`Traceability`).
    package var traceabilityRoot: String
    /// The folder reports are written to, one folder per product (`Reports`; `check --out`).
    package var reportRoot: String
    /// The folder relative paths are resolved against.
    package var workingDirectory: String

    /// The report file every verification writes (JSON), which `gate` reads back.
    package static let coverageReportName = "coverage.json"
    /// The folder of a product's traceability folder holding its scenarios, one `*.json` file each.
    package static let scenariosFolderName = "scenarios"

    /// A layout of the given roots; relative roots are resolved against `workingDirectory` (default: the process's
    /// current directory).
    package init(
        specRoot: String = "Spec", traceabilityRoot: String = "Traceability", reportRoot: String = "Reports",
        workingDirectory: String = "."
    ) {
        self.specRoot = specRoot
        self.traceabilityRoot = traceabilityRoot
        self.reportRoot = reportRoot
        self.workingDirectory = workingDirectory
    }

    // MARK: Spec

    /// `relative` under the spec root, spelled as the spec loader spells the files it reads
    /// (`Spec/my-product/features.json`; a root of `""` or `"."` adds nothing).
    package func specPath(_ relative: String) -> String { Self.joined(specRoot, relative) }

    /// The spec folder of `product` (`Spec/my-product`).
    package func specFolder(of product: String) -> String { specPath(product) }

    // MARK: Traceability

    /// The traceability folder of `product` (`Traceability/my-product`).
    package func traceabilityFolder(of product: String) -> String { traceabilityPath(product) }

    /// `file` of `product` (`Traceability/my-product/gate.json`).
    package func path(_ file: TraceabilityInput, of product: String) -> String {
        traceabilityPath(Self.relativePath(file, of: product))
    }

    /// The scenarios folder of `product` (`Traceability/my-product/scenarios`).
    package func scenariosFolder(of product: String) -> String {
        traceabilityPath(Self.relativeScenariosFolder(of: product))
    }

    /// `relative` under the traceability root (`Traceability/my-product/scenarios/SCN-1.json`).
    package func traceabilityPath(_ relative: String) -> String { traceabilityRoot + "/" + relative }

    /// `file` of `product` relative to the traceability root (`my-product/gate.json`), as a diff's snapshot keys it.
    package static func relativePath(_ file: TraceabilityInput, of product: String) -> String {
        product + "/" + file.rawValue
    }

    /// The scenarios folder of `product` relative to the traceability root (`my-product/scenarios`).
    package static func relativeScenariosFolder(of product: String) -> String { product + "/" + scenariosFolderName }

    // MARK: Reports

    /// The folder the reports of `product` are written to (`Reports/my-product`).
    package func reportFolder(of product: String) -> String { reportRoot + "/" + product }

    /// The coverage report of `product` (`Reports/my-product/coverage.json`).
    package func coverageReport(of product: String) -> String {
        reportFolder(of: product) + "/" + Self.coverageReportName
    }

    // MARK: Disk

    /// `path` on disk: absolute paths as they are, relative ones under the working directory.
    package func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// The bytes of `path` (resolved), or nil when it cannot be read.
    package func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: resolve(path)).map { [UInt8]($0) }
    }

    /// `base` joined with `name`; a base of `""` or `"."` adds nothing, a trailing `/` is not doubled.
    package static func joined(_ base: String, _ name: String) -> String {
        if base.isEmpty || base == "." { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }
}
