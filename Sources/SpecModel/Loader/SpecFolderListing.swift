import Foundation

/// What a spec root on disk holds: the `*.json` files the loader reads, and the product folders (the root's
/// sub-folders other than `schema/` and hidden ones) with what they hold, so that an empty root, or a product
/// folder without JSON (a YAML spec, say), is reported instead of loading as nothing.
struct SpecFolderListing {
    /// The relative paths of every `*.json` file under the product folders and the root itself, sorted.
    private(set) var jsonFiles: [String] = []
    /// Every product folder's name, sorted.
    private(set) var productFolders: [String] = []
    /// The product folders holding a `*.json` file.
    private var foldersWithJSON: Set<String> = []
    /// YAML files (`*.yaml`, `*.yml`) by the product folder they are in (`""` for the root), sorted.
    private var yamlFiles: [String: [String]] = [:]
    /// Files in product folders the loader never reads (neither JSON nor Markdown documentation), relative, sorted.
    private var ignoredFiles: [String] = []

    /// Lists `root` (a folder on disk); with `only`, just those product folders.
    init(root: String, only: [String]?, diagnostics: inout [Diagnostic]) {
        let fm = FileManager.default
        guard let top = try? fm.contentsOfDirectory(atPath: root) else {
            diagnostics.append(.error(SpecDiagnosticCode.readFailed.rawValue, "cannot list folder", file: root))
            return
        }
        for name in top.sorted() where !name.hasPrefix(".") && name != SpecLoader.schemaFolder {
            if let only, !only.contains(name) { continue }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                note(name, folder: "")
                continue
            }
            productFolders.append(name)
            guard let enumerator = fm.enumerator(atPath: root + "/" + name) else { continue }
            while let item = enumerator.nextObject() as? String {
                if item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                var isFolder: ObjCBool = false
                if fm.fileExists(atPath: root + "/" + name + "/" + item, isDirectory: &isFolder), isFolder.boolValue {
                    continue
                }
                note(name + "/" + item, folder: name)
            }
        }
        jsonFiles.sort()
    }

    private mutating func note(_ relative: String, folder: String) {
        if relative.hasSuffix(".json") {
            jsonFiles.append(relative)
            foldersWithJSON.insert(folder)
        } else {
            if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
                yamlFiles[folder, default: []].append(relative)
            }
            if !folder.isEmpty && !relative.hasSuffix(".md") { ignoredFiles.append(relative) }
        }
    }

    /// An error for a root without product folders (`spec.no-spec-files`) and one for each product folder without
    /// a `*.json` file (`spec.empty-product-folder`); `root` as given, `absoluteRoot` as it was found on disk.
    func problems(root: String, absoluteRoot: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if productFolders.isEmpty {
            problems.append(
                .error(
                    SpecDiagnosticCode.noSpecFiles.rawValue,
                    "no spec files under \(absoluteRoot): expected product folders with product.json "
                        + "(\(absoluteRoot)/<product>/product.json)\(yamlHint(""))",
                    file: root))
        }
        for folder in productFolders where !foldersWithJSON.contains(folder) {
            let hint =
                yamlHint(folder).isEmpty
                ? "; add \(SpecLoader.join(root, folder))/product.json (docs/SPEC-FORMAT.md)" : yamlHint(folder)
            problems.append(
                .error(
                    SpecDiagnosticCode.emptyProductFolder.rawValue,
                    "product folder \(absoluteRoot)/\(folder) has no .json spec file\(hint)",
                    file: SpecLoader.join(root, folder)))
        }
        // In a folder that has JSON, a file of another kind (a features.yaml beside features.json) is named, never
        // silently skipped; Markdown (a README) is documentation and is left alone.
        for file in ignoredFiles.sorted() where foldersWithJSON.contains(String(file.prefix { $0 != "/" })) {
            problems.append(
                .warning(
                    SpecDiagnosticCode.ignoredFile.rawValue,
                    "\((file as NSString).lastPathComponent) is not read: spec files are JSON (*.json, docs/SPEC-FORMAT.md); convert it or move it out of the spec root",
                    file: SpecLoader.join(root, file)))
        }
        return problems
    }

    /// A hint naming the YAML files found in `folder`, if any: spec files are JSON.
    private func yamlHint(_ folder: String) -> String {
        guard let files = yamlFiles[folder], !files.isEmpty else { return "" }
        let shown = files.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        return
            "; found \(shown)\(files.count > 3 ? ", …" : ""): spec files are JSON (docs/SPEC-FORMAT.md), such as product.json"
    }
}
