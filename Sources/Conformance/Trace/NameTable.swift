/// Names interned by their UTF-8 bytes, looked up straight from a record's bytes: no `String` is made for a name
/// the table knows. Built once, then read by every worker.
struct NameTable: Sendable {
    private var bytes: [UInt8] = []
    /// Per entry: where its name starts in ``bytes``, its length, its hash and its value.
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var hashes: [UInt64] = []
    private var values: [Int32] = []
    /// Open addressing, linear probing: entry index + 1, 0 for an empty slot.
    private var slots: [Int32] = [0, 0, 0, 0]

    init() {}

    init(_ names: [String]) {
        for (index, name) in names.enumerated() { insert(name, value: Int32(index)) }
    }

    var count: Int { values.count }

    /// Adds `name` → `value`; a name already present keeps its first value.
    mutating func insert(_ name: String, value: Int32) {
        var utf8 = Array(name.utf8)
        let found = utf8.withUnsafeMutableBytes { lookup(UnsafeRawBufferPointer($0)) }
        guard found < 0 else { return }
        if (values.count + 1) * 2 > slots.count { grow() }
        let hash = utf8.withUnsafeMutableBytes { NameHash.of(UnsafeRawBufferPointer($0)) }
        starts.append(Int32(bytes.count))
        lengths.append(Int32(utf8.count))
        hashes.append(hash)
        values.append(value)
        bytes += utf8
        place(values.count - 1)
        utf8.removeAll()
    }

    /// The value of the name spelt by `name`'s bytes, or -1.
    @inline(__always)
    func lookup(_ name: UnsafeRawBufferPointer) -> Int32 {
        lookup(name, hash: NameHash.of(name))
    }

    /// The value of `name` (whose ``NameHash`` is `hash`), or -1.
    @inline(__always)
    func lookup(_ name: UnsafeRawBufferPointer, hash: UInt64) -> Int32 {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { table in
            while true {
                let entry = Int(table[slot]) - 1
                if entry < 0 { return -1 }
                if hashes[entry] == hash, Int(lengths[entry]) == name.count, equal(entry, name) { return values[entry] }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The value of `name`, or -1.
    func lookup(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { lookup(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    private func equal(_ entry: Int, _ name: UnsafeRawBufferPointer) -> Bool {
        guard name.count > 0 else { return true }
        return bytes.withUnsafeBytes { all in
            memcmpBytes(all.baseAddress! + Int(starts[entry]), name.baseAddress!, name.count)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for entry in values.indices { place(entry) }
    }

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }
}

/// Whether `count` bytes at `a` and `b` are equal.
@inline(__always)
func memcmpBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var i = 0
    while i + 8 <= count {
        if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
        i += 8
    }
    while i < count {
        if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
        i += 1
    }
    return true
}

/// A fast hash of a short byte string, eight bytes at a time: the same for the same bytes in every worker and run.
enum NameHash {
    @inline(__always)
    static func of(_ name: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(name.count)
        guard let base = name.baseAddress else { return mix(h) }
        var i = 0
        let count = name.count
        while i + 8 <= count {
            h = mix(h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        if i < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift
                shift += 8
                i += 1
            }
            h = mix(h ^ tail)
        }
        return h
    }

    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 29)
    }
}
