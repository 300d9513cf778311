import Foundation

/// Actionable errors from bundle generation.
package struct GenerationFailure: Error, Equatable, Sendable {
    package let entries: [ValidationEntry]
}

/// `oands bundle generate`: sources to a CLRX v1 bundle, all or nothing.
package struct BundleGenerator: Sendable {
    /// Creates a generator.
    package init() {}

    /// Builds the bundle files in memory, or returns actionable errors (nothing is produced then).
    package func build(
        vector: SourceVector, metadata: SourceMetadata, palette swatches: [SourceSwatch], lineArt: Bool = true
    ) -> Result<[String: [UInt8]], GenerationFailure> {
        var errors: [ValidationEntry] = []
        if vector.width <= 0 || vector.height <= 0 {
            errors.append(.init(.error, "source.canvas", "canvas width and height must be positive"))
        }
        if metadata.id.isEmpty || metadata.slug.isEmpty || metadata.title.isEmpty {
            errors.append(.init(.error, "source.metadata", "metadata needs id, slug and title"))
        }
        var palette: [PaletteColour] = []
        for s in swatches {
            guard let rgb = BundleGenerator.parseHex(s.hex) else {
                errors.append(
                    .init(.error, "source.palette_hex", "swatch \(s.number) has invalid colour \(s.hex); use #RRGGBB"))
                continue
            }
            if palette.contains(where: { $0.id == s.id }) {
                errors.append(.init(.error, "source.palette_duplicate", "swatch id \(s.id) appears twice"))
                continue
            }
            palette.append(
                PaletteColour(id: s.id, number: s.number, name: s.name, red: rgb.0, green: rgb.1, blue: rgb.2))
        }
        var regions: [RegionShape] = []
        var outlines: [(index: Int, ring: [Point])] = []
        for (i, path) in vector.paths.enumerated() {
            guard path.closed else {
                errors.append(.init(.error, "source.open_path", "path \(i) is open; close it in the vector source"))
                continue
            }
            guard palette.contains(where: { $0.id == path.colour }) else {
                errors.append(
                    .init(
                        .error, "source.unknown_colour",
                        "path \(i) uses colour \(path.colour) which is not in the palette"))
                continue
            }
            let points = path.points.compactMap { $0.count == 2 ? Point($0[0], $0[1]) : nil }
            let inside = points.allSatisfy {
                $0.x >= 0 && $0.y >= 0 && $0.x <= Double(vector.width) && $0.y <= Double(vector.height) && $0.x.isFinite
                    && $0.y.isFinite
            }
            guard points.count == path.points.count, inside,
                let shape = RegionShape(index: regions.count, colourID: path.colour, rings: [points])
            else {
                errors.append(
                    .init(.error, "source.invalid_path", "path \(i) needs at least three points inside the canvas"))
                continue
            }
            regions.append(shape)
            outlines.append((i, points))
        }
        errors += SegmentationCheck.errors(outlines)
        guard errors.isEmpty else { return .failure(GenerationFailure(entries: errors)) }
        let geometry = ArtworkGeometry(
            width: Double(vector.width), height: Double(vector.height), palette: palette, regions: regions)
        let payload = BrotliStored.encode(CLRXCodec.encode(geometry))
        var names = BundleManifest.requiredFiles
        if lineArt { names.append("line_art.svg") }
        let manifest = BundleManifest(
            id: metadata.id, slug: metadata.slug, title: metadata.title, themes: metadata.themes,
            difficulty: metadata.difficulty,
            regionCount: regions.count, paletteSize: palette.count, premium: metadata.premium,
            version: metadata.version,
            canvas: .init(width: vector.width, height: vector.height), files: names.sorted(), artist: metadata.artist,
            checksum: SHA256.hex(payload))
        var files: [String: [UInt8]] = [
            "manifest.json": manifest.jsonBytes,
            "regions.bin.br": payload,
            // Assumption/gap: previews are placeholders (a WebP container header and the slug); rasterising
            // artwork is outside this reference implementation.
            "preview.webp": BundleGenerator.placeholderWebP(metadata.slug + "/preview"),
            "thumbnail.webp": BundleGenerator.placeholderWebP(metadata.slug + "/thumbnail"),
            "version.txt": Array("\(metadata.version)\n".utf8),
        ]
        if lineArt { files["line_art.svg"] = BundleGenerator.svg(geometry) }
        return .success(files)
    }

    /// Builds and writes to `outputDirectory` atomically: a staging directory is promoted only when complete.
    package func generate(
        vector: SourceVector, metadata: SourceMetadata, palette: [SourceSwatch], outputDirectory: String,
        fileSystem: FakeFileSystem
    ) -> Result<[String], GenerationFailure> {
        switch build(vector: vector, metadata: metadata, palette: palette) {
        case .failure(let errors): return .failure(errors)
        case .success(let files):
            let staging = outputDirectory + ".partial"
            fileSystem.removeDirectory(staging)
            do {
                for name in files.keys.sorted() { try fileSystem.write(staging + "/" + name, files[name] ?? []) }
                try fileSystem.moveDirectory(staging, to: outputDirectory)
            } catch {
                fileSystem.removeDirectory(staging)
                return .failure(
                    GenerationFailure(entries: [
                        .init(
                            .error, "output.write_failed",
                            "could not write the bundle to \(outputDirectory); check free space and permissions")
                    ]))
            }
            return .success(files.keys.sorted())
        }
    }

    static func parseHex(_ hex: String) -> (UInt8, UInt8, UInt8)? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    static func placeholderWebP(_ tag: String) -> [UInt8] {
        let body = Array("WEBP".utf8) + Array(tag.utf8)
        var w = ByteWriter()
        w.raw(Array("RIFF".utf8))
        w.u32(UInt32(body.count))
        w.raw(body)
        return w.bytes
    }

    static func svg(_ g: ArtworkGeometry) -> [UInt8] {
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(g.width)) \(Int(g.height))\">"
        for region in g.regions {
            let d = region.rings.map { ring in "M" + ring.map { "\($0.x) \($0.y)" }.joined(separator: " L") + " Z" }
                .joined(separator: " ")
            s += "<path d=\"\(d)\" fill=\"none\" stroke=\"black\"/>"
        }
        return Array((s + "</svg>\n").utf8)
    }
}
