import Foundation
import Testing

@testable import Nonna

/// The backend's own SHA-256 (FR-3.1 AC4) against the FIPS 180-4 examples, and thumbnails (FR-4.1 S6).
struct StorageTests {
    /// FIPS 180-4 / NIST CSRC example values (SHA256.pdf, SHA2_Additional.pdf).
    @Test(
        "SHA-256 matches the FIPS 180-4 test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ])
    func sha256Vectors(message: String, digest: String) {
        #expect(SHA256.hex(message) == digest)
    }

    @Test("SHA-256 of one million 'a' matches the FIPS 180-4 long-message vector")
    func sha256Million() {
        let bytes = [UInt8](repeating: 0x61, count: 1_000_000)
        let hex = SHA256.digest(bytes).map { String(format: "%02x", $0) }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("SHA-256 pads correctly at the 55/56/64-byte block boundaries")
    func sha256Boundaries() {
        // Known digests of 55, 56 and 64 repetitions of "a".
        #expect(
            SHA256.hex(String(repeating: "a", count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            SHA256.hex(String(repeating: "a", count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            SHA256.hex(String(repeating: "a", count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test("FR-3.1 AC4 an invitation stores a salted SHA-256 of its token, never the token")
    func invitationTokenHash() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        _ = try f.app.sendInvitations(baby, emails: ["a@example.com"], as: owner)
        let token = try #require(f.lastEmail(to: "a@example.com", .invitation)?.payload["token"])
        let id = try #require(f.app.listInvitations(baby, as: owner).first?.id)
        let row = try #require(f.app.storedInvitationRow(id))
        let salt = try #require(row["token_salt"])
        #expect(row["token_hash"] == SHA256.hex(salt + ":" + token))
        #expect(!row.values.contains { $0.contains(token) })
    }

    @Test("FR-4.1 S6 the thumbnail is the centre square, downscaled by averaging")
    func thumbnail() throws {
        // 6 x 4: a 1-column border each side, then a 4 x 4 square of a white and a black quarter pair per row.
        let image = RasterImage(width: 6, height: 4) { x, y in
            x == 0 || x == 5 ? [9, 9, 9] : (y < 2 ? [200, 100, 0] : [0, 100, 200])
        }
        let thumb = image.thumbnail(side: 2)
        #expect(thumb.width == 2 && thumb.height == 2)
        #expect(thumb.pixel(x: 0, y: 0) == [200, 100, 0] && thumb.pixel(x: 1, y: 1) == [0, 100, 200])
        let up = RasterImage(width: 1, height: 1) { _, _ in [1, 2, 3] }.thumbnail(side: 300)
        #expect(up.width == 300 && up.pixel(x: 299, y: 299) == [1, 2, 3])
    }
}
