import SpecConformTestSupport
import Testing

@testable import SpecJSON

/// Robustness: truncations and seeded random corruptions of a spec-like document never crash the parser,
/// and every rejection is located inside the input.
@Suite("JSON parser survives truncated and corrupted input")
struct JSONParserFuzzTests {
    static let document = """
        {
          "kind": "machine", "version": 1, "product": "ochre-soul",
          "$schema": "../schema/machine.schema.json",
          "id": "artwork-access", "title": "Artwork access \\u0026 download \\"cache\\"", "initial": "CatalogueVisible",
          "context": {"entitled": false, "anonymous": true, "retriesLeft": 1, "ratio": 0.75, "limit": 12345678901234567890,
                      "tiny": -1.5e-300, "huge": 1E+300, "nothing": null, "tags": ["a", "b\\/c", "日本語", "🎨", "\\ud83c\\udfa8"]},
          "events": {
            "checksum.mismatch": {"description": "the file's SHA-256 differs\\n(retry once)", "fault": true, "data": {"reason": "string"}},
            "network.lost": {"description": "connectivity dropped\\tmid-download", "fault": true}
          },
          "states": {
            "CatalogueVisible": {
              "traces": ["FEAT-ART-001", "JRN-P04"],
              "on": {"artwork.tapped": [{"target": "Downloading", "guard": "entitled || !anonymous", "path": "success"}]}
            },
            "Downloading": {
              "entry": ["request signed URL"], "traces": ["FEAT-DL-001"],
              "on": {
                "download.finished": [{"target": "Verifying", "path": "success"}],
                "network.lost": [{"target": "DownloadFailed", "path": "failure", "traces": ["EDGE-NET-002"]}]
              }
            },
            "Verifying": {
              "traces": ["FEAT-DL-002"],
              "on": {
                "checksum.valid": [{"target": "CachedPlayable", "emits": ["artwork_download_completed"], "traces": ["FEAT-CACHE-001"]}],
                "checksum.mismatch": [
                  {"target": "Downloading", "guard": "retriesLeft > 0", "assign": {"retriesLeft": "retriesLeft - 1"}, "path": "recovery"},
                  {"target": "DownloadFailed", "guard": "retriesLeft == 0", "path": "failure", "traces": ["JRN-F04"]}
                ]
              }
            },
            "CachedPlayable": {"type": "final", "notes": ["café crème", "naïve résumé", "\\u00e9\\u00E8"]},
            "DownloadFailed": {"type": "final", "source": {"document": "000_2f240af635e690c1.txt", "section": "§7.4 Downloads"}}
          },
          "source": {"document": "000_2f240af635e690c1.txt", "section": "§7.3 Artwork access"},
          "traces": [], "notes": ["a number list: [0, -0, 0.5, 10, 1e2, -3E-2]"]
        }

        """

    /// Checks that every diagnostic lies inside `bytes` and that its line and column match its offset.
    static func checkLocations(
        _ diagnostics: [Diagnostic], in bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                Issue.record("unlocated diagnostic \(diagnostic.code)", sourceLocation: sourceLocation)
                continue
            }
            guard location.offset >= 0, location.offset <= bytes.count else {
                Issue.record("offset \(location.offset) outside 0...\(bytes.count)", sourceLocation: sourceLocation)
                continue
            }
            let before = bytes[..<location.offset]
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = location.offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            #expect(
                location.line == line && location.column == column,
                "\(diagnostic.code) at \(location) for offset \(location.offset)", sourceLocation: sourceLocation)
        }
    }

    @Test("the document itself is valid and about 2 KB")
    func documentIsValid() {
        let bytes = Array(Self.document.utf8)
        #expect(bytes.count > 1_800 && bytes.count < 3_000)
        #expect(JSONTestSupport.parse(bytes: bytes).diagnostics.isEmpty)
    }

    @Test("every truncation is a located error unless it still holds the whole document")
    func everyPrefix() {
        let bytes = Array(Self.document.utf8)
        let end = (bytes.lastIndex(of: UInt8(ascii: "}")) ?? 0) + 1
        for length in 0...bytes.count {
            let prefix = Array(bytes[..<length])
            let result = JSONParser().parse(prefix, file: "p.json")
            if length >= end {
                #expect(result.root != nil && result.diagnostics.isEmpty, "prefix of \(length) bytes should parse")
            } else {
                #expect(result.root == nil, "prefix of \(length) bytes should fail")
                #expect(result.diagnostics.contains { $0.severity == .error }, "prefix of \(length) bytes has no error")
                Self.checkLocations(result.diagnostics, in: prefix)
            }
        }
    }

    @Test("3000 seeded random flips, insertions and deletions never crash and are always located")
    func randomCorruptions() {
        let original = Array(Self.document.utf8)
        var rejected = 0
        for bytes in Corruptions.generate(from: original, count: 3000) {
            let result = JSONParser().parse(bytes, file: "f.json")
            if result.root == nil {
                rejected += 1
                #expect(result.diagnostics.contains { $0.severity == .error })
            }
            Self.checkLocations(result.diagnostics, in: bytes)
        }
        // Most corruptions break the document; a few (inside strings) do not.
        #expect(rejected > 1500)
    }
}
