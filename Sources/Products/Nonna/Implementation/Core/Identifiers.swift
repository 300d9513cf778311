import Foundation

/// Identifier of a user account (also its profile row).
package typealias UserID = String
/// Identifier of a baby profile.
package typealias BabyID = String
/// Identifier of any other row.
package typealias RowID = String

/// Deterministic identifiers: `<prefix>-<n>` with one counter per prefix, and tokens from a seeded generator.
struct IDGenerator {
    private var counters: [String: Int] = [:]
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next identifier for `prefix` ("user-1", "photo-3", ...).
    mutating func next(_ prefix: String) -> String {
        let n = (counters[prefix] ?? 0) + 1
        counters[prefix] = n
        return "\(prefix)-\(n)"
    }

    /// A fresh opaque secret token of 128 bits, as 32 hex characters (deterministic for a given seed).
    mutating func token() -> String {
        var parts: [String] = []
        for _ in 0..<2 {
            let hex = String(nextRandom(), radix: 16)
            parts.append(String(repeating: "0", count: 16 - hex.count) + hex)
        }
        return parts.joined(separator: "")
    }

    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One-way digest used to store tokens and passwords (only digests are stored, never the secrets): the SHA-256 of
/// the salt and the secret, in hex.
///
/// Assumption: the FRS asks that invitation tokens be "securely hashed" without naming an algorithm; each
/// invitation gets its own random salt, stored beside its SHA-256 digest; other tokens and passwords are salted with
/// their kind or their account.
enum Digest {
    static func of(_ text: String, salt: String = "nonna") -> String {
        SHA256.hex(salt + ":" + text)
    }
}
