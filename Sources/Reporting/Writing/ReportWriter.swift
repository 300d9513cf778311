import Foundation

/// Writes rendered reports: each file atomically (a temporary file in the same folder, then a rename), never inside
/// a `Spec/` folder, so a run never modifies its inputs and a reader never sees half a report.
package struct ReportWriter: Sendable {
    /// Why reports could not be written.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The target folder is or is inside a folder named `Spec`.
        case insideSpecFolder(String)
        /// A file name with a path separator or that is empty, `.` or `..`.
        case invalidFileName(String)
        case writeFailed(path: String, reason: String)

        package var description: String {
            switch self {
            case .insideSpecFolder(let path): "refusing to write reports inside a Spec folder: \(path)"
            case .invalidFileName(let name): "invalid report file name \"\(name)\""
            case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    package init() {}

    /// Writes `reports` into `directory` (created when missing); returns the written paths in order.
    @discardableResult
    package func write(_ reports: [RenderedReport], into directory: String) throws(Failure) -> [String] {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        if Self.isInsideSpecFolder(folder) { throw .insideSpecFolder(directory) }
        for report in reports {
            let name = report.fileName
            if name.isEmpty || name == "." || name == ".." || name.contains("/") { throw .invalidFileName(name) }
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: folder.path, reason: error.localizedDescription)
        }
        var written: [String] = []
        for report in reports {
            let target = folder.appendingPathComponent(report.fileName)
            let temporary = folder.appendingPathComponent(
                ".\(report.fileName).\(ProcessInfo.processInfo.processIdentifier).tmp")
            do {
                try Data(report.contents.utf8).write(to: temporary)
            } catch {
                throw .writeFailed(path: temporary.path, reason: error.localizedDescription)
            }
            if rename(temporary.path, target.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw .writeFailed(path: target.path, reason: reason)
            }
            written.append(target.path)
        }
        return written
    }

    /// Whether `folder` (standardized, with symbolic links resolved where they exist) has a component named `Spec`.
    static func isInsideSpecFolder(_ folder: URL) -> Bool {
        let resolved = folder.resolvingSymlinksInPath()
        return folder.pathComponents.contains("Spec") || resolved.pathComponents.contains("Spec")
    }
}
