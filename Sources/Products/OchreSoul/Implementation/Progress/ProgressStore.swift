import Foundation

/// Errors of the local progress store.
package enum ProgressStoreError: Error, Equatable, Sendable {
    /// The local write failed; further progress writes are blocked until the user retries.
    case storage
    /// The write would un-complete regions of the same version.
    case nonMonotonic
}

/// The local progress table (Drift in production), one binary row per artwork.
package final class ProgressStore {
    private let fileSystem: FakeFileSystem
    /// `true` after a failed write: further progress writes are refused (§7.3.1 aha-moment error response).
    package private(set) var isBlocked = false

    /// Creates a store over `fileSystem`.
    package init(fileSystem: FakeFileSystem) { self.fileSystem = fileSystem }

    private func path(_ artworkID: String) -> String { "db/progress/" + artworkID }

    /// Loads the row for an artwork; a corrupted row reads as absent.
    package func load(_ artworkID: String) -> ProgressRow? {
        fileSystem.read(path(artworkID)).flatMap(ProgressRow.init(encoded:))
    }

    /// All stored rows, sorted by artwork ID.
    package func all() -> [ProgressRow] {
        fileSystem.list("db/progress").compactMap { fileSystem.read($0).flatMap(ProgressRow.init(encoded:)) }
            .sorted { $0.artworkID < $1.artworkID }
    }

    /// Saves a row. Same-version rows must only grow.
    package func save(_ row: ProgressRow) throws(ProgressStoreError) {
        guard !isBlocked else { throw .storage }
        if let existing = load(row.artworkID), existing.artworkVersion == row.artworkVersion,
            !row.completedRegions.isSuperset(of: existing.completedRegions)
        {
            throw .nonMonotonic
        }
        try write(row)
    }

    /// Replaces the row with one for a new bundle version: only on the user's explicit choice (§7.5 JRN-F08).
    package func replaceForNewVersion(_ row: ProgressRow) throws(ProgressStoreError) {
        guard !isBlocked else { throw .storage }
        try write(row)
    }

    private func write(_ row: ProgressRow) throws(ProgressStoreError) {
        do {
            try fileSystem.write(path(row.artworkID), row.encoded)
        } catch {
            isBlocked = true
            throw .storage
        }
    }

    /// The user retried after a storage error.
    package func clearStorageError() { isBlocked = false }
}
