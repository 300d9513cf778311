import Foundation

/// `POST /functions/sync-progress` input (§7.6.2).
public struct SyncProgressRequest: Equatable, Sendable {
    public let artworkID: String
    public let artworkVersion: Int
    public let completedRegions: ProgressBitset
    public let completedCount: Int
    public let lastSelectedColourID: Int?
    public let lastPlayedAt: Int
}

/// A server `user_artwork_progress` row.
public struct ServerProgressRow: Equatable, Sendable {
    public let artworkID: String
    public let artworkVersion: Int
    public let completedRegions: ProgressBitset
    public let lastSelectedColourID: Int?

    /// Creates a row.
    public init(artworkID: String, artworkVersion: Int, completedRegions: ProgressBitset, lastSelectedColourID: Int?) {
        self.artworkID = artworkID
        self.artworkVersion = artworkVersion
        self.completedRegions = completedRegions
        self.lastSelectedColourID = lastSelectedColourID
    }
}

/// The progress endpoints the Progress module depends on.
public protocol ProgressSyncAPI: AnyObject {
    /// Sends local progress; the server merges by bitset union and returns the merged row.
    func syncProgress(userID: String, _ request: SyncProgressRequest) throws(RemoteError) -> ServerProgressRow
    /// `GET /user_artwork_progress`: the user's own rows only.
    func fetchProgress(userID: String) throws(RemoteError) -> [ServerProgressRow]
}
