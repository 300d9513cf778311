import Foundation

/// Errors from the fake file system.
package enum FileSystemError: Error, Equatable, Sendable {
    case writeFailed(String)
    case notFound(String)
    case diskFull
}

/// An in-memory file system with fault injection: failed writes, disk full, corrupted bytes and files the
/// OS deletes under storage pressure. Paths are "/"-separated strings; directories are implicit prefixes.
package final class FakeFileSystem {
    private(set) var files: [String: [UInt8]] = [:]
    /// How many times each path was corrupted (``corrupt(_:)``).
    private var corruptions: [String: Int] = [:]
    /// Every write to a path with one of these prefixes fails.
    package var failingWritePrefixes: Set<String> = []
    /// Remaining successful writes before every write fails with `diskFull` (`nil` = unlimited).
    package var writesBeforeDiskFull: Int?

    /// Creates an empty file system.
    package init() {}

    /// Writes a whole file.
    package func write(_ path: String, _ bytes: [UInt8]) throws {
        if failingWritePrefixes.contains(where: { path.hasPrefix($0) }) { throw FileSystemError.writeFailed(path) }
        if let budget = writesBeforeDiskFull {
            guard budget > 0 else { throw FileSystemError.diskFull }
            writesBeforeDiskFull = budget - 1
        }
        files[path] = bytes
    }

    /// Appends to a file (creating it).
    package func append(_ path: String, _ bytes: [UInt8]) throws {
        try write(path, (files[path] ?? []) + bytes)
    }

    /// Reads a whole file.
    package func read(_ path: String) -> [UInt8]? { files[path] }

    /// Whether a file exists.
    package func exists(_ path: String) -> Bool { files[path] != nil }

    /// Size of a file, 0 when absent.
    package func size(_ path: String) -> Int { files[path]?.count ?? 0 }

    /// Removes one file.
    package func remove(_ path: String) { files.removeValue(forKey: path) }

    /// Removes every file under a directory.
    package func removeDirectory(_ directory: String) {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for key in files.keys where key.hasPrefix(prefix) { files.removeValue(forKey: key) }
    }

    /// Files under a directory, sorted.
    package func list(_ directory: String) -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Renames a directory atomically: either every file moves or nothing does.
    package func moveDirectory(_ from: String, to: String) throws {
        let fromPrefix = from.hasSuffix("/") ? from : from + "/"
        let toPrefix = to.hasSuffix("/") ? to : to + "/"
        if failingWritePrefixes.contains(where: { toPrefix.hasPrefix($0) }) { throw FileSystemError.writeFailed(to) }
        let moving = files.filter { $0.key.hasPrefix(fromPrefix) }
        guard !moving.isEmpty else { throw FileSystemError.notFound(from) }
        removeDirectory(to)
        for (key, value) in moving {
            files.removeValue(forKey: key)
            files[toPrefix + key.dropFirst(fromPrefix.count)] = value
        }
    }

    // MARK: fault injection

    /// Flips one byte of a file (corrupted storage). Each corruption of a path flips the byte after the one the last
    /// flipped, so corrupting a file twice leaves it corrupted (flipping the same byte again restored it: two checksum
    /// mismatches in a row read as none).
    package func corrupt(_ path: String) {
        guard var bytes = files[path], !bytes.isEmpty else { return }
        let flipped = corruptions[path, default: 0]
        bytes[(bytes.count / 2 + flipped) % bytes.count] ^= 0xFF
        corruptions[path] = flipped + 1
        files[path] = bytes
    }

    /// The OS deletes a directory's files under storage pressure (the app is not told).
    package func osEvict(_ directory: String) { removeDirectory(directory) }

    /// Total bytes stored under a directory.
    package func bytes(under directory: String) -> Int { list(directory).reduce(0) { $0 + size($1) } }
}
