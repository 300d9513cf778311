import Conformance
import Foundation
import OchreSoul

/// The local file formats of §7.6.1.
extension ContractChecks {
    static let manifest = RuleCheck.expecting(
        "LOCAL-ARTWORK-MANIFEST", covers: ["LOCAL-ARTWORK-MANIFEST"],
        title:
            "the manifest carries its required fields, is read from the verified bundle and must match the catalogue identity before opening"
    ) { () throws(RuleFailure) in
        let sample = SampleArtwork.make(id: "art-man", slug: "man", version: 2)
        guard let bytes = sample.files["manifest.json"],
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else {
            throw RuleFailure("the manifest is not a JSON object")
        }
        let required = [
            "id", "slug", "title", "themes", "difficulty", "regionCount", "paletteSize", "premium", "version", "canvas",
            "files", "artist", "checksum",
        ]
        let absent = required.filter { object[$0] == nil }
        try expect(absent.isEmpty, "manifest lacks required fields \(absent)")
        let checksum = sample.row.checksum
        guard
            case .success(let opened) = BundleVerifier.verify(
                files: sample.files, slug: "man", version: 2, expectedChecksum: checksum)
        else {
            throw RuleFailure("a verified bundle with matching identity did not open")
        }
        try expect(
            opened.manifest.id == sample.row.id && opened.manifest.slug == "man",
            "the opened manifest is not the catalogue's artwork")
        try expect(
            BundleVerifier.verify(files: sample.files, slug: "other", version: 2, expectedChecksum: checksum)
                == .failure(.identityMismatch), "a manifest for another slug opened")
        try expect(
            BundleVerifier.verify(files: sample.files, slug: "man", version: 1, expectedChecksum: checksum)
                == .failure(.identityMismatch), "a manifest for another version opened")
        var broken = sample.files
        broken["manifest.json"] = Array("{\"id\":\"art-man\"}".utf8)
        try expect(
            BundleVerifier.verify(files: broken, slug: "man", version: 2, expectedChecksum: checksum)
                == .failure(.malformedManifest), "a manifest missing required fields opened")
    }

    static let regionPayload = RuleCheck.expecting(
        "LOCAL-REGION-PAYLOAD", covers: ["LOCAL-REGION-PAYLOAD"],
        title:
            "the CLRX v1 payload parses within the declared format range; an invalid payload blocks render and triggers re-download recovery"
    ) { () throws(RuleFailure) in
        let sample = SampleArtwork.make(id: "art-clrx", slug: "clrx")
        let raw = CLRXCodec.encode(sample.geometry)
        guard let decoded = try? CLRXCodec.decode(raw) else {
            throw RuleFailure("a valid CLRX v1 payload did not parse")
        }
        try expect(
            decoded.palette == sample.geometry.palette && decoded.regions.count == sample.geometry.regions.count,
            "header, palette or region index did not round-trip")
        var future = raw
        future[4] = 2
        try expect(
            ContractChecks.clrxError(future) == .unsupportedVersion(2),
            "a version outside the declared range was parsed")
        try expect(
            ContractChecks.clrxError(Array("XXXX".utf8) + raw.dropFirst(4)) == .badMagic,
            "a payload without the CLRX header was parsed")
        try expect(
            ContractChecks.clrxError(Array(raw.prefix(raw.count / 2))) == .truncated, "a truncated payload was parsed")
        // An invalid payload whose checksums match still blocks render.
        var files = sample.files
        let payload = BrotliStored.encode(Array(raw.prefix(raw.count / 2)))
        let digest = SHA256.hex(payload)
        files["regions.bin.br"] = payload
        guard var manifest = files["manifest.json"].flatMap(BundleManifest.decode) else {
            throw RuleFailure("manifest")
        }
        manifest.checksum = digest
        files["manifest.json"] = manifest.jsonBytes
        guard
            case .failure(.payload) = BundleVerifier.verify(
                files: files, slug: "clrx", version: 1, expectedChecksum: digest)
        else {
            throw RuleFailure("an invalid region payload was accepted for render")
        }
        // A cached bundle whose payload went bad is not opened; the app offers a re-download.
        let env = EnvironmentFixtures.launched()
        guard EnvironmentFixtures.cached(sample, in: env), let entry = env.cacheIndex.entry("clrx") else {
            throw RuleFailure("set-up download failed")
        }
        env.fileSystem.corrupt(entry.currentPath + "/regions.bin.br")
        try expect(env.openCanvas(sample.row) == nil, "the canvas rendered a corrupted payload")
        try expect(
            env.cache.reDownloadOffers == ["clrx"] && !env.cacheIndex.isDownloaded("clrx"),
            "no recovery (re-download offer) followed the invalid payload")
    }

    static func clrxError(_ bytes: [UInt8]) -> CLRXError? {
        do {
            _ = try CLRXCodec.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    static let profilePreferences = RuleCheck.expecting(
        "LOCAL-PROFILE-PREFERENCES", covers: ["LOCAL-PROFILE-PREFERENCES"],
        title:
            "profile preferences hold id, anonymity, child mode, audience, themes and accessibility; the server profile stays authoritative"
    ) { () throws(RuleFailure) in
        let flow = OnboardingFlow()
        try expect(
            EnvironmentFixtures.onboard(flow, audience: .child) == .preferencesCaptured,
            "onboarding did not capture preferences")
        guard let id = flow.env.session.userID, let server = flow.env.backend.profiles[id] else {
            throw RuleFailure("no server profile row")
        }
        try expect(
            server.id == id && server.isAnonymous && server.audience == .child && server.culturalThemes == ["coastal"],
            "the profile row lacks its captured fields: \(server)")
        try expect(server.accessibility.alwaysShowNumbers, "accessibility defaults were not stored")
        var local = server
        local.culturalThemes = []
        try expect(
            RemoteCall.error { () throws(RemoteError) in try flow.env.backend.saveProfile(local) }
                == .rejected("cultural_themes_required"), "the server accepted a local copy with zero themes")
        try expect(flow.env.backend.profiles[id] == server, "a refused local copy changed the server profile")
        local = server
        local.id = "user-unknown"
        try expect(
            RemoteCall.error { () throws(RemoteError) in try flow.env.backend.saveProfile(local) } == .unauthorised,
            "a profile for an unknown session was saved")
    }
}
