/// The parser's state: input, position, open containers, the tape so far and the diagnostics.
struct JSONScanner: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let raw: UnsafeRawPointer?
    let count: Int
    let file: String?
    let maxDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    /// `line` as it goes into an entry's `meta` (0 once it no longer fits).
    var lineMeta: UInt32 = 1 << JSONTapeEntry.lineShift
    /// Where lines 2 and on start.
    var lineStarts: [UInt32] = []
    var diagnostics: [Diagnostic] = []
    var frames: JSONStack<JSONFrame>
    /// One entry per value and key.
    var tape: JSONTapeBuffer
    /// The keys of the open objects, each object's from its frame's `keyBase` up.
    var keys: JSONStack<JSONKeyRecord>
    /// Whether the top object's last key has been read but not yet its value (objects further out always
    /// have one: the value being read belongs to it).
    var topPending = false
    /// Decoded bytes of a key with escapes.
    var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, maxDepth: Int) {
        self.bytes = bytes
        self.raw = bytes.baseAddress.map { UnsafeRawPointer($0) }
        self.count = bytes.count
        self.file = file
        self.maxDepth = max(1, maxDepth)
        // About one entry per 10 bytes of typical JSON; small inputs (a JSONL line) start small. Grows as needed.
        tape = JSONTapeBuffer(capacity: bytes.count / 10 + 8)
        let capacity = min(64, max(8, bytes.count / 16))
        frames = JSONStack(capacity: 16)
        keys = JSONStack(capacity: capacity)
    }

    @inline(__always) var here: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1, offset: index)
    }

    /// The location of `offset`, which must lie on the current line.
    @inline(__always) func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1, offset: offset)
    }

    /// The location of tape entry `i`.
    func location(ofEntry i: Int) -> SourceLocation {
        JSONTape.location(of: tape[i], lineStarts: lineStarts)
    }

    /// The characters of the key or string at tape entry `i`.
    func string(ofEntry i: Int) -> String {
        // An entry lies in the input, so the input is not empty.
        // swift-format-ignore: NeverForceUnwrap
        JSONTape.string(tape[i], bytes.baseAddress!, count)
    }

    /// Parses the document; the tape then holds it from index 0.
    mutating func parseDocument() -> Bool {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            fail(.byteOrderMark, "byte order mark at the start of the file; JSON text must not begin with one")
            return false
        }
        guard count <= Int(UInt32.max) else {
            fail(.tooLarge, "the input is \(count) bytes; the JSON reader reads documents of up to 4 GiB", at: .start)
            return false
        }
        do {
            try parseValues()
            skipWhitespace()
            if index < count {
                fail(.trailingContent, "unexpected \(describe(bytes[index])) after the top-level value")
                return false
            }
            return true
        } catch {
            return false
        }
    }

    /// The pointer of the value being parsed, from the open containers.
    func currentPointer() -> String {
        var tokens: [String] = []
        var depth = frames.count - 1
        while depth >= 0 {
            let frame = frames[depth]
            if frame.isObject {
                if depth < frames.count - 1 || topPending {
                    tokens.append(JSONPointer.escape(string(ofEntry: frame.pendingKey)))
                }
            } else {
                tokens.append(String(frame.count))
            }
            depth -= 1
        }
        var pointer = ""
        for token in tokens.reversed() { pointer += "/" + token }
        return pointer
    }

    mutating func fail(_ code: JSONErrorCode, _ message: String, at location: SourceLocation? = nil) {
        diagnostics.append(
            .error(code.rawValue, message, file: file, at: location ?? here, pointer: currentPointer()))
    }

    mutating func failure(_ code: JSONErrorCode, _ message: String, at location: SourceLocation? = nil)
        -> JSONParseFailure
    {
        fail(code, message, at: location)
        return JSONParseFailure()
    }

    /// Skips whitespace; the common cases (none, or one space) inline, the rest out of line.
    @inline(__always) mutating func skipWhitespace() {
        guard index < count else { return }
        let b = bytes[index]
        if b > 0x20 { return }
        if b == 0x20 {
            index &+= 1
            if index < count, bytes[index] > 0x20 { return }
        }
        skipMoreWhitespace()
    }

    mutating func skipMoreWhitespace() {
        while index < count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                index += 1
            } else if b == newline {
                index += 1
                newLine()
            } else {
                return
            }
        }
    }

    /// Records that a line starts at `index`.
    mutating func newLine() {
        line += 1
        lineStart = index
        lineStarts.append(UInt32(truncatingIfNeeded: index))
        lineMeta = line < JSONTapeEntry.lineLimit ? UInt32(line) << JSONTapeEntry.lineShift : 0
    }

    /// Appends an entry for a value or key starting at `offset` on the current line.
    @inline(__always) mutating func emit(_ kind: UInt32, at offset: Int) {
        tape.append(offset: offset, meta: kind | lineMeta)
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte == 0x20 { return "' '" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Parses the top-level value with an explicit stack of open containers.
    mutating func parseValues() throws(JSONParseFailure) {
        outer: while true {
            skipWhitespace()
            guard index < count else {
                throw failure(
                    .unexpectedEnd,
                    frames.isEmpty ? "empty input; expected a JSON value" : "unexpected end of input; expected a value")
            }
            let start = index
            switch bytes[index] {
            case quote:
                try parseString()
            case minus, zero...nine:
                try parseNumber()
            case openBrace, openBracket:
                let isObject = bytes[index] == openBrace
                if frames.count >= maxDepth {
                    throw failure(.depthLimit, "nesting deeper than \(maxDepth) levels")
                }
                // The container's entry, then its size: no children yet, ending after the two.
                let entry = tape.count
                emit(isObject ? JSONTapeEntry.object : JSONTapeEntry.array, at: start)
                tape.append(offset: entry &+ 2, meta: 0)
                index += 1
                skipWhitespace()
                if index < count, bytes[index] == (isObject ? closeBrace : closeBracket) {
                    index += 1
                } else {
                    frames.push(JSONFrame(isObject: isObject, entry: entry, keyBase: keys.count))
                    topPending = false
                    if isObject { try parseKey() }
                    continue outer
                }
            case 0x74:  // t
                try expectLiteral("true")
                emit(JSONTapeEntry.true, at: start)
            case 0x66:  // f
                try expectLiteral("false")
                emit(JSONTapeEntry.false, at: start)
            case 0x6E:  // n
                try expectLiteral("null")
                emit(JSONTapeEntry.null, at: start)
            default:
                throw unexpectedValueStart()
            }

            // A value is complete: count it in its container, closing containers as they end.
            while !frames.isEmpty {
                let frame = frames.top
                let isObject = frame.pointee.isObject
                if isObject {
                    topPending = false
                    if frame.pointee.discard {
                        frame.pointee.discard = false
                        tape.count = frame.pointee.pendingKey
                    } else {
                        frame.pointee.count &+= 1
                    }
                } else {
                    frame.pointee.count &+= 1
                }
                skipWhitespace()
                guard index < count else {
                    throw failure(.unexpectedEnd, "unexpected end of input; expected ',' or '\(isObject ? "}" : "]")'")
                }
                let b = bytes[index]
                let close = isObject ? closeBrace : closeBracket
                if b == comma {
                    let commaLocation = here
                    index += 1
                    skipWhitespace()
                    if index < count, bytes[index] == close {
                        throw failure(
                            .trailingComma, "trailing comma before '\(isObject ? "}" : "]")'", at: commaLocation)
                    }
                    if isObject { try parseKey() }
                    continue outer
                }
                guard b == close else {
                    if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
                    throw failure(
                        .unexpectedCharacter, "expected ',' or '\(isObject ? "}" : "]")', found \(describe(b))")
                }
                index += 1
                let closed = frames.pop()
                if isObject { keys.truncate(to: closed.keyBase) }
                tape[closed.entry &+ 1] = JSONTapeEntry(
                    offset: UInt32(truncatingIfNeeded: tape.count), meta: UInt32(truncatingIfNeeded: closed.count))
            }
            return
        }
    }

    mutating func unexpectedValueStart() -> JSONParseFailure {
        let b = bytes[index]
        switch b {
        case 0x27: return failure(.singleQuote, "single-quoted strings are not allowed in JSON; use double quotes")
        case slash: return failure(.comment, "comments are not allowed in JSON")
        case 0x4E, 0x49: return failure(.invalidLiteral, "NaN and Infinity are not JSON numbers")
        case plus, dot: return failure(.invalidNumber, "a JSON number starts with '-' or a digit")
        case closeBracket, closeBrace:
            if !frames.isEmpty, frames.top.pointee.isObject == (b == closeBrace) {
                // Only reachable after a comma; the comma check reports it first, so this is defensive.
                return failure(.trailingComma, "trailing comma before \(describe(b))")
            }
            return failure(.unexpectedCharacter, "expected a value, found \(describe(b))")
        default:
            if b >= 0x80 { return failure(.unexpectedCharacter, "expected a value, found non-ASCII \(describe(b))") }
            return failure(.unexpectedCharacter, "expected a value, found \(describe(b))")
        }
    }
}
