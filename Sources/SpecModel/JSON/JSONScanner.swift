/// The parser's state: input, position, open containers and the diagnostics so far.
struct JSONScanner: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let raw: UnsafeRawPointer?
    let count: Int
    let file: String?
    let maxDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    var frames: [JSONFrame] = []
    /// Children of the open arrays.
    var values: JSONStack<JSONNode>
    /// Members of the open objects, the last one of a pending object holding a placeholder value.
    var members: JSONStack<JSONMember>
    /// Hashes of the keys in `members` (see `keyHash`).
    var keyHashes: JSONStack<UInt64>
    /// Recently read keys, shared by equal keys.
    var keyCache: JSONKeyCache
    /// Whether the top object's last member has its key but not yet its value (objects further out
    /// always have one: the value being read belongs to it).
    var topPending = false
    /// Decoded bytes of a string with escapes.
    var scratch: [UInt8] = []
    /// Where the last string's content started and whether it had escapes (then its bytes are in `scratch`).
    var stringStart = 0
    var stringEscaped = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, maxDepth: Int) {
        self.bytes = bytes
        self.raw = bytes.baseAddress.map { UnsafeRawPointer($0) }
        self.count = bytes.count
        self.file = file
        self.maxDepth = max(1, maxDepth)
        keyCache = JSONKeyCache(inputCount: bytes.count)
        // Small inputs (a JSONL line) start with small stacks; they grow as needed.
        let capacity = min(64, max(8, bytes.count / 16))
        values = JSONStack(capacity: capacity)
        members = JSONStack(capacity: capacity)
        keyHashes = JSONStack(capacity: capacity)
    }

    @inline(__always) var here: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1, offset: index)
    }

    /// The location of `offset`, which must lie on the current line.
    @inline(__always) func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1, offset: offset)
    }

    mutating func parseDocument() -> JSONNode? {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            fail(.byteOrderMark, "byte order mark at the start of the file; JSON text must not begin with one")
            return nil
        }
        do {
            let root = try parseValues()
            skipWhitespace()
            if index < count {
                fail(.trailingContent, "unexpected \(describe(bytes[index])) after the top-level value")
                return nil
            }
            return root
        } catch {
            return nil
        }
    }

    /// The pointer of the value being parsed, from the open containers.
    func currentPointer() -> String {
        var pointer = ""
        var memberTop = members.count
        var valueTop = values.count
        var tokens: [String] = []
        for (depth, frame) in frames.enumerated().reversed() {
            if frame.isObject {
                if depth < frames.count - 1 || topPending, memberTop > frame.base {
                    tokens.append(JSONPointer.escape(members[memberTop - 1].key))
                }
                memberTop = frame.base
            } else {
                tokens.append(String(valueTop - frame.base))
                valueTop = frame.base
            }
        }
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

    @inline(__always) mutating func skipWhitespace() {
        while index < count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                index += 1
            } else if b == newline {
                index += 1
                line += 1
                lineStart = index
            } else {
                return
            }
        }
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte == 0x20 { return "' '" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Parses the top-level value with an explicit stack of open containers.
    mutating func parseValues() throws(JSONParseFailure) -> JSONNode {
        outer: while true {
            skipWhitespace()
            guard index < count else {
                throw failure(
                    .unexpectedEnd, frames.isEmpty ? "empty input; expected a JSON value" : "unexpected end of input; expected a value")
            }
            let start = here
            var value: JSONNode
            switch bytes[index] {
            case quote:
                value = JSONNode(.string(try parseString()), at: start)
            case minus, zero...nine:
                value = JSONNode(.number(try parseNumber()), at: start)
            case openBrace, openBracket:
                let isObject = bytes[index] == openBrace
                if frames.count >= maxDepth {
                    throw failure(.depthLimit, "nesting deeper than \(maxDepth) levels")
                }
                index += 1
                skipWhitespace()
                if index < count, bytes[index] == (isObject ? closeBrace : closeBracket) {
                    index += 1
                    value = JSONNode(isObject ? .object([]) : .array([]), at: start)
                } else {
                    frames.append(JSONFrame(isObject: isObject, start: start, base: isObject ? members.count : values.count))
                    topPending = false
                    if isObject { try parseKey() }
                    continue outer
                }
            case 0x74:  // t
                try expectLiteral("true")
                value = JSONNode(.bool(true), at: start)
            case 0x66:  // f
                try expectLiteral("false")
                value = JSONNode(.bool(false), at: start)
            case 0x6E:  // n
                try expectLiteral("null")
                value = JSONNode(.null, at: start)
            default:
                throw unexpectedValueStart()
            }

            // A value is complete: attach it to its container, closing containers as they end.
            while let top = frames.indices.last {
                let isObject = frames[top].isObject
                if isObject {
                    completeMember(consume value, top: top)
                } else {
                    values.push(consume value)
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
                        throw failure(.trailingComma, "trailing comma before '\(isObject ? "}" : "]")'", at: commaLocation)
                    }
                    if isObject { try parseKey() }
                    continue outer
                }
                guard b == close else {
                    if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
                    throw failure(.unexpectedCharacter, "expected ',' or '\(isObject ? "}" : "]")', found \(describe(b))")
                }
                index += 1
                let frame = frames.removeLast()
                if isObject {
                    keyHashes.truncate(to: frame.base)
                    value = JSONNode(.object(members.popArray(from: frame.base)), at: frame.start)
                } else {
                    value = JSONNode(.array(values.popArray(from: frame.base)), at: frame.start)
                }
            }
            return value
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
            if let last = frames.last, last.isObject == (b == closeBrace) {
                // Only reachable after a comma; the comma check reports it first, so this is defensive.
                return failure(.trailingComma, "trailing comma before \(describe(b))")
            }
            return failure(.unexpectedCharacter, "expected a value, found \(describe(b))")
        default:
            if b >= 0x80 { return failure(.unexpectedCharacter, "expected a value, found non-ASCII \(describe(b))") }
            return failure(.unexpectedCharacter, "expected a value, found \(describe(b))")
        }
    }

    /// Stores the value of the pending member of the object `top`, or drops the member if its key repeats.
    @inline(__always) mutating func completeMember(_ value: consuming JSONNode, top: Int) {
        topPending = false
        if keyHashes[keyHashes.count - 1] == Self.discardedKey {
            members.truncate(to: members.count - 1)
            keyHashes.truncate(to: keyHashes.count - 1)
        } else {
            members.base[members.count - 1].value = value
        }
    }
}
