import Foundation

/// `POST /functions/sync-progress` input (§7.6.2).
package struct SyncProgressRequest: Equatable, Sendable {
    package let artworkID: String
    package let artworkVersion: Int
    package let completedRegions: ProgressBitset
    package let completedCount: Int
    package let lastSelectedColourID: Int?
    package let lastPlayedAt: Int
}

/// A server `user_artwork_progress` row.
package struct ServerProgressRow: Equatable, Sendable {
    package let artworkID: String
    package let artworkVersion: Int
    package let completedRegions: ProgressBitset
    package let lastSelectedColourID: Int?

    /// Creates a row.
    package init(artworkID: String, artworkVersion: Int, completedRegions: ProgressBitset, lastSelectedColourID: Int?) {
        self.artworkID = artworkID
        self.artworkVersion = artworkVersion
        self.completedRegions = completedRegions
        self.lastSelectedColourID = lastSelectedColourID
    }
}

/// The progress endpoints the Progress module depends on.
package protocol ProgressSyncAPI: AnyObject {
    /// Sends local progress; the server merges by bitset union and returns the merged row.
    func syncProgress(userID: String, _ request: SyncProgressRequest) throws(RemoteError) -> ServerProgressRow
    /// `GET /user_artwork_progress`: the user's own rows only.
    func fetchProgress(userID: String) throws(RemoteError) -> [ServerProgressRow]
}
