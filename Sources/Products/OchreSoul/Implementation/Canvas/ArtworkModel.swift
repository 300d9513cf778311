import Foundation

/// One palette colour of an artwork.
public struct PaletteColour: Equatable, Sendable {
    /// Colour ID referenced by regions.
    public let id: Int
    /// The number printed in regions and on the swatch.
    public let number: Int
    /// Human colour name, announced by assistive technologies.
    public let name: String
    public let red: UInt8, green: UInt8, blue: UInt8

    /// Creates a colour.
    public init(id: Int, number: Int, name: String, red: UInt8, green: UInt8, blue: UInt8) {
        self.id = id
        self.number = number
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// One fillable region: its index in the fixed region index, its colour and its outline.
public struct RegionShape: Equatable, Sendable {
    /// Index in the bitset.
    public let index: Int
    /// Colour that fills it.
    public let colourID: Int
    /// Outer ring first, then holes.
    public let rings: [[Point]]
    /// Bounding box.
    public let bounds: Rect
    /// Area in canvas units.
    public let area: Double

    /// Creates a region; `nil` when it has no ring of at least three points.
    public init?(index: Int, colourID: Int, rings: [[Point]]) {
        guard let outer = rings.first, outer.count >= 3, let box = Rect(bounding: outer) else { return nil }
        self.index = index
        self.colourID = colourID
        self.rings = rings
        bounds = box
        area = PolygonMath.area(rings)
    }
}

/// A decoded region payload (CLRX v1): canvas size, palette and regions.
public struct ArtworkGeometry: Equatable, Sendable {
    public let width: Double
    public let height: Double
    public let palette: [PaletteColour]
    public let regions: [RegionShape]

    /// Creates a geometry.
    public init(width: Double, height: Double, palette: [PaletteColour], regions: [RegionShape]) {
        self.width = width
        self.height = height
        self.palette = palette
        self.regions = regions
    }

    /// Canvas bounds.
    public var bounds: Rect { Rect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// A fingerprint of the region mapping (index → colour and outline), used by version review.
    public var mappingFingerprint: String {
        var w = ByteWriter()
        w.u32(UInt32(truncatingIfNeeded: regions.count))
        for region in regions {
            w.u32(UInt32(truncatingIfNeeded: region.colourID))
            for ring in region.rings {
                for p in ring {
                    w.f32(Float(p.x))
                    w.f32(Float(p.y))
                }
            }
        }
        return SHA256.hex(w.bytes)
    }
}
