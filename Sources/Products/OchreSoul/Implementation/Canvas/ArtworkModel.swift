import Foundation

/// One palette colour of an artwork.
package struct PaletteColour: Equatable, Sendable {
    /// Colour ID referenced by regions.
    package let id: Int
    /// The number printed in regions and on the swatch.
    package let number: Int
    /// Human colour name, announced by assistive technologies.
    package let name: String
    package let red: UInt8, green: UInt8, blue: UInt8

    /// Creates a colour.
    package init(id: Int, number: Int, name: String, red: UInt8, green: UInt8, blue: UInt8) {
        self.id = id
        self.number = number
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// One fillable region: its index in the fixed region index, its colour and its outline.
package struct RegionShape: Equatable, Sendable {
    /// Index in the bitset.
    package let index: Int
    /// Colour that fills it.
    package let colourID: Int
    /// Outer ring first, then holes.
    package let rings: [[Point]]
    /// Bounding box.
    package let bounds: Rect
    /// Area in canvas units.
    package let area: Double

    /// Creates a region; `nil` when it has no ring of at least three points.
    package init?(index: Int, colourID: Int, rings: [[Point]]) {
        guard let outer = rings.first, outer.count >= 3, let box = Rect(bounding: outer) else { return nil }
        self.index = index
        self.colourID = colourID
        self.rings = rings
        bounds = box
        area = PolygonMath.area(rings)
    }
}

/// A decoded region payload (CLRX v1): canvas size, palette and regions.
package struct ArtworkGeometry: Equatable, Sendable {
    package let width: Double
    package let height: Double
    package let palette: [PaletteColour]
    package let regions: [RegionShape]

    /// Creates a geometry.
    package init(width: Double, height: Double, palette: [PaletteColour], regions: [RegionShape]) {
        self.width = width
        self.height = height
        self.palette = palette
        self.regions = regions
    }

    /// Canvas bounds.
    package var bounds: Rect { Rect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// A fingerprint of the region mapping (index → colour and outline), used by version review.
    package var mappingFingerprint: String {
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
