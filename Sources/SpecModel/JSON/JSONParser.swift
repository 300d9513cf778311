/// A strict RFC 8259 JSON parser over bytes that locates every value.
///
/// Rejects trailing commas, leading zeros, `NaN`/`Infinity`, single quotes, comments, unescaped control
/// characters, invalid escapes, lone surrogates, invalid UTF-8 and anything after the top-level value.
/// Duplicate object keys are errors naming both locations. Nesting is limited by `maxDepth`; the parser
/// keeps its own stack, so no input can overflow the thread's stack.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    public init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// The outcome of parsing one document.
    public struct Result: Sendable {
        /// The document, or nil when it has a syntax error.
        public var root: JSONNode?
        /// Every problem found; a syntax error ends parsing, duplicate keys do not.
        public var diagnostics: [Diagnostic]
    }

    /// Parses `bytes` as one JSON document; `file` names it in diagnostics.
    public func parse(_ bytes: [UInt8], file: String? = nil) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, file: file, maxDepth: maxDepth)
            let root = scanner.parseDocument()
            return Result(root: root, diagnostics: scanner.diagnostics)
        }
    }

    /// Parses a UTF-8 string as one JSON document.
    public func parse(_ text: String, file: String? = nil) -> Result {
        parse(Array(text.utf8), file: file)
    }
}

/// Stable codes of the JSON reader's diagnostics.
public enum JSONErrorCode: String, CaseIterable, Sendable {
    case unexpectedEnd = "json.unexpected-end"
    case unexpectedCharacter = "json.unexpected-character"
    case trailingComma = "json.trailing-comma"
    case leadingZero = "json.leading-zero"
    case invalidNumber = "json.invalid-number"
    case invalidLiteral = "json.invalid-literal"
    case singleQuote = "json.single-quote"
    case comment = "json.comment"
    case controlCharacter = "json.control-character"
    case invalidEscape = "json.invalid-escape"
    case loneSurrogate = "json.lone-surrogate"
    case invalidUTF8 = "json.invalid-utf8"
    case byteOrderMark = "json.byte-order-mark"
    case trailingContent = "json.trailing-content"
    case duplicateKey = "json.duplicate-key"
    case depthLimit = "json.depth-limit"
    case expectedKey = "json.expected-key"
}

private struct ParseFailure: Error {}

/// One open array or object while parsing.
private struct Frame {
    var isObject: Bool
    var start: SourceLocation
    var items: [JSONNode] = []
    var members: [JSONMember] = []
    var pendingKey = ""
    var pendingKeyLocation = SourceLocation.start
    /// Key positions, built once an object grows past a few members.
    var keyIndex: [String: Int]? = nil
}

private let quote: UInt8 = 0x22
private let backslash: UInt8 = 0x5C
private let slash: UInt8 = 0x2F
private let comma: UInt8 = 0x2C
private let colon: UInt8 = 0x3A
private let openBrace: UInt8 = 0x7B
private let closeBrace: UInt8 = 0x7D
private let openBracket: UInt8 = 0x5B
private let closeBracket: UInt8 = 0x5D
private let minus: UInt8 = 0x2D
private let plus: UInt8 = 0x2B
private let dot: UInt8 = 0x2E
private let zero: UInt8 = 0x30
private let nine: UInt8 = 0x39
private let newline: UInt8 = 0x0A

struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String?
    let maxDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    private var stack: [Frame] = []
    private var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = max(1, maxDepth)
    }

    @inline(__always) var here: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1, offset: index)
    }

    @inline(__always) func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1, offset: offset)
    }

    mutating func parseDocument() -> JSONNode? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            fail(.byteOrderMark, "byte order mark at the start of the file; JSON text must not begin with one")
            return nil
        }
        do {
            let root = try parseValues()
            skipWhitespace()
            if index < bytes.count {
                fail(.trailingContent, "unexpected \(describe(bytes[index])) after the top-level value")
                return nil
            }
            return root
        } catch {
            return nil
        }
    }

    /// The pointer of the value being parsed, from the open containers.
    private func currentPointer() -> String {
        var pointer = ""
        for frame in stack {
            if frame.isObject {
                pointer = JSONPointer.appending(pointer, frame.pendingKey)
            } else {
                pointer = JSONPointer.appending(pointer, frame.items.count)
            }
        }
        return pointer
    }

    private mutating func fail(_ code: JSONErrorCode, _ message: String, at location: SourceLocation? = nil) {
        diagnostics.append(
            .error(code.rawValue, message, file: file, at: location ?? here, pointer: currentPointer()))
    }

    private mutating func failure(_ code: JSONErrorCode, _ message: String, at location: SourceLocation? = nil)
        -> ParseFailure
    {
        fail(code, message, at: location)
        return ParseFailure()
    }

    @inline(__always) private mutating func skipWhitespace() {
        while index < bytes.count {
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

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Parses the top-level value with an explicit stack of open containers.
    private mutating func parseValues() throws(ParseFailure) -> JSONNode {
        outer: while true {
            skipWhitespace()
            var value: JSONNode
            guard index < bytes.count else {
                throw failure(.unexpectedEnd, stack.isEmpty ? "empty input; expected a JSON value" : "unexpected end of input; expected a value")
            }
            let start = here
            switch bytes[index] {
            case openBrace, openBracket:
                let isObject = bytes[index] == openBrace
                if stack.count >= maxDepth {
                    throw failure(.depthLimit, "nesting deeper than \(maxDepth) levels")
                }
                index += 1
                skipWhitespace()
                let close = isObject ? closeBrace : closeBracket
                if index < bytes.count, bytes[index] == close {
                    index += 1
                    value = JSONNode(isObject ? .object([]) : .array([]), at: start)
                } else {
                    stack.append(Frame(isObject: isObject, start: start))
                    if isObject { try parseKey() }
                    continue outer
                }
            case quote:
                value = JSONNode(.string(try parseString()), at: start)
            case minus, zero...nine:
                value = JSONNode(.number(try parseNumber()), at: start)
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
            while true {
                guard !stack.isEmpty else { return value }
                let top = stack.count - 1
                if stack[top].isObject {
                    appendMember(value, to: top)
                } else {
                    stack[top].items.append(value)
                }
                skipWhitespace()
                guard index < bytes.count else {
                    throw failure(.unexpectedEnd, "unexpected end of input; expected ',' or '\(stack[top].isObject ? "}" : "]")'")
                }
                let b = bytes[index]
                if b == comma {
                    let commaLocation = here
                    index += 1
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == (stack[top].isObject ? closeBrace : closeBracket) {
                        throw failure(.trailingComma, "trailing comma before '\(stack[top].isObject ? "}" : "]")'", at: commaLocation)
                    }
                    if stack[top].isObject { try parseKey() }
                    continue outer
                }
                let close = stack[top].isObject ? closeBrace : closeBracket
                guard b == close else {
                    if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
                    throw failure(.unexpectedCharacter, "expected ',' or '\(stack[top].isObject ? "}" : "]")', found \(describe(b))")
                }
                index += 1
                let frame = stack.removeLast()
                value = JSONNode(frame.isObject ? .object(frame.members) : .array(frame.items), at: frame.start)
            }
        }
    }

    private mutating func unexpectedValueStart() -> ParseFailure {
        let b = bytes[index]
        switch b {
        case 0x27: return failure(.singleQuote, "single-quoted strings are not allowed in JSON; use double quotes")
        case slash: return failure(.comment, "comments are not allowed in JSON")
        case 0x4E, 0x49: return failure(.invalidLiteral, "NaN and Infinity are not JSON numbers")
        case plus, dot: return failure(.invalidNumber, "a JSON number starts with '-' or a digit")
        case closeBracket, closeBrace: return failure(.unexpectedCharacter, "expected a value, found \(describe(b))")
        default: return failure(.unexpectedCharacter, "expected a value, found \(describe(b))")
        }
    }

    private mutating func appendMember(_ value: JSONNode, to top: Int) {
        let key = stack[top].pendingKey
        let keyLocation = stack[top].pendingKeyLocation
        var previous: Int? = nil
        if let keyIndex = stack[top].keyIndex {
            previous = keyIndex[key]
        } else {
            let members = stack[top].members
            for i in members.indices where members[i].key == key {
                previous = i
                break
            }
        }
        if let previous {
            let first = stack[top].members[previous].keyLocation
            diagnostics.append(
                .error(
                    JSONErrorCode.duplicateKey.rawValue,
                    "duplicate key \"\(key)\"; first defined at \(first.line):\(first.column)",
                    file: file, at: keyLocation, pointer: currentPointer(),
                    related: [.init(message: "first definition of \"\(key)\"", file: file, location: first)]))
            return
        }
        stack[top].members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
        let count = stack[top].members.count
        if stack[top].keyIndex != nil {
            stack[top].keyIndex![key] = count - 1
        } else if count >= 16 {
            var index = [String: Int](minimumCapacity: 32)
            for (i, m) in stack[top].members.enumerated() { index[m.key] = i }
            stack[top].keyIndex = index
        }
    }

    /// Reads `"key" :` into the top frame.
    private mutating func parseKey() throws(ParseFailure) {
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd, "unexpected end of input; expected an object key") }
        let b = bytes[index]
        guard b == quote else {
            if b == 0x27 { throw failure(.singleQuote, "single-quoted keys are not allowed in JSON; use double quotes") }
            if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
            throw failure(.expectedKey, "expected a double-quoted object key, found \(describe(b))")
        }
        let keyLocation = here
        let key = try parseString()
        let top = stack.count - 1
        stack[top].pendingKey = key
        stack[top].pendingKeyLocation = keyLocation
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd, "unexpected end of input; expected ':'") }
        guard bytes[index] == colon else {
            throw failure(.unexpectedCharacter, "expected ':' after object key, found \(describe(bytes[index]))")
        }
        index += 1
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(ParseFailure) {
        let start = here
        let count = literal.utf8CodeUnitCount
        let ok = literal.withUTF8Buffer { lit -> Bool in
            guard index + count <= bytes.count else { return false }
            for i in 0..<count where bytes[index + i] != lit[i] { return false }
            return true
        }
        guard ok else {
            throw failure(.invalidLiteral, "invalid literal; expected '\(literal)'", at: start)
        }
        index += count
    }

    private mutating func parseNumber() throws(ParseFailure) -> JSONNumber {
        let start = index
        var isInteger = true
        if bytes[index] == minus {
            index += 1
            guard index < bytes.count, bytes[index] >= zero, bytes[index] <= nine else {
                if index < bytes.count, bytes[index] == 0x49 {
                    throw failure(.invalidLiteral, "NaN and Infinity are not JSON numbers", at: location(at: start))
                }
                throw failure(.invalidNumber, "expected a digit after '-'")
            }
        }
        if bytes[index] == zero {
            index += 1
            if index < bytes.count, bytes[index] >= zero, bytes[index] <= nine {
                throw failure(.leadingZero, "numbers must not have leading zeros", at: location(at: start))
            }
        } else {
            while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine { index += 1 }
        }
        if index < bytes.count, bytes[index] == dot {
            isInteger = false
            index += 1
            guard index < bytes.count, bytes[index] >= zero, bytes[index] <= nine else {
                throw failure(.invalidNumber, "expected a digit after the decimal point")
            }
            while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine { index += 1 }
        }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == plus || bytes[index] == minus { index += 1 }
            guard index < bytes.count, bytes[index] >= zero, bytes[index] <= nine else {
                throw failure(.invalidNumber, "expected a digit in the exponent")
            }
            while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return JSONNumber(text: text, isInteger: isInteger)
    }

    /// Parses a string starting at the opening quote.
    private mutating func parseString() throws(ParseFailure) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let b = bytes[index]
            if b == quote {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return s
            }
            if b == backslash { break }
            if b < 0x20 { throw controlCharacter(b) }
            if b >= 0x80 { try validateUTF8Sequence() } else { index += 1 }
        }
        guard index < bytes.count else { throw failure(.unexpectedEnd, "unterminated string") }
        // Slow path: copy into scratch, decoding escapes.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let b = bytes[index]
            if b == quote {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if b == backslash {
                try parseEscape()
            } else if b < 0x20 {
                throw controlCharacter(b)
            } else if b >= 0x80 {
                let s = index
                try validateUTF8Sequence()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[s..<index]))
            } else {
                scratch.append(b)
                index += 1
            }
        }
        throw failure(.unexpectedEnd, "unterminated string")
    }

    private mutating func controlCharacter(_ b: UInt8) -> ParseFailure {
        if b == newline {
            return failure(.controlCharacter, "unescaped line break in string (unterminated string?)")
        }
        return failure(.controlCharacter, "unescaped control character 0x\(String(b, radix: 16, uppercase: true)) in string; escape it as \\u00\(b < 16 ? "0" : "")\(String(b, radix: 16, uppercase: true))")
    }

    private mutating func parseEscape() throws(ParseFailure) {
        let escapeStart = here
        index += 1
        guard index < bytes.count else { throw failure(.unexpectedEnd, "unterminated string") }
        let e = bytes[index]
        index += 1
        switch e {
        case quote: scratch.append(quote)
        case backslash: scratch.append(backslash)
        case slash: scratch.append(slash)
        case 0x62: scratch.append(0x08)  // b
        case 0x66: scratch.append(0x0C)  // f
        case 0x6E: scratch.append(0x0A)  // n
        case 0x72: scratch.append(0x0D)  // r
        case 0x74: scratch.append(0x09)  // t
        case 0x75:  // u
            var scalar = try parseHex4(escapeStart)
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard index + 1 < bytes.count, bytes[index] == backslash, bytes[index + 1] == 0x75 else {
                    throw failure(.loneSurrogate, "high surrogate \\u\(hex(scalar)) is not followed by a low surrogate", at: escapeStart)
                }
                index += 2
                let low = try parseHex4(escapeStart)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw failure(.loneSurrogate, "high surrogate \\u\(hex(scalar)) is followed by \\u\(hex(low)), not a low surrogate", at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                throw failure(.loneSurrogate, "lone low surrogate \\u\(hex(scalar))", at: escapeStart)
            }
            appendUTF8(scalar)
        default:
            throw failure(.invalidEscape, "invalid escape '\\\(Character(Unicode.Scalar(e < 0x80 ? e : 0x3F)))'; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escapeStart)
        }
    }

    private func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    private mutating func parseHex4(_ escapeStart: SourceLocation) throws(ParseFailure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw failure(.unexpectedEnd, "unterminated string") }
            let b = bytes[index]
            let d: UInt32
            switch b {
            case zero...nine: d = UInt32(b - zero)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            default: throw failure(.invalidEscape, "\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    private mutating func appendUTF8(_ v: UInt32) {
        if v < 0x80 {
            scratch.append(UInt8(v))
        } else if v < 0x800 {
            scratch.append(UInt8(0xC0 | (v >> 6)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x10000 {
            scratch.append(UInt8(0xE0 | (v >> 12)))
            scratch.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        } else {
            scratch.append(UInt8(0xF0 | (v >> 18)))
            scratch.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    /// Validates one multi-byte UTF-8 sequence at `index` and moves past it.
    private mutating func validateUTF8Sequence() throws(ParseFailure) {
        let b0 = bytes[index]
        var need = 0
        var lo: UInt8 = 0x80
        var hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F
        default:
            throw failure(.invalidUTF8, "invalid UTF-8 byte 0x\(String(b0, radix: 16, uppercase: true))")
        }
        guard index + need < bytes.count else {
            throw failure(.invalidUTF8, "truncated UTF-8 sequence")
        }
        let b1 = bytes[index + 1]
        guard b1 >= lo && b1 <= hi else {
            throw failure(.invalidUTF8, "invalid UTF-8 sequence starting with byte 0x\(String(b0, radix: 16, uppercase: true))")
        }
        if need >= 2 {
            let b2 = bytes[index + 2]
            guard b2 & 0xC0 == 0x80 else { throw failure(.invalidUTF8, "invalid UTF-8 continuation byte") }
        }
        if need == 3 {
            let b3 = bytes[index + 3]
            guard b3 & 0xC0 == 0x80 else { throw failure(.invalidUTF8, "invalid UTF-8 continuation byte") }
        }
        index += need + 1
    }
}
