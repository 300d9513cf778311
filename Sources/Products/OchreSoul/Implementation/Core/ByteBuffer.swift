import Foundation

/// Little-endian binary writer used by CLRX v1 and the local progress row.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u8(_ v: UInt8) { bytes.append(v) }
    mutating func u16(_ v: UInt16) { for i in 0..<2 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt16(i)))) } }
    mutating func u32(_ v: UInt32) { for i in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(i)))) } }
    mutating func u64(_ v: UInt64) { for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) } }
    mutating func f32(_ v: Float) { u32(v.bitPattern) }
    mutating func raw(_ data: [UInt8]) { bytes.append(contentsOf: data) }
    /// A string as u16 length + UTF-8; longer strings are truncated at a character boundary.
    mutating func string(_ s: String) {
        var utf8 = Array(s.utf8)
        if utf8.count > Int(UInt16.max) { utf8 = Array(utf8.prefix(Int(UInt16.max))) }
        u16(UInt16(utf8.count))
        raw(utf8)
    }
}

/// Little-endian binary reader that never traps: every read past the end returns `nil`.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset: Int

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { bytes.count - offset }

    mutating func seek(_ position: Int) -> Bool {
        guard position >= 0, position <= bytes.count else { return false }
        offset = position
        return true
    }

    private mutating func take(_ n: Int) -> ArraySlice<UInt8>? {
        guard n >= 0, offset + n <= bytes.count else { return nil }
        defer { offset += n }
        return bytes[offset..<offset + n]
    }

    mutating func u8() -> UInt8? { take(1)?.first }
    mutating func u16() -> UInt16? {
        guard let s = take(2) else { return nil }
        return s.enumerated().reduce(0) { $0 | UInt16($1.element) << (8 * UInt16($1.offset)) }
    }
    mutating func u32() -> UInt32? {
        guard let s = take(4) else { return nil }
        return s.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }
    mutating func u64() -> UInt64? {
        guard let s = take(8) else { return nil }
        return s.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }
    mutating func f32() -> Float? { u32().map { Float(bitPattern: $0) } }
    mutating func raw(_ n: Int) -> [UInt8]? { take(n).map(Array.init) }
    mutating func string() -> String? {
        guard let n = u16(), let data = take(Int(n)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
