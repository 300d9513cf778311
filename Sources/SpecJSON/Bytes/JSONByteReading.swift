import Foundation

/// A reader of strict JSON syntax straight from bytes, building no value: the same rules as ``JSONParser``
/// (RFC 8259, no duplicate keys), but any doubt gives up (-1), since the caller then asks the located parser, which
/// decides and explains. A conforming type (`EventSchema`'s byte walker) supplies the input and the storage of what
/// the last scan found; the syntax comes with the protocol: strings are found with
/// ``JSONByteScan/skipPlainString(_:from:count:stopAtNonASCII:)``, the scan every JSON reader shares, and values are
/// skipped with ``skipValue(_:nesting:)``.
///
/// Public and inlinable, so that the reader's module compiles these loops in place, specialized to it as if they were
/// its own (the compiler does not inline `package` functions into another module, and reaching the syntax through a
/// stored reader struct changed how the walker's own functions were inlined).
public protocol JSONByteReading {
    /// Containers nested deeper than this give up (the located parser allows 512; recursion stays shallow).
    static var maxNesting: Int { get }
    /// The input's first byte.
    var p: UnsafePointer<UInt8> { get }
    /// The input's length in bytes.
    var count: Int { get }
    /// Where the content of the last scanned string starts (after its quote).
    var stringStart: Int { get set }
    /// Where the content of the last scanned string without escapes ends (its closing quote).
    var stringEnd: Int { get set }
    /// Whether the last scanned string has escapes (then its content is in ``scratch``).
    var stringEscaped: Bool { get set }
    /// Whether the last scanned string is all ASCII.
    var stringASCII: Bool { get set }
    /// The decoded content of the last string with escapes.
    var scratch: [UInt8] { get set }
    /// Where the text of the last scanned number starts.
    var numberStart: Int { get set }
    /// Where the text of the last scanned number ends.
    var numberEnd: Int { get set }
    /// Whether the last scanned number has no fraction and no exponent.
    var numberIsInteger: Bool { get set }
    /// The last scanned number's value, for integer text of at most 18 characters; nil otherwise.
    var numberInt: Int? { get set }
    /// Key ranges of the keys of the open objects that no property names, to find repeats.
    var unknownKeys: [(Int, Int)] { get set }
}

