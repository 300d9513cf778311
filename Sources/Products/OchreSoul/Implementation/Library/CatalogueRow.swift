import Foundation

/// An `artworks` catalogue row as the API returns it.
package struct CatalogueRow: Equatable, Sendable {
    package var id: String
    package var slug: String
    package var title: String
    package var themes: [String]
    /// Audiences the artwork suits: "self", "child".
    package var audiences: [String]
    package var difficulty: String
    package var estimatedMinutes: Int
    package var regionCount: Int
    package var premium: Bool
    /// Content pack that unlocks it (premium only).
    package var packID: String?
    package var version: Int
    /// SHA-256 of `regions.bin.br` for `version`.
    package var checksum: String
    package var artist: String
    package var isPublished: Bool
    /// Cultural context text and whether review approved it.
    package var culturalContext: String?
    package var culturalContextApproved: Bool
    /// A remote "downloaded" hint some backends send; the library never trusts it.
    package var remoteDownloadedFlag: Bool
    /// Whether this is the onboarding starter artwork.
    package var isStarter: Bool

    /// Creates a row.
    package init(
        id: String, slug: String, title: String, themes: [String] = [], audiences: [String] = ["self"],
        difficulty: String = "easy", estimatedMinutes: Int = 10, regionCount: Int, premium: Bool = false,
        packID: String? = nil, version: Int = 1, checksum: String = "", artist: String = "Artist",
        isPublished: Bool = true, culturalContext: String? = nil, culturalContextApproved: Bool = false,
        remoteDownloadedFlag: Bool = false, isStarter: Bool = false
    ) {
        self.id = id
        self.slug = slug
        self.title = title
        self.themes = themes
        self.audiences = audiences
        self.difficulty = difficulty
        self.estimatedMinutes = estimatedMinutes
        self.regionCount = regionCount
        self.premium = premium
        self.packID = packID
        self.version = version
        self.checksum = checksum
        self.artist = artist
        self.isPublished = isPublished
        self.culturalContext = culturalContext
        self.culturalContextApproved = culturalContextApproved
        self.remoteDownloadedFlag = remoteDownloadedFlag
        self.isStarter = isStarter
    }

    /// Reference used by canvas and progress.
    package var ref: ArtworkRef { ArtworkRef(id: id, version: version, regionCount: regionCount, isStarter: isStarter) }
}
