import Foundation

/// Catalogue endpoints (`GET /artworks`, `GET /artworks/{slug}`, `GET /content_packs`).
package protocol CatalogueAPI: AnyObject {
    /// Artwork rows filtered by RLS for the caller's role.
    func fetchArtworks(userID: String?, role: String) throws(RemoteError) -> [CatalogueRow]
    /// One artwork row; drafts only for permitted roles.
    func fetchArtwork(slug: String, userID: String?, role: String) throws(RemoteError) -> CatalogueRow
    /// Published content packs.
    func fetchContentPacks() throws(RemoteError) -> [ContentPack]
}