extension JSONByteReading {
    /// Index of the first non-whitespace byte at or after `i`.
    @inlinable @inline(__always) public func skipWhitespace(_ i: Int) -> Int {
        var i = i
        while i < count {
            let b = p[i]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return i }
            i &+= 1
        }
        return i
    }

    /// Scans the string whose opening quote is at `i`; returns the index after the closing quote or -1.
    /// Sets `stringStart`/`stringEnd` (content bytes) or, with escapes, decodes the content into `scratch`.
    @inlinable public mutating func scanString(_ i: Int) -> Int {
        var i = i &+ 1
        stringStart = i
        stringEscaped = false
        stringASCII = true
        var runStart = i
        while true {
            i = JSONByteScan.skipPlainString(p, from: i, count: count, stopAtNonASCII: true)
            guard i < count else { return -1 }
            let b = p[i]
            if b == 0x22 {
                if stringEscaped {
                    scratch.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: i - runStart))
                } else {
                    stringEnd = i
                }
                return i &+ 1
            } else if b == 0x5C {
                if !stringEscaped {
                    stringEscaped = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: i - runStart))
                i = decodeEscape(i)
                guard i >= 0 else { return -1 }
                runStart = i
            } else if b >= 0x80 {
                stringASCII = false
                i = skipUTF8Sequence(i)
                guard i >= 0 else { return -1 }
            } else {
                return -1  // a control byte
            }
        }
    }

    /// Decodes the escape at `i` (its backslash) into `scratch`; returns the index after it or -1.
    @inlinable public mutating func decodeEscape(_ i: Int) -> Int {
        guard i &+ 1 < count else { return -1 }
        switch p[i &+ 1] {
        case 0x22: scratch.append(0x22)
        case 0x5C: scratch.append(0x5C)
        case 0x2F: scratch.append(0x2F)
        case 0x62: scratch.append(0x08)
        case 0x66: scratch.append(0x0C)
        case 0x6E: scratch.append(0x0A)
        case 0x72: scratch.append(0x0D)
        case 0x74: scratch.append(0x09)
        case 0x75:
            guard var scalar = hex4(i &+ 2) else { return -1 }
            var next = i &+ 6
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard next &+ 1 < count, p[next] == 0x5C, p[next &+ 1] == 0x75, let low = hex4(next &+ 2),
                    low >= 0xDC00 && low <= 0xDFFF
                else { return -1 }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                next &+= 6
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                return -1
            }
            if scalar >= 0x80 { stringASCII = false }
            guard let unicode = Unicode.Scalar(scalar) else { return -1 }
            UTF8.encode(unicode) { scratch.append($0) }
            return next
        default:
            return -1
        }
        return i &+ 2
    }

    /// The value of the four hexadecimal digits at `i`, or nil.
    @inlinable public func hex4(_ i: Int) -> UInt32? {
        guard i &+ 4 <= count else { return nil }
        var v: UInt32 = 0
        for k in 0..<4 {
            let b = p[i &+ k]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b &- 0x30)
            case 0x61...0x66: d = UInt32(b &- 0x57)
            case 0x41...0x46: d = UInt32(b &- 0x37)
            default: return nil
            }
            v = v << 4 | d
        }
        return v
    }

    /// Validates one multi-byte UTF-8 sequence (see ``UTF8Sequence``); returns the index after it or -1.
    @inlinable @inline(__always)
    public func skipUTF8Sequence(_ i: Int) -> Int {
        switch UTF8Sequence.validate(p, at: i, end: count) {
        case .success(let length): i &+ length
        case .failure: -1
        }
    }

    /// Scans a number at `i`; returns the index after it or -1. Sets `numberIsInteger` and, for integer
    /// text of at most 18 characters, `numberInt` (nil otherwise).
    @inlinable public mutating func scanNumber(_ i: Int) -> Int {
        let start = i
        var i = i
        if p[i] == 0x2D { i &+= 1 }
        guard i < count, p[i] &- 0x30 < 10 else { return -1 }
        if p[i] == 0x30 {
            i &+= 1
        } else {
            while i < count, p[i] &- 0x30 < 10 { i &+= 1 }
        }
        var isInteger = true
        if i < count, p[i] == 0x2E {
            isInteger = false
            i &+= 1
            guard i < count, p[i] &- 0x30 < 10 else { return -1 }
            while i < count, p[i] &- 0x30 < 10 { i &+= 1 }
        }
        if i < count, p[i] | 0x20 == 0x65 {
            isInteger = false
            i &+= 1
            if i < count, p[i] == 0x2B || p[i] == 0x2D { i &+= 1 }
            guard i < count, p[i] &- 0x30 < 10 else { return -1 }
            while i < count, p[i] &- 0x30 < 10 { i &+= 1 }
        }
        numberStart = start
        numberEnd = i
        numberIsInteger = isInteger
        numberInt = nil
        if isInteger, i - start <= 18 {
            let negative = p[start] == 0x2D
            var value = 0
            for k in (negative ? start + 1 : start)..<i { value = value &* 10 &+ Int(p[k] &- 0x30) }
            numberInt = negative ? -value : value
        }
        return i
    }

    /// The last scanned number as `Double`, rounded exactly as `Double(text)` rounds it.
    @inlinable public func numberDouble() -> Double {
        if let int = numberInt { return Double(int) }
        // Clinger's fast path: at most 15 digits and a power of ten up to 1e22 are exact, so one
        // multiplication or division rounds correctly.
        var i = numberStart
        let negative = p[i] == 0x2D
        if negative { i &+= 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var afterPoint = false
        while i < numberEnd {
            let b = p[i]
            if b == 0x2E {
                afterPoint = true
            } else if b &- 0x30 < 10 {
                if mantissa != 0 || b != 0x30 { digits &+= 1 }
                mantissa = mantissa &* 10 &+ UInt64(b &- 0x30)
                if afterPoint { scale &-= 1 }
            } else {
                break
            }
            i &+= 1
        }
        if i == numberEnd, digits <= 15, scale >= -22 {
            let powers: [Double] = [
                1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
            ]
            let d = Double(mantissa) / powers[-scale]
            return negative ? -d : d
        }
        let text = String(
            decoding: UnsafeBufferPointer(start: p + numberStart, count: numberEnd - numberStart), as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// The index after the literal `true`, `false` or `null` at `i`, or -1.
    @inlinable public func scanLiteral(_ i: Int) -> Int {
        switch p[i] {
        case 0x74: return i &+ 4 <= count && p[i &+ 1] == 0x72 && p[i &+ 2] == 0x75 && p[i &+ 3] == 0x65 ? i &+ 4 : -1
        case 0x66:
            return i &+ 5 <= count && p[i &+ 1] == 0x61 && p[i &+ 2] == 0x6C && p[i &+ 3] == 0x73 && p[i &+ 4] == 0x65
                ? i &+ 5 : -1
        default: return i &+ 4 <= count && p[i &+ 1] == 0x75 && p[i &+ 2] == 0x6C && p[i &+ 3] == 0x6C ? i &+ 4 : -1
        }
    }

    /// Scans a plain object key at `i` (its quote): printable ASCII without escapes, so that byte
    /// equality is string equality. Returns the index after the closing quote or -1.
    @inlinable @inline(__always) public mutating func scanPlainKey(_ i: Int) -> Int {
        guard i < count, p[i] == 0x22 else { return -1 }
        let end = scanString(i)
        guard end >= 0, !stringEscaped, stringASCII else { return -1 }
        return end
    }

    /// Whether the key `start..<end` repeats one of the unknown keys recorded since `base`; records it if not.
    @inlinable public mutating func isRepeatedKey(_ start: Int, _ end: Int, since base: Int) -> Bool {
        let length = end - start
        var k = base
        while k < unknownKeys.count {
            let other = unknownKeys[k]
            if other.1 - other.0 == length, memcmp(p + other.0, p + start, length) == 0 { return true }
            k &+= 1
        }
        unknownKeys.append((start, end))
        return false
    }

    /// Skips any value at `i` (after whitespace), checking its syntax and its keys; the index after it or -1.
    @inlinable public mutating func skipValue(_ i: Int, nesting: Int) -> Int {
        guard i < count, nesting < Self.maxNesting else { return -1 }
        switch p[i] {
        case 0x22: return scanString(i)
        case 0x2D, 0x30...0x39: return scanNumber(i)
        case 0x74, 0x66, 0x6E: return scanLiteral(i)
        case 0x5B:
            var i = skipWhitespace(i &+ 1)
            if i < count, p[i] == 0x5D { return i &+ 1 }
            while true {
                i = skipValue(i, nesting: nesting &+ 1)
                guard i >= 0 else { return -1 }
                i = skipWhitespace(i)
                guard i < count else { return -1 }
                if p[i] == 0x5D { return i &+ 1 }
                guard p[i] == 0x2C else { return -1 }
                i = skipWhitespace(i &+ 1)
            }
        case 0x7B:
            var i = skipWhitespace(i &+ 1)
            if i < count, p[i] == 0x7D { return i &+ 1 }
            let base = unknownKeys.count
            defer { if unknownKeys.count > base { unknownKeys.removeSubrange(base...) } }
            while true {
                let keyStart = i &+ 1
                i = scanPlainKey(i)
                guard i >= 0, unknownKeys.count - base < 64, !isRepeatedKey(keyStart, i &- 1, since: base) else {
                    return -1
                }
                i = skipWhitespace(i)
                guard i < count, p[i] == 0x3A else { return -1 }
                i = skipValue(skipWhitespace(i &+ 1), nesting: nesting &+ 1)
                guard i >= 0 else { return -1 }
                i = skipWhitespace(i)
                guard i < count else { return -1 }
                if p[i] == 0x7D { return i &+ 1 }
                guard p[i] == 0x2C else { return -1 }
                i = skipWhitespace(i &+ 1)
            }
        default:
            return -1
        }
    }
}
