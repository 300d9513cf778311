import Foundation

/// An `artworks` catalogue row as the API returns it.
public struct CatalogueRow: Equatable, Sendable {
    public var id: String
    public var slug: String
    public var title: String
    public var themes: [String]
    /// Audiences the artwork suits: "self", "child".
    public var audiences: [String]
    public var difficulty: String
    public var estimatedMinutes: Int
    public var regionCount: Int
    public var premium: Bool
    /// Content pack that unlocks it (premium only).
    public var packID: String?
    public var version: Int
    /// SHA-256 of `regions.bin.br` for `version`.
    public var checksum: String
    public var artist: String
    public var isPublished: Bool
    /// Cultural context text and whether review approved it.
    public var culturalContext: String?
    public var culturalContextApproved: Bool
    /// A remote "downloaded" hint some backends send; the library never trusts it.
    public var remoteDownloadedFlag: Bool
    /// Whether this is the onboarding starter artwork.
    public var isStarter: Bool

    /// Creates a row.
    public init(
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
    public var ref: ArtworkRef { ArtworkRef(id: id, version: version, regionCount: regionCount, isStarter: isStarter) }
}
