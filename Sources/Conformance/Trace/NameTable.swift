/// Names interned by their UTF-8 bytes, looked up straight from a record's bytes: no `String` is made for a name
/// the table knows. Built once, then read by every worker.
struct NameTable: Sendable {
    /// One name: where it starts in ``bytes``, its length, its hash and its value.
    private struct Entry {
        var hash: UInt64
        var start: Int32
        var length: Int32
        var value: Int32
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Open addressing, linear probing: entry index + 1, 0 for an empty slot.
    private var slots: [Int32] = [0, 0, 0, 0]

    init() {}

    init(_ names: [String]) {
        for (index, name) in names.enumerated() { insert(name, value: Int32(index)) }
    }

    var count: Int { entries.count }

    /// Adds `name` → `value`; a name already present keeps its first value.
    mutating func insert(_ name: String, value: Int32) {
        let utf8 = Array(name.utf8)
        let (found, hash) = utf8.withUnsafeBytes { (lookup($0), NameHash.of($0)) }
        guard found < 0 else { return }
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(hash: hash, start: Int32(bytes.count), length: Int32(utf8.count), value: value))
        bytes += utf8
        place(entries.count - 1)
    }

    /// The value of the name spelt by `name`'s bytes, or -1.
    @inline(__always)
    func lookup(_ name: UnsafeRawBufferPointer) -> Int32 {
        lookup(name, hash: NameHash.of(name))
    }

    /// The value of `name` (whose ``NameHash`` is `hash`), or -1.
    @inline(__always)
    func lookup(_ name: UnsafeRawBufferPointer, hash: UInt64) -> Int32 {
        slots.withUnsafeBufferPointer { table in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBytes { all in
                    let mask = table.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let index = Int(table[slot]) - 1
                        if index < 0 { return -1 }
                        let entry = entries[index]
                        if entry.hash == hash, Int(entry.length) == name.count,
                            name.count == 0 || memcmpBytes(all, at: Int(entry.start), name.baseAddress, name.count)
                        {
                            return entry.value
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// The value of `name`, or -1.
    func lookup(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { lookup(UnsafeRawBufferPointer($0)) }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for index in entries.indices { place(index) }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
    }
}

/// Whether `count` bytes at `a` and `b` are equal.
@inline(__always)
func memcmpBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    if count >= 8 {
        // Words, the last one overlapping the one before when the count is not a multiple of eight.
        var i = 0
        while i + 8 < count {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i += 8
        }
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 4 {
        return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
            && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    var i = 0
    while i < count {
        if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
        i += 1
    }
    return true
}

/// Whether `count` bytes at `offset` in `a` and at `b` are equal; `count` is at least 1, so both have a base address.
@inline(__always)
func memcmpBytes(_ a: UnsafeRawBufferPointer, at offset: Int, _ b: UnsafeRawPointer?, _ count: Int) -> Bool {
    guard let base = a.baseAddress, let b else { preconditionFailure("a non-empty comparison has both base addresses") }
    return memcmpBytes(base + offset, b, count)
}

/// A fast hash of a short byte string (one mixing round up to 16 bytes): the same for the same bytes in every worker
/// and run.
enum NameHash {
    @inline(__always)
    static func of(_ name: UnsafeRawBufferPointer) -> UInt64 {
        let count = name.count
        let seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(count &+ 1)
        guard let base = name.baseAddress, count > 0 else { return mix(seed) }
        if count >= 8 {
            // The first and last eight bytes (overlapping below 16), and every eight before the last past 16.
            let first = base.loadUnaligned(as: UInt64.self)
            let last = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) &* 0xD6E8_FEB8_6659_FD93
            var h = seed ^ first
            var i = 8
            while i + 8 < count {
                h = mix(h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            return mix(h ^ (last >> 32 | last << 32))
        }
        if count >= 4 {
            let first = UInt64(base.loadUnaligned(as: UInt32.self))
            let last = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return mix(seed ^ first ^ (last << 32))
        }
        var tail: UInt64 = 0
        for i in 0..<count { tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << UInt64(i * 8) }
        return mix(seed ^ tail)
    }

    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 29)
    }
}
