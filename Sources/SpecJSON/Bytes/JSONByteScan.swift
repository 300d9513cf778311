/// The one byte-scanning core of the JSON readers, straight from bytes: the located parser (`JSONScanner`), the strict
/// byte reader (``JSONByteReading``, which `EventSchema`'s byte walker conforms to) and `Conformance`'s trace scanner
/// find a string's plain bytes eight at a time with ``skipPlainString(_:from:count:stopAtNonASCII:)``; the trace
/// scanner finds where a string or a value ends with ``stringEnd(_:at:end:count:escaped:)`` and
/// ``valueEnd(_:at:end:count:)``, which judge nothing (the strict reader's ``JSONByteReading/skipValue(_:nesting:)``
/// checks everything).
///
/// Public and inlinable, so that a hot loop in another module compiles the scan in place (the compiler does not inline
/// `package` functions into another module).
public enum JSONByteScan {
    /// A word with the high bit set in each byte that is a quote, a backslash or a control byte, and with `nonASCII`
    /// each byte ≥ 0x80 (exact at the lowest such byte, which is all a scan reads; later ones may be false alarms).
    @inlinable @inline(__always)
    public static func specialBytes(_ word: UInt64, nonASCII: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        return (nonASCII ? special | word : special) & highs
    }

    /// The index of the first byte at or after `from` that a string's reader must look at: a quote, a backslash, a
    /// control byte (a line's newline is one) or, with `stopAtNonASCII`, a byte ≥ 0x80; `count` when there is none.
    /// Eight bytes at a time while eight are left in the buffer (`count`), then one at a time.
    @inlinable @inline(__always)
    public static func skipPlainString(_ p: UnsafePointer<UInt8>, from: Int, count: Int, stopAtNonASCII: Bool) -> Int {
        var i = from
        while i &+ 8 <= count {
            let mask = specialBytes(
                UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)), nonASCII: stopAtNonASCII)
            if mask != 0 { return i &+ (mask.trailingZeroBitCount &>> 3) }
            i &+= 8
        }
        while i < count {
            let b = p[i]
            if b == 0x22 || b == 0x5C || b < 0x20 || (stopAtNonASCII && b >= 0x80) { return i }
            i &+= 1
        }
        return i
    }

    /// The index after the closing quote of the string whose opening quote is at `i`, found without judging its
    /// escapes or its bytes; -1 when a control byte, or `end`, comes first. Sets `escaped` when the string has a
    /// backslash. `count` is the whole buffer's size, for the word loads.
    @inlinable @inline(__always)
    public static func stringEnd(_ p: UnsafePointer<UInt8>, at i: Int, end: Int, count: Int, escaped: inout Bool)
        -> Int
    {
        var j = i &+ 1
        while true {
            j = skipPlainString(p, from: j, count: count, stopAtNonASCII: false)
            guard j < end else { return -1 }
            let c = p[j]
            if c == 0x22 { return j &+ 1 }
            guard c == 0x5C else { return -1 }  // a control byte
            escaped = true
            j &+= 2
        }
    }

    /// The index after the JSON value at `i`, found without judging it: a string up to its closing quote, an object
    /// or array up to the bracket that closes it (counting brackets outside strings), anything else up to the next
    /// `,` `}` `]` or space, tab or carriage return; -1 at a dead end (`end` first, a broken string, nothing there).
    /// The caller parses what it needs of the value.
    @inlinable
    public static func valueEnd(_ p: UnsafePointer<UInt8>, at i: Int, end: Int, count: Int) -> Int {
        guard i < end else { return -1 }
        var escaped = false
        switch p[i] {
        case 0x22:
            return stringEnd(p, at: i, end: end, count: count, escaped: &escaped)
        case 0x7B, 0x5B:
            var i = i
            var depth = 0
            while i < end {
                switch p[i] {
                case 0x22:
                    i = stringEnd(p, at: i, end: end, count: count, escaped: &escaped)
                    guard i >= 0 else { return -1 }
                    continue
                case 0x7B, 0x5B: depth &+= 1
                case 0x7D, 0x5D:
                    depth &-= 1
                    if depth == 0 { return i &+ 1 }
                default: break
                }
                i &+= 1
            }
            return -1
        default:
            var j = i
            while j < end {
                let c = p[j]
                if c == 0x2C || c == 0x7D || c == 0x5D || c == 0x20 || c == 0x09 || c == 0x0D { break }
                j &+= 1
            }
            return j > i ? j : -1
        }
    }
}
