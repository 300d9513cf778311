import Foundation

/// Generated sample artworks for fakes, harnesses and tests: a grid of square regions (plus optional tiny
/// regions) with a small accessible palette, packaged as a real CLRX v1 bundle.
package struct SampleArtwork: Sendable {
    package let row: CatalogueRow
    package let files: [String: [UInt8]]
    package let geometry: ArtworkGeometry

    /// Default palette: four well-separated colours.
    package static let palette: [PaletteColour] = [
        PaletteColour(id: 1, number: 1, name: "Ochre", red: 204, green: 119, blue: 34),
        PaletteColour(id: 2, number: 2, name: "Deep Blue", red: 20, green: 40, blue: 140),
        PaletteColour(id: 3, number: 3, name: "Cream", red: 250, green: 240, blue: 210),
        PaletteColour(id: 4, number: 4, name: "Charcoal", red: 40, green: 40, blue: 40),
    ]

    /// Builds a sample of `columns × rows` square regions of `cell` units; colour cycles through the palette.
    /// `tinyRegions` adds that many 2×2 regions in the gutter below the grid (for snap tests); `palette` replaces the
    /// default colours.
    package static func make(
        id: String, slug: String, columns: Int = 4, rows: Int = 3, cell: Double = 100, version: Int = 1,
        premium: Bool = false, packID: String? = nil, themes: [String] = ["coastal"], audiences: [String] = ["self"],
        isStarter: Bool = false, tinyRegions: Int = 0, colourShift: Int = 0, published: Bool = true,
        palette: [PaletteColour] = SampleArtwork.palette
    ) -> SampleArtwork {
        var regions: [RegionShape] = []
        let gutter = 40.0
        let width = Double(columns) * cell
        let height = Double(rows) * cell + (tinyRegions > 0 ? gutter : 0)
        for r in 0..<rows {
            for c in 0..<columns {
                let x = Double(c) * cell
                let y = Double(r) * cell
                let colour = palette[(regions.count + colourShift) % palette.count].id
                let ring = [Point(x, y), Point(x + cell, y), Point(x + cell, y + cell), Point(x, y + cell)]
                if let shape = RegionShape(index: regions.count, colourID: colour, rings: [ring]) {
                    regions.append(shape)
                }
            }
        }
        for t in 0..<tinyRegions {
            let x = 20.0 + Double(t) * 30
            let y = Double(rows) * cell + 20
            let ring = [Point(x, y), Point(x + 2, y), Point(x + 2, y + 2), Point(x, y + 2)]
            if let shape = RegionShape(index: regions.count, colourID: palette[t % palette.count].id, rings: [ring]) {
                regions.append(shape)
            }
        }
        let geometry = ArtworkGeometry(width: width, height: height, palette: palette, regions: regions)
        let payload = BrotliStored.encode(CLRXCodec.encode(geometry))
        let checksum = SHA256.hex(payload)
        let manifest = BundleManifest(
            id: id, slug: slug, title: "Sample \(slug)", themes: themes, difficulty: "easy", regionCount: regions.count,
            paletteSize: palette.count, premium: premium, version: version,
            canvas: .init(width: Int(width), height: Int(height)),
            files: BundleManifest.requiredFiles, artist: "Sample Artist", checksum: checksum)
        let files: [String: [UInt8]] = [
            "manifest.json": manifest.jsonBytes, "regions.bin.br": payload,
            "preview.webp": BundleGenerator.placeholderWebP(slug + "/preview"),
            "thumbnail.webp": BundleGenerator.placeholderWebP(slug + "/thumbnail"),
            "version.txt": Array("\(version)\n".utf8),
        ]
        let row = CatalogueRow(
            id: id, slug: slug, title: "Sample \(slug)", themes: themes, audiences: audiences,
            regionCount: regions.count,
            premium: premium, packID: packID, version: version, checksum: checksum, artist: "Sample Artist",
            isPublished: published, isStarter: isStarter)
        return SampleArtwork(row: row, files: files, geometry: geometry)
    }
}
