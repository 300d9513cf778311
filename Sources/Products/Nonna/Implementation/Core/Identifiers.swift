import Foundation

/// Identifier of a user account (also its profile row).
public typealias UserID = String
/// Identifier of a baby profile.
public typealias BabyID = String
/// Identifier of any other row.
public typealias RowID = String

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

    /// A fresh opaque secret token (deterministic for a given seed).
    mutating func token() -> String {
        var parts: [String] = []
        for _ in 0..<2 { parts.append(String(nextRandom(), radix: 16)) }
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

/// One-way digest used to store tokens and passwords (only digests are stored, never the secrets).
///
/// Assumption: the FRS asks that invitation tokens be "securely hashed" without naming an algorithm; this
/// Foundation-only backend uses a salted 64-bit FNV-1a digest, standing in for the database's hash function.
enum Digest {
    static func of(_ text: String, salt: String = "nonna") -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (salt + ":" + text).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
