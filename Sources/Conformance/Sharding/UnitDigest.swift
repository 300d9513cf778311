/// A digest of the units of work a run planned, in order: each unit's key (the ID of its check, or of its table,
/// contract, limit, output or rule) through 64-bit FNV-1a. Two runs that number the same units the same way have the
/// same digest, so a merge can tell that every shard dealt out the units it plans itself (same inputs, same subjects
/// and rule checks, a deterministic planner), not only as many of them.
struct UnitDigest: Hashable, Sendable {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds the next unit's key.
    mutating func add(_ key: String) {
        for byte in key.utf8 { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }

    /// `fnv1a64:` and 16 hexadecimal digits.
    var text: String {
        let digits = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
