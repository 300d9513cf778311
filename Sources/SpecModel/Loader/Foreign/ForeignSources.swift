import Foundation

/// How the loader reads the files spec files reference in place (`"from": {"file": ...}`), and what it read.
///
/// A path is the referencing spec file's folder joined with the reference's `file`, `.` and `..` resolved
/// (`Spec/shop/machines/checkout.json` + `../../../app/checkout.json` = `app/checkout.json`): relative to the same
/// place the spec root is relative to. Every file read is kept, for diagnostics with source lines.
package final class ForeignSources: @unchecked Sendable {
    private let reader: (String) -> [UInt8]?
    package private(set) var read: [String: [UInt8]] = [:]

    package init(reader: @escaping (String) -> [UInt8]?) {
        self.reader = reader
    }

    /// Files on disk, a relative path read from `base` (nil: the current directory).
    package static func disk(base: String?) -> ForeignSources {
        ForeignSources { path in
            let disk = if let base, !path.hasPrefix("/") { ProjectLayout.joined(base, path) } else { path }
            return FileManager.default.contents(atPath: disk).map { [UInt8]($0) }
        }
    }

    /// The bytes of `path`, or nil when it cannot be read.
    func bytes(_ path: String) -> [UInt8]? {
        if let known = read[path] { return known }
        let bytes = reader(path)
        if let bytes { read[path] = bytes }
        return bytes
    }

    /// `file` (relative to the folder of `specFile`, or absolute) with `.` and `..` resolved.
    static func resolve(_ file: String, from specFile: String) -> String {
        if file.hasPrefix("/") { return normalized(file) }
        let folder = specFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return normalized(folder.isEmpty ? file : folder + "/" + file)
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

extension ForeignSources {
    /// Files given in memory, keyed relative to `root` (as `SpecLoader.load(files:root:)` takes them).
    package static func inMemory(_ files: [String: [UInt8]], root: String) -> ForeignSources {
        let prefix = root.isEmpty || root == "." ? "" : normalized(root) + "/"
        return ForeignSources { path in
            guard path.hasPrefix(prefix) else { return nil }
            return files[String(path.dropFirst(prefix.count))]
        }
    }
}
