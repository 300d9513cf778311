import Foundation

/// `oands bundle validate`: structure, geometry, palette (incl. colour vision), accessibility, metadata.
package struct BundleValidator: Sendable {
    /// Assumption: a region smaller than 0.002 % of the canvas cannot be tapped: error.
    package static let tinyRegionErrorFraction = 0.00002
    /// Assumption: a region smaller than 0.01 % of the canvas is hard to tap: warning.
    package static let tinyRegionWarnFraction = 0.0001
    /// Assumption: two palette colours closer than ΔE76 = 3 under any simulated vision are indistinguishable: error.
    package static let colourVisionErrorDeltaE = 3.0
    /// Assumption: closer than ΔE76 = 10 under a simulated deficiency is hard to tell apart: warning.
    package static let colourVisionWarnDeltaE = 10.0
    /// Allowed difficulty values (assumption).
    package static let difficulties: Set<String> = ["easy", "medium", "hard"]

    /// Creates a validator.
    package init() {}

    /// Validates bundle files (name → bytes).
    package func validate(files: [String: [UInt8]]) -> ValidationReport {
        var out: [ValidationEntry] = []
        let missing = BundleManifest.requiredFiles.filter { files[$0] == nil }
        for name in missing {
            out.append(
                .init(.error, "structure.missing_file", "bundle is missing \(name); re-run oands bundle generate"))
        }
        if missing.isEmpty { out.append(.init(.pass, "structure.files", "all required files present")) }
        guard let manifestBytes = files["manifest.json"], let manifest = BundleManifest.decode(manifestBytes) else {
            out.append(
                .init(
                    .error, "metadata.manifest_invalid",
                    "manifest.json is missing or not valid json with every required field"))
            return ValidationReport(entries: out)
        }
        out += metadata(manifest, files: files)
        guard let payload = files["regions.bin.br"] else { return ValidationReport(entries: out) }
        if SHA256.hex(payload) != manifest.checksum {
            out.append(
                .init(
                    .error, "structure.checksum_mismatch",
                    "manifest checksum does not match regions.bin.br; regenerate the bundle"))
        } else {
            out.append(.init(.pass, "structure.checksum", "checksum matches regions.bin.br"))
        }
        let geometry: ArtworkGeometry
        do {
            geometry = try CLRXCodec.decode(try BrotliStored.decode(payload))
        } catch {
            out.append(
                .init(
                    .error, "geometry.payload_invalid",
                    "regions.bin.br cannot be decoded (\(error)); check for open paths or out-of-canvas points"))
            return ValidationReport(entries: out)
        }
        out += self.geometry(geometry, manifest: manifest)
        out += palette(geometry)
        return ValidationReport(entries: out)
    }

    func metadata(_ m: BundleManifest, files: [String: [UInt8]]) -> [ValidationEntry] {
        var out: [ValidationEntry] = []
        let required: [(String, Bool)] = [
            ("id", !m.id.isEmpty), ("slug", !m.slug.isEmpty),
            ("title", !m.title.trimmingCharacters(in: .whitespaces).isEmpty),
            ("artist", !m.artist.isEmpty), ("themes", !m.themes.isEmpty), ("version", m.version >= 1),
        ]
        for (field, ok) in required where !ok {
            out.append(.init(.error, "metadata.missing_field", "manifest field \(field) is required"))
        }
        if !BundleValidator.difficulties.contains(m.difficulty) {
            out.append(.init(.error, "metadata.invalid_difficulty", "difficulty must be one of easy, medium, hard"))
        }
        if let version = files["version.txt"],
            String(decoding: version, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                != String(m.version)
        {
            out.append(
                .init(.error, "metadata.version_mismatch", "version.txt does not match manifest version \(m.version)"))
        }
        if out.isEmpty { out.append(.init(.pass, "metadata.required", "required metadata present")) }
        return out
    }

    func geometry(_ g: ArtworkGeometry, manifest: BundleManifest) -> [ValidationEntry] {
        var out: [ValidationEntry] = []
        if g.regions.count != manifest.regionCount {
            out.append(
                .init(
                    .error, "geometry.region_count",
                    "manifest regionCount \(manifest.regionCount) but payload has \(g.regions.count) regions"))
        }
        if g.regions.isEmpty { out.append(.init(.error, "geometry.no_regions", "artwork has no fillable regions")) }
        let canvasArea = g.width * g.height
        for region in g.regions {
            if region.area < canvasArea * BundleValidator.tinyRegionErrorFraction {
                out.append(
                    .init(
                        .error, "geometry.tiny_region",
                        "region \(region.index) is too small to tap; merge it into a neighbour"))
            } else if region.area < canvasArea * BundleValidator.tinyRegionWarnFraction {
                out.append(
                    .init(
                        .warn, "geometry.small_region",
                        "region \(region.index) is small; confirm snap assistance is acceptable"))
            }
        }
        if !out.contains(where: { $0.severity == .error }) {
            out.append(.init(.pass, "geometry.regions", "\(g.regions.count) regions valid"))
        }
        return out
    }

    func palette(_ g: ArtworkGeometry) -> [ValidationEntry] {
        var out: [ValidationEntry] = []
        if g.palette.count != Set(g.palette.map(\.number)).count {
            out.append(.init(.error, "palette.duplicate_number", "two swatches share a number; numbers must be unique"))
        }
        for colour in g.palette where colour.name.trimmingCharacters(in: .whitespaces).isEmpty {
            out.append(
                .init(
                    .error, "accessibility.missing_colour_name",
                    "colour \(colour.number) needs a name for screen readers"))
        }
        let used = Set(g.regions.map(\.colourID))
        for colour in g.palette where !used.contains(colour.id) {
            out.append(.init(.warn, "palette.unused_colour", "colour \(colour.number) is not used by any region"))
        }
        for i in g.palette.indices {
            for j in g.palette.indices where j > i {
                let a = g.palette[i]
                let b = g.palette[j]
                let worst = ColourVision.allCases.map { ($0, $0.deltaE(a, b)) }.min { $0.1 < $1.1 }
                guard let (vision, delta) = worst else { continue }
                if delta < BundleValidator.colourVisionErrorDeltaE {
                    out.append(
                        .init(
                            .error, "palette.colour_vision",
                            "colours \(a.number) and \(b.number) are indistinguishable under \(vision.rawValue); change one"
                        ))
                } else if delta < BundleValidator.colourVisionWarnDeltaE && vision != .normal {
                    out.append(
                        .init(
                            .warn, "palette.colour_vision",
                            "colours \(a.number) and \(b.number) are hard to tell apart under \(vision.rawValue); numbers and patterns must carry them"
                        ))
                }
            }
        }
        if !out.contains(where: { $0.severity != .pass }) {
            out.append(.init(.pass, "palette.accessible", "palette passes colour-vision simulation"))
        }
        return out
    }
}
