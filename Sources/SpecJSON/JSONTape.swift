#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// A parsed JSON document: its bytes, one ``JSONTapeEntry`` per value and key, and where its lines start.
///
/// The parser validates everything and writes the entries; nothing is decoded until asked for. Immutable once
/// built, so every ``JSONNode`` pointing into it shares it freely, across threads too.
@usableFromInline final class JSONTape: JSONNodeStorage, @unchecked Sendable {
    /// The document's UTF-8 bytes (the caller's array itself when it parsed one: arrays are values).
    let input: [UInt8]
    /// `count` entries from `malloc`, owned.
    @usableFromInline let entries: UnsafeMutablePointer<JSONTapeEntry>
    let count: Int
    /// The byte offset where each line after the first starts.
    let lineStarts: [UInt32]

    init(input: [UInt8], entries: UnsafeMutablePointer<JSONTapeEntry>, count: Int, lineStarts: [UInt32]) {
        self.input = input
        self.entries = entries
        self.count = count
        self.lineStarts = lineStarts
    }

    deinit {
        free(entries)
    }

    /// Calls `body` with the document's first byte and its length.
    @inline(__always) func withBytes<R>(_ body: (UnsafePointer<UInt8>, Int) throws -> R) rethrows -> R {
        // An array's buffer has a base address, even when the array is empty.
        // swift-format-ignore: NeverForceUnwrap
        try input.withUnsafeBufferPointer { try body($0.baseAddress!, $0.count) }
    }

    /// The index of the entry after entry `i` and all its descendants.
    @inlinable func next(after i: Int) -> Int {
        entries[i].isContainer ? entries[i &+ 1].end : i &+ 1
    }

    // MARK: - Locations

    @usableFromInline func location(of i: Int) -> SourceLocation {
        Self.location(of: entries[i], lineStarts: lineStarts)
    }

    /// The location of `entry`, given the start offsets of lines 2 and on.
    @inline(__always) static func location(of entry: JSONTapeEntry, lineStarts: [UInt32]) -> SourceLocation {
        let offset = Int(entry.offset)
        var line = entry.line
        if line == 0 { line = Self.line(containing: offset, lineStarts: lineStarts) }
        let start = line == 1 ? 0 : Int(lineStarts[line &- 2])
        return SourceLocation(line: line, column: offset &- start &+ 1, offset: offset)
    }

