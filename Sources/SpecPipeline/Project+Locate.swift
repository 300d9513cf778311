import Foundation
import SpecModel

extension Project {
    /// The project a spec folder names (`--spec`), by what the folder holds:
    ///
    /// 1. a `product.json` file: one product folder; its parent is the spec root and the project is restricted
    ///    to that product (`Spec/my-product`);
    /// 2. a `Spec/` folder: a project root; the spec root is its `Spec/` (`.`, `~/work/my-app`);
    /// 3. anything else: a spec root holding one folder per product (`Spec`, the default).
    ///
    /// The traceability root is `traceability` when given, else the `Traceability/` folder beside the spec root
    /// (`Traceability` for `Spec`, `my-app/Traceability` for `my-app/Spec`). Relative paths stay relative to
    /// `workingDirectory`, so diagnostics read as they were typed.
    package static func locate(spec: String?, traceability: String?, workingDirectory: String) -> Project {
        let given = trimmed(spec ?? "Spec")
        let probe = Project(workingDirectory: workingDirectory)
        var specRoot = given
        var product: String?
        if isFile(probe.resolve(ProjectLayout.joined(given, "product.json"))) {
            let name = lastComponent(of: standardized(probe.resolve(given)))
            let folder = parent(of: given)
            specRoot = folder.isEmpty ? "." : folder
            product = name
        } else if isFolder(probe.resolve(ProjectLayout.joined(given, "Spec"))) {
            specRoot = ProjectLayout.joined(given, "Spec")
        }
        return Project(
            specRoot: specRoot,
            traceabilityRoot: traceability ?? ProjectLayout.joined(parent(of: specRoot), "Traceability"),
            workingDirectory: workingDirectory, product: product)
    }

    /// `path` without trailing slashes (`/` stays `/`).
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }

    /// The folder holding `path`, as typed: `""` for a single relative component, `..` for `.`.
    static func parent(of path: String) -> String {
        if path == "." { return ".." }
        if path == ".." || path.hasSuffix("/..") { return path + "/.." }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// An absolute path with `.` and `..` components resolved.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func isFolder(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    static func isFile(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory.boolValue
    }
}
