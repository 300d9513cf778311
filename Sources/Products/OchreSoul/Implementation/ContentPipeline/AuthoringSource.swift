import Foundation

/// One authored path: a region outline in a colour. `closed` false is an open path (a validator error).
public struct SourcePath: Codable, Equatable, Sendable {
    public var colour: Int
    public var closed: Bool
    public var points: [[Double]]

    /// Creates a path.
    public init(colour: Int, closed: Bool = true, points: [[Double]]) {
        self.colour = colour
        self.closed = closed
        self.points = points
    }
}

/// The vector/segmentation source file (assumption: JSON; the document names the file, not its format).
public struct SourceVector: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var paths: [SourcePath]

    /// Creates a source.
    public init(width: Int, height: Int, paths: [SourcePath]) {
        self.width = width
        self.height = height
        self.paths = paths
    }
}

/// The metadata file.
public struct SourceMetadata: Codable, Equatable, Sendable {
    public var id: String
    public var slug: String
    public var title: String
    public var themes: [String]
    public var difficulty: String
    public var premium: Bool
    public var artist: String
    public var version: Int

    /// Creates metadata.
    public init(
        id: String, slug: String, title: String, themes: [String], difficulty: String = "easy", premium: Bool = false,
        artist: String = "Artist", version: Int = 1
    ) {
        self.id = id
        self.slug = slug
        self.title = title
        self.themes = themes
        self.difficulty = difficulty
        self.premium = premium
        self.artist = artist
        self.version = version
    }
}

/// One palette file entry: `hex` is "#RRGGBB".
public struct SourceSwatch: Codable, Equatable, Sendable {
    public var id: Int
    public var number: Int
    public var name: String
    public var hex: String

    /// Creates a swatch.
    public init(id: Int, number: Int, name: String, hex: String) {
        self.id = id
        self.number = number
        self.name = name
        self.hex = hex
    }
}