    /// The 1-based line of `offset`: one more than the number of lines starting at or before it.
    static func line(containing offset: Int, lineStarts: [UInt32]) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let mid = (low &+ high) >> 1
            if Int(lineStarts[mid]) <= offset { low = mid &+ 1 } else { high = mid }
        }
        return low &+ 1
    }

    // MARK: - Scalars

    /// The characters of the string or key at entry `i`.
    @usableFromInline func string(at i: Int) -> String {
        let e = entries[i]
        return withBytes { Self.string(e, $0, $1) }
    }

    /// The characters of the string or key `entry` of the `count` bytes at `base`.
    @inline(__always) static func string(_ entry: JSONTapeEntry, _ base: UnsafePointer<UInt8>, _ count: Int) -> String {
        let start = Int(entry.offset) &+ 1
        let length = contentLength(entry, base, count)
        if entry.meta & JSONTapeEntry.escaped == 0 {
            return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
        }
        return unescape(base + start, length)
    }

    /// The number of bytes between the quotes of the string or key `entry`: up to its first unescaped quote,
    /// which the parser has seen.
    @inline(__always) static func contentLength(_ entry: JSONTapeEntry, _ base: UnsafePointer<UInt8>, _ count: Int)
        -> Int
    {
        let start = Int(entry.offset) &+ 1
        var i = start
        if entry.meta & JSONTapeEntry.escaped == 0 {
            // No backslash inside: the first quote ends it. Eight bytes at a time while they are in the input.
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            while i &+ 8 <= count {
                let q = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ (ones &* 0x22)
                // The lowest set high bit marks the first quote (later ones may be false alarms).
                let found = (q &- ones) & ~q & (ones &* 0x80)
                if found != 0 { return i &+ (found.trailingZeroBitCount &>> 3) &- start }
                i &+= 8
            }
            while base[i] != quote { i &+= 1 }
            return i &- start
        }
        while true {
            let b = base[i]
            if b == quote { return i &- start }
            i &+= b == backslash ? 2 : 1
        }
    }

    /// The number `entry` of the `count` bytes at `base`.
    static func number(_ entry: JSONTapeEntry, _ base: UnsafePointer<UInt8>, _ count: Int) -> JSONNumber {
        var i = Int(entry.offset)
        if entry.kind == JSONTapeEntry.int {
            let negative = base[i] == minus
            if negative { i &+= 1 }
            var value = 0
            while i < count, base[i] &- zero < 10 {
                value = value &* 10 &+ Int(base[i] &- zero)
                i &+= 1
            }
            return JSONNumber(negative ? -value : value)
        }
        let start = i
        while i < count {
            let b = base[i]
            guard b &- zero < 10 || b == minus || b == plus || b == dot || b | 0x20 == 0x65 else { break }
            i &+= 1
        }
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: i &- start), as: UTF8.self)
        return JSONNumber(text: text, isInteger: entry.kind == JSONTapeEntry.integerText)
    }

    /// Decodes the `count` bytes of string content at `p`, which the parser has validated: every escape is
    /// well formed, surrogates come in pairs and raw bytes are UTF-8. Decoding never lengthens the text.
    static func unescape(_ p: UnsafePointer<UInt8>, _ count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { out in
            var i = 0
            var o = 0
            @inline(__always) func hex4(_ at: Int) -> UInt32 {
                var v: UInt32 = 0
                for k in 0..<4 {
                    let b = UInt32(p[at &+ k])
                    v = v << 4 | (b <= 0x39 ? b &- 0x30 : (b | 0x20) &- 0x61 &+ 10)
                }
                return v
            }
            while i < count {
                let b = p[i]
                guard b == backslash else {
                    out[o] = b
                    o &+= 1
                    i &+= 1
                    continue
                }
                let e = p[i &+ 1]
                i &+= 2
                switch e {
                case 0x62:
                    out[o] = 0x08
                    o &+= 1
                case 0x66:
                    out[o] = 0x0C
                    o &+= 1
                case 0x6E:
                    out[o] = 0x0A
                    o &+= 1
                case 0x72:
                    out[o] = 0x0D
                    o &+= 1
                case 0x74:
                    out[o] = 0x09
                    o &+= 1
                case 0x75:
                    var v = hex4(i)
                    i &+= 4
                    if v >= 0xD800 && v <= 0xDBFF {
                        v = 0x10000 &+ ((v &- 0xD800) << 10) &+ (hex4(i &+ 2) &- 0xDC00)
                        i &+= 6
                    }
                    if v < 0x80 {
                        out[o] = UInt8(v)
                        o &+= 1
                    } else if v < 0x800 {
                        out[o] = UInt8(0xC0 | (v >> 6))
                        out[o &+ 1] = UInt8(0x80 | (v & 0x3F))
                        o &+= 2
                    } else if v < 0x10000 {
                        out[o] = UInt8(0xE0 | (v >> 12))
                        out[o &+ 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
                        out[o &+ 2] = UInt8(0x80 | (v & 0x3F))
                        o &+= 3
                    } else {
                        out[o] = UInt8(0xF0 | (v >> 18))
                        out[o &+ 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
                        out[o &+ 2] = UInt8(0x80 | ((v >> 6) & 0x3F))
                        out[o &+ 3] = UInt8(0x80 | (v & 0x3F))
                        o &+= 4
                    }
                default:  // '"', '\\' and '/' stand for themselves
                    out[o] = e
                    o &+= 1
                }
            }
            return o
        }
    }
}
