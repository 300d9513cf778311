import SpecModel

/// Strict JSON syntax for ``ByteWalker``: its ``JSONByteReader`` (`SpecJSON`), the same rules as `JSONParser`
/// (RFC 8259, no duplicate keys), but any doubt gives up (-1), since the caller then asks the located parser, which
/// decides and explains. The walker reads the input and the last string and number through these.
extension ByteWalker {
    var p: UnsafePointer<UInt8> {
        @inline(__always) get { reader.p }
        @inline(__always) set { reader.p = newValue }
    }
    var count: Int {
        @inline(__always) get { reader.count }
        @inline(__always) set { reader.count = newValue }
    }
    var stringStart: Int {
        @inline(__always) get { reader.stringStart }
        @inline(__always) set { reader.stringStart = newValue }
    }
    var stringEnd: Int {
        @inline(__always) get { reader.stringEnd }
        @inline(__always) set { reader.stringEnd = newValue }
    }
    var stringEscaped: Bool {
        @inline(__always) get { reader.stringEscaped }
        @inline(__always) set { reader.stringEscaped = newValue }
    }
    var stringASCII: Bool {
        @inline(__always) get { reader.stringASCII }
        @inline(__always) set { reader.stringASCII = newValue }
    }
    var numberStart: Int { @inline(__always) get { reader.numberStart } }
    var numberEnd: Int { @inline(__always) get { reader.numberEnd } }
    var numberIsInteger: Bool { @inline(__always) get { reader.numberIsInteger } }
    var numberInt: Int? { @inline(__always) get { reader.numberInt } }

    /// Index of the first non-whitespace byte at or after `i`.
    @inline(__always) func skipWhitespace(_ i: Int) -> Int { reader.skipWhitespace(i) }

    /// Scans the string whose opening quote is at `i`; returns the index after the closing quote or -1.
    /// Sets `stringStart`/`stringEnd` (content bytes) or, with escapes, decodes the content into `reader.scratch`.
    @inline(__always) mutating func scanString(_ i: Int) -> Int { reader.scanString(i) }

    /// Scans a number at `i`; returns the index after it or -1. Sets `numberIsInteger` and, for integer
    /// text of at most 18 characters, `numberInt` (nil otherwise).
    @inline(__always) mutating func scanNumber(_ i: Int) -> Int { reader.scanNumber(i) }

    /// The last scanned number as `Double`, rounded exactly as `Double(text)` rounds it.
    @inline(__always) func numberDouble() -> Double { reader.numberDouble() }

    /// The index after the literal `true`, `false` or `null` at `i`, or -1.
    @inline(__always) func scanLiteral(_ i: Int) -> Int { reader.scanLiteral(i) }

    /// Scans a plain object key at `i` (its quote): printable ASCII without escapes, so that byte
    /// equality is string equality. Returns the index after the closing quote or -1.
    @inline(__always) mutating func scanPlainKey(_ i: Int) -> Int { reader.scanPlainKey(i) }

    /// Whether the key `start..<end` repeats one of the unknown keys recorded since `base`; records it if not.
    @inline(__always) mutating func isRepeatedKey(_ start: Int, _ end: Int, since base: Int) -> Bool {
        reader.isRepeatedKey(start, end, since: base)
    }

    /// Skips any value at `i` (after whitespace), checking its syntax and its keys; the index after it or -1.
    @inline(__always) mutating func skipValue(_ i: Int, nesting: Int) -> Int { reader.skipValue(i, nesting: nesting) }
}
