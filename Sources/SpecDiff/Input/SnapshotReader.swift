import Foundation
import SpecModel

/// The files of one side of a diff: spec files and traceability files, read from a folder or from a git ref.
package struct Snapshot: Sendable {
    /// How the side was named (`Spec`, `git:origin/main`).
    package var label: String
    /// The spec root as it appears in origins (`Spec`, `base/Spec`).
    package var specRoot: String
    /// Spec files keyed by path relative to the spec root (`my-product/features.json`).
    package var specFiles: [String: [UInt8]]
    /// Traceability files keyed by path relative to the traceability root (`my-product/scenarios/SCN-1.json`).
    package var traceabilityFiles: [String: [UInt8]]
    /// The traceability root as it appears in diagnostics.
    package var traceabilityRoot: String
    /// Where the files spec files reference in place are read on this side (nil: from `specFiles` only).
    package var foreign: ForeignSources?

    package init(
        label: String, specRoot: String, specFiles: [String: [UInt8]], traceabilityRoot: String,
        traceabilityFiles: [String: [UInt8]] = [:], foreign: ForeignSources? = nil
    ) {
        self.foreign = foreign
        self.label = label
        self.specRoot = specRoot
        self.specFiles = specFiles
        self.traceabilityRoot = traceabilityRoot
        self.traceabilityFiles = traceabilityFiles
    }

    /// The snapshot's roots as a layout, which spells the paths of its files in origins and diagnostics (the files
    /// are read already: nothing is resolved on disk).
    package var layout: ProjectLayout { ProjectLayout(specRoot: specRoot, traceabilityRoot: traceabilityRoot) }
}

/// Why a side could not be read.
package struct SnapshotError: Error, Hashable, Sendable {
    package var message: String
}

/// Reads a side of a diff.
///
/// A folder that holds `Spec/` is a project root (its `Traceability/` is read too); any other folder is a spec root.
/// `git:<ref>` lists `Spec/` and `Traceability/` at the ref with `git ls-tree` and reads each file with `git show`,
/// from the working directory, so a CI job can diff a pull request against `git:origin/main`.
package enum SnapshotReader {
    package static func read(_ argument: String, workingDirectory: String) -> Result<Snapshot, SnapshotError> {
        if argument.hasPrefix("git:") {
            return readGit(ref: String(argument.dropFirst(4)), label: argument, workingDirectory: workingDirectory)
        }
        let disk = argument.hasPrefix("/") ? argument : workingDirectory + "/" + argument
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: disk, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(SnapshotError(message: "\(argument) is not a readable folder"))
        }
        var trimmed = argument
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        // Paths in findings stay relative to the working directory: `.` adds no prefix.
        let prefix = trimmed == "." ? "" : trimmed + "/"
        if FileManager.default.fileExists(atPath: disk + "/Spec", isDirectory: &isDirectory), isDirectory.boolValue {
            return .success(
                Snapshot(
                    label: argument, specRoot: prefix + "Spec", specFiles: files(under: disk + "/Spec"),
                    traceabilityRoot: prefix + "Traceability", traceabilityFiles: files(under: disk + "/Traceability"),
                    foreign: .disk(base: workingDirectory)))
        }
        return .success(
            Snapshot(
                label: argument, specRoot: trimmed, specFiles: files(under: disk), traceabilityRoot: "",
                traceabilityFiles: [:], foreign: .disk(base: workingDirectory)))
    }

    /// Every non-hidden `*.json` file under `folder`, keyed by relative path; none when the folder is missing.
    static func files(under folder: String) -> [String: [UInt8]] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        var out: [String: [UInt8]] = [:]
        while let item = enumerator.nextObject() as? String {
            guard item.hasSuffix(".json"), !item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
                continue
            }
            if let data = FileManager.default.contents(atPath: folder + "/" + item) { out[item] = [UInt8](data) }
        }
        return out
    }

    static func readGit(ref: String, label: String, workingDirectory: String) -> Result<Snapshot, SnapshotError> {
        guard !ref.isEmpty, !ref.hasPrefix("-") else {
            return .failure(SnapshotError(message: "\(label) names no git ref"))
        }
        let listed = git(["ls-tree", "-r", "--name-only", ref, "--", "Spec", "Traceability"], in: workingDirectory)
        guard listed.status == 0 else {
            let reason =
                String(decoding: listed.stderr, as: UTF8.self).split(separator: "\n").first.map(String.init)
                ?? "git failed"
            return .failure(SnapshotError(message: "cannot read \(label): \(reason)"))
        }
        var spec: [String: [UInt8]] = [:]
        var traceability: [String: [UInt8]] = [:]
        for path in String(decoding: listed.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        where path.hasSuffix(".json") {
            let shown = git(["show", "\(ref):\(path)"], in: workingDirectory)
            guard shown.status == 0 else { return .failure(SnapshotError(message: "cannot read \(path) at \(label)")) }
            if path.hasPrefix("Spec/") { spec[String(path.dropFirst(5))] = shown.stdout }
            if path.hasPrefix("Traceability/") { traceability[String(path.dropFirst(13))] = shown.stdout }
        }
        return .success(
            Snapshot(
                label: label, specRoot: "Spec", specFiles: spec, traceabilityRoot: "Traceability",
                traceabilityFiles: traceability,
                // Files referenced in place are read at the same ref (paths relative to the working directory).
                foreign: ForeignSources { path in
                    let shown = git(["show", "\(ref):./\(path)"], in: workingDirectory)
                    return shown.status == 0 ? shown.stdout : nil
                }))
    }

    static func git(_ arguments: [String], in directory: String) -> (status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (127, [], Array("cannot run git: \(error)".utf8)) }
        // Read before waiting so a large file cannot fill the pipe and block git.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](stdout), [UInt8](stderr))
    }
}
