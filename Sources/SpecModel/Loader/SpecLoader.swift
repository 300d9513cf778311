import Foundation

/// Loads a spec root: every product folder `<root>/<product>/` (any depth, `*.json`) becomes one `SpecBundle`.
///
/// `<root>/schema/` holds JSON Schemas and is not a product; hidden files and folders are skipped. Files are read
/// in sorted path order, so results are deterministic. Paths in origins and diagnostics are the root as given
/// joined with the file's relative path (`Spec/my-product/features.json`). A file that fails to parse is reported
/// and skipped; the rest still load. Inputs are never modified.
///
/// ```swift
/// let result = SpecLoader.load(root: "Spec")
/// for d in result.diagnostics { print(d) }
/// let product = result.catalog.bundle("my-product")
/// ```
package enum SpecLoader {
    /// The folder under the root that holds schemas, not a product.
    package static let schemaFolder = "schema"

    /// Loads every product under `root` from disk (only the folders `products` names, when given).
    ///
    /// A relative `root` is read from `base` (default: the process's current directory) and keeps its
    /// relative form in origins and diagnostics, so output does not depend on where the tool runs. A root that is
    /// not a folder, holds no product folder, or a product folder without a `*.json` file is an error naming the
    /// folder on disk, so wrong input never passes as an empty spec.
    package static func load(root: String, base: String? = nil, products only: [String]? = nil) -> LoadResult {
        var diagnostics: [Diagnostic] = []
        var files: [String: [UInt8]] = [:]
        let fm = FileManager.default
        let diskRoot = if let base, !root.hasPrefix("/") { join(base, root) } else { root }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: diskRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(
                .error(
                    SpecDiagnosticCode.readFailed.rawValue,
                    "spec root is not a readable folder: \(absolute(diskRoot)); run where Spec/ is, or name a project root, "
                        + "a Spec/ folder or a product folder with --spec",
                    file: root))
            return LoadResult(catalog: SpecCatalog(bundles: []), diagnostics: diagnostics, sources: [:])
        }
        let listing = SpecFolderListing(root: diskRoot, only: only, diagnostics: &diagnostics)
        for relative in listing.jsonFiles {
            let path = join(root, relative)
            if let data = fm.contents(atPath: join(diskRoot, relative)) {
                files[relative] = [UInt8](data)
            } else {
                diagnostics.append(.error(SpecDiagnosticCode.readFailed.rawValue, "cannot read file", file: path))
            }
        }
        diagnostics += listing.problems(root: root, absoluteRoot: absolute(diskRoot))
        var result = load(files: files, root: root, foreign: .disk(base: base))
        result.diagnostics = (result.diagnostics + diagnostics).sorted()
        return result
    }

    /// `path` as an absolute path with `.` and `..` resolved, for messages about folders on disk.
    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// Loads products from in-memory files: keys are paths relative to `root` (`my-product/product.json`).
    ///
    /// Used by tests and tools that build specs in memory; paths in diagnostics are `root` joined with the key. Files
    /// referenced in place (`"from"`) are read through `foreign`; by default from `files` when under the root.
    package static func load(
        files: [String: [UInt8]], root: String = "Spec", foreign: ForeignSources? = nil
    ) -> LoadResult {
        let foreign = foreign ?? ForeignSources.inMemory(files, root: root)
        var diagnostics: [Diagnostic] = []
        var sources: [String: [UInt8]] = [:]
        var byProduct: [String: [(path: String, bytes: [UInt8])]] = [:]
        for relative in files.keys.sorted() {
            let path = join(root, relative)
            let components = relative.split(separator: "/", omittingEmptySubsequences: true)
            guard let bytes = files[relative] else { continue }
            guard components.count >= 2 else {
                diagnostics.append(
                    .warning(
                        SpecDiagnosticCode.strayFile.rawValue,
                        "file is outside any product folder and is ignored; move it to \(join(root, "<product>"))/",
                        file: path))
                continue
            }
            let product = String(components[0])
            if product == schemaFolder { continue }
            sources[path] = bytes
            byProduct[product, default: []].append((path, bytes))
        }
        var bundles: [SpecBundle] = []
        var unread: [UnreadFile] = []
        for product in byProduct.keys.sorted() {
            let (bundle, problems, failed) = loadBundle(
                product: product, directory: join(root, product), files: byProduct[product] ?? [], foreign: foreign)
            bundles.append(bundle)
            diagnostics += problems
            unread += failed.map {
                UnreadFile(path: $0.path, product: product, text: $0.bytes, patterns: bundle.patterns)
            }
        }
        sources.merge(foreign.read) { spec, _ in spec }
        return LoadResult(
            catalog: SpecCatalog(bundles: bundles), diagnostics: diagnostics.sorted(), sources: sources,
            unreadFiles: unread)
    }

    /// Loads one product from in-memory UTF-8 texts keyed by file name (`product.json`); a test convenience.
    package static func loadBundle(product: String, texts: [String: String], root: String = "Spec") -> LoadResult {
        var files: [String: [UInt8]] = [:]
        for (name, text) in texts { files[product + "/" + name] = Array(text.utf8) }
        return load(files: files, root: root)
    }

    /// Parses and decodes one bundle's files (given in path order) and checks bundle-level rules; also returns
    /// the files that could not be parsed or decoded at all.
    static func loadBundle(
        product: String, directory: String, files: [(path: String, bytes: [UInt8])], foreign: ForeignSources? = nil
    ) -> (SpecBundle, [Diagnostic], unread: [(path: String, bytes: [UInt8])]) {
        var diagnostics: [Diagnostic] = []
        var decoded: [SpecFile] = []
        var unread: [(path: String, bytes: [UInt8])] = []
        var schemaDocuments: [SchemaDocument] = []
        let parser = JSONParser()
        for (path, bytes) in files {
            let parsed = parser.parse(bytes, file: path)
            diagnostics += parsed.diagnostics
            guard let root = parsed.root else {
                unread.append((path, bytes))
                continue
            }
            if SchemaDocument.isSchemaFile(path) {
                let relative = path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
                schemaDocuments.append(SchemaDocument(file: path, relativePath: relative, root: root))
                continue
            }
            let sink = DiagnosticSink(file: path)
            if let file = SpecDecoder(sink: sink, foreign: foreign).decode(root, expectedProduct: product) {
                decoded.append(file)
            } else {
                unread.append((path, bytes))
            }
            diagnostics += sink.diagnostics
        }
        let productFiles = decoded.filter { $0.kind == .product }
        if productFiles.isEmpty {
            diagnostics.append(
                .error(
                    SpecDiagnosticCode.missingProductFile.rawValue,
                    "product \"\(product)\" has no file of kind \"product\"; add \(directory)/product.json",
                    file: directory))
        }
        if let first = productFiles.first {
            for extra in productFiles.dropFirst() {
                diagnostics.append(
                    .error(
                        SpecDiagnosticCode.duplicateProductFile.rawValue,
                        "second file of kind \"product\"; a bundle has exactly one, first in \(first.path)",
                        file: extra.path,
                        at: .start, pointer: "",
                        related: [.init(message: "first product file", file: first.path, location: .start)]))
            }
        }
        var bundle = SpecBundle(product: product, directory: directory, files: decoded)
        bundle.schemaDocuments = schemaDocuments
        for (pattern, reason) in bundle.patterns.invalid {
            diagnostics.append(
                .error(
                    SpecDiagnosticCode.invalidPattern.rawValue, reason, file: pattern.pattern.origin.file,
                    at: pattern.pattern.origin.location, pointer: pattern.pattern.origin.pointer))
        }
        // Malformed and inverted ranges are kept as `.invalidRange` references; lint reports them
        // (`lint.invalid-range`, `lint.inverted-range`), so they are not reported twice.
        return (bundle, diagnostics, unread)
    }

    /// `root` joined with a relative path; a root of `""` or `"."` adds nothing, a trailing `/` is not doubled.
    static func join(_ root: String, _ relative: String) -> String { ProjectLayout.joined(root, relative) }
}
