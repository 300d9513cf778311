import Foundation

/// `manifest.json` of a CLRX v1 bundle (§7.6.1 Artwork manifest).
package struct BundleManifest: Codable, Equatable, Sendable {
    /// Canvas size.
    package struct Canvas: Codable, Equatable, Sendable {
        package var width: Int
        package var height: Int

        /// Creates a canvas size.
        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    package var id: String
    package var slug: String
    package var title: String
    package var themes: [String]
    package var difficulty: String
    package var regionCount: Int
    package var paletteSize: Int
    package var premium: Bool
    package var version: Int
    package var canvas: Canvas
    /// File names in the bundle.
    package var files: [String]
    package var artist: String
    /// SHA-256 (hex) of `regions.bin.br`; must equal the catalogue row's checksum.
    package var checksum: String

    /// Creates a manifest.
    package init(
        id: String, slug: String, title: String, themes: [String], difficulty: String, regionCount: Int,
        paletteSize: Int, premium: Bool, version: Int, canvas: Canvas, files: [String], artist: String, checksum: String
    ) {
        self.id = id
        self.slug = slug
        self.title = title
        self.themes = themes
        self.difficulty = difficulty
        self.regionCount = regionCount
        self.paletteSize = paletteSize
        self.premium = premium
        self.version = version
        self.canvas = canvas
        self.files = files
        self.artist = artist
        self.checksum = checksum
    }

    /// Files every bundle must contain (§7.6.3 `oands bundle generate` output).
    package static let requiredFiles = [
        "manifest.json", "preview.webp", "regions.bin.br", "thumbnail.webp", "version.txt",
    ]

    /// Deterministic JSON bytes.
    package var jsonBytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? Array(encoder.encode(self))) ?? []
    }

    /// Decodes manifest bytes (`nil` for malformed JSON or missing fields).
    package static func decode(_ bytes: [UInt8]) -> BundleManifest? {
        try? JSONDecoder().decode(BundleManifest.self, from: Data(bytes))
    }
}

/// A verified, opened bundle.
package struct OpenedBundle: Equatable, Sendable {
    package let manifest: BundleManifest
    package let geometry: ArtworkGeometry
}

/// Why a bundle failed verification.
package enum BundleVerificationError: Error, Equatable, Sendable {
    case missingFile(String)
    case malformedManifest
    case identityMismatch
    case checksumMismatch
    case payload(String)
    case countMismatch
}

/// Verification of a bundle's bytes against the catalogue identity: checksum, manifest and payload.
package enum BundleVerifier {
    /// Verifies files (name → bytes) for the catalogue's `slug`, `version` and `checksum`.
    package static func verify(files: [String: [UInt8]], slug: String, version: Int, expectedChecksum: String)
        -> Result<
            OpenedBundle, BundleVerificationError
        >
    {
        for name in BundleManifest.requiredFiles where files[name] == nil { return .failure(.missingFile(name)) }
        guard let manifestBytes = files["manifest.json"], let manifest = BundleManifest.decode(manifestBytes) else {
            return .failure(.malformedManifest)
        }
        guard manifest.slug == slug, manifest.version == version else { return .failure(.identityMismatch) }
        for name in manifest.files where files[name] == nil { return .failure(.missingFile(name)) }
        guard let payload = files["regions.bin.br"] else { return .failure(.missingFile("regions.bin.br")) }
        let digest = SHA256.hex(payload)
        guard digest == expectedChecksum, digest == manifest.checksum else { return .failure(.checksumMismatch) }
        let geometry: ArtworkGeometry
        do {
            geometry = try CLRXCodec.decode(try BrotliStored.decode(payload))
        } catch {
            return .failure(.payload(String(describing: error)))
        }
        guard geometry.regions.count == manifest.regionCount, geometry.palette.count == manifest.paletteSize,
            Int(geometry.width) == manifest.canvas.width, Int(geometry.height) == manifest.canvas.height
        else { return .failure(.countMismatch) }
        return .success(OpenedBundle(manifest: manifest, geometry: geometry))
    }
}
