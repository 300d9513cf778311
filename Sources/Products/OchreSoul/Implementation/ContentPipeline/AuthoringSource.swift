import Foundation

/// One authored path: a region outline in a colour. `closed` false is an open path (a validator error).
package struct SourcePath: Codable, Equatable, Sendable {
    package var colour: Int
    package var closed: Bool
    package var points: [[Double]]

    /// Creates a path.
    package init(colour: Int, closed: Bool = true, points: [[Double]]) {
        self.colour = colour
        self.closed = closed
        self.points = points
    }
}

/// The vector/segmentation source file (assumption: JSON; the document names the file, not its format).
package struct SourceVector: Codable, Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var paths: [SourcePath]

    /// Creates a source.
    package init(width: Int, height: Int, paths: [SourcePath]) {
        self.width = width
        self.height = height
        self.paths = paths
    }
}

/// The metadata file.
package struct SourceMetadata: Codable, Equatable, Sendable {
    package var id: String
    package var slug: String
    package var title: String
    package var themes: [String]
    package var difficulty: String
    package var premium: Bool
    package var artist: String
    package var version: Int

    /// Creates metadata.
    package init(
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
package struct SourceSwatch: Codable, Equatable, Sendable {
    package var id: Int
    package var number: Int
    package var name: String
    package var hex: String

    /// Creates a swatch.
    package init(id: Int, number: Int, name: String, hex: String) {
        self.id = id
        self.number = number
        self.name = name
        self.hex = hex
    }
}
