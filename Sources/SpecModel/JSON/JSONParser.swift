/// A strict RFC 8259 JSON parser over bytes that locates every value.
///
/// Rejects trailing commas, leading zeros, `NaN`/`Infinity`, single quotes, comments, unescaped control
/// characters, invalid escapes, lone surrogates, invalid UTF-8 and anything after the top-level value.
/// Duplicate object keys are errors naming both locations; keys are compared as Swift compares strings
/// (canonical equivalence), so a key is a duplicate exactly when it would collide in ``JSONNode/value``.
/// Nesting is limited by `maxDepth`; the parser keeps its own stack, so no input can overflow the
/// thread's stack.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    ///
    /// The parser itself never recurses, but code that walks the tree (``JSONNode/value``, destroying a
    /// tree, ``JSONWriter``) does: keep the limit in the hundreds or low thousands.
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
        bytes.withUnsafeBufferPointer { parse(buffer: $0, file: file) }
    }

    /// Parses a UTF-8 string as one JSON document.
    public func parse(_ text: String, file: String? = nil) -> Result {
        var text = text
        return text.withUTF8 { parse(buffer: $0, file: file) }
    }

    /// Parses the UTF-8 bytes of `bytes` as one JSON document, without copying them.
    public func parse(_ bytes: UnsafeRawBufferPointer, file: String? = nil) -> Result {
        parse(buffer: bytes.bindMemory(to: UInt8.self), file: file)
    }

    private func parse(buffer: UnsafeBufferPointer<UInt8>, file: String?) -> Result {
        var scanner = JSONScanner(buffer, file: file, maxDepth: maxDepth)
        let root = scanner.parseDocument()
        return Result(root: root, diagnostics: scanner.diagnostics)
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

/// Thrown inside the scanner once a syntax error has been recorded; carries nothing.
struct JSONParseFailure: Error {}

/// One open array or object while parsing. Its children live on the scanner's shared stacks from `base` up.
struct JSONFrame {
    var isObject: Bool
    var start: SourceLocation
    /// Index of the first child on `values` (arrays) or `members` (objects).
    var base: Int
    /// Key positions, built once an object grows large; plain scanning is faster below that.
    var keyIndex: [String: Int]? = nil
}

/// A growable stack over manually managed memory, so that a closed container moves its children into
/// an exactly sized array without copying, retaining or releasing them.
struct JSONStack<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always) mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Destroys the elements from `start` up.
    @inline(__always) mutating func truncate(to start: Int) {
        (base + start).deinitialize(count: count - start)
        count = start
    }

    /// Moves the elements from `start` up into a new array, leaving `start` elements.
    mutating func popArray(from start: Int) -> [Element] {
        let n = count - start
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
            if let target = buffer.baseAddress {
                target.moveInitialize(from: source, count: n)
                initialized = n
            } else {
                source.deinitialize(count: n)
                initialized = 0
            }
        }
        count = start
        return result
    }
}

/// Recently read object keys, so that a repeated plain ASCII key reuses one `String` instead of being
/// decoded again. A slot remembers where its key's bytes sit in the input; a hit is confirmed by comparing them.
struct JSONKeyCache: ~Copyable {
    struct Slot {
        var hash: UInt64 = 0
        var start = 0
        var length = -1
        var key = ""
    }

    static let maxSize = 256
    /// A power of two: small inputs (a JSONL line) set up and tear down a small cache.
    let size: Int
    let slots: UnsafeMutablePointer<Slot>

    /// A cache sized for an input of `inputCount` bytes.
    init(inputCount: Int) {
        var size = 8
        while size < Self.maxSize, size &* 64 < inputCount { size &*= 2 }
        self.size = size
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
    }

    deinit {
        slots.deinitialize(count: size)
        slots.deallocate()
    }
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

// MARK: - Keys

extension JSONScanner {
    /// The key hash that marks a pending member whose key repeats an earlier one: it is dropped once its
    /// value is read. Never a real hash (those are even, or 1).
    static let discardedKey: UInt64 = 3

    /// Objects with at least this many members look keys up in a dictionary instead of scanning.
    static let keyIndexThreshold = 32

    /// Reads `"key" :` of the next member of the top object and checks the key against the earlier ones.
    mutating func parseKey() throws(JSONParseFailure) {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd, "unexpected end of input; expected an object key") }
        let b = bytes[index]
        guard b == quote else {
            if b == 0x27 { throw failure(.singleQuote, "single-quoted keys are not allowed in JSON; use double quotes") }
            if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
            throw failure(.expectedKey, "expected a double-quoted object key, found \(describe(b))")
        }
        let keyLocation = here
        let key: String
        let hash: UInt64
        index += 1
        let start = index
        skipPlainStringBytes()
        if index < count, bytes[index] == quote {
            // Plain ASCII key without escapes: hash its bytes and reuse the String of an earlier equal key.
            hash = Self.hash(raw, start, index)
            key = plainKey(start, index, hash: hash)
            index += 1
        } else {
            index = start - 1
            key = try parseString()
            hash = stringEscaped ? scratch.withUnsafeBytes { Self.hash($0.baseAddress, 0, $0.count) } : Self.hash(raw, start, index - 1)
        }
        let top = frames.count - 1
        let previous = findKey(key, hash: hash, top: top)
        topPending = true
        members.push(JSONMember(key: key, keyLocation: keyLocation, value: JSONNode(.null, at: keyLocation)))
        keyHashes.push(previous == nil ? hash : Self.discardedKey)
        if let previous {
            let first = members[previous].keyLocation
            diagnostics.append(
                .error(
                    JSONErrorCode.duplicateKey.rawValue,
                    "duplicate key \"\(key)\"; first defined at \(first.line):\(first.column)",
                    file: file, at: keyLocation, pointer: currentPointer(),
                    related: [.init(message: "first definition of \"\(key)\"", file: file, location: first)]))
        } else if frames[top].keyIndex != nil {
            frames[top].keyIndex?[key] = members.count - 1
        } else if members.count - frames[top].base >= Self.keyIndexThreshold {
            var keyIndex = [String: Int](minimumCapacity: 2 * Self.keyIndexThreshold)
            for i in frames[top].base..<members.count { keyIndex[members[i].key] = i }
            frames[top].keyIndex = keyIndex
        }
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd, "unexpected end of input; expected ':'") }
        guard bytes[index] == colon else {
            throw failure(.unexpectedCharacter, "expected ':' after object key, found \(describe(bytes[index]))")
        }
        index += 1
    }

    /// A hash of the bytes `start..<end` of `base` with the low bit clear, or 1 when they are not all
    /// ASCII: such keys are compared with every other key, since canonical equivalence can make different
    /// bytes equal strings (U+212A KELVIN SIGN equals "K").
    @inline(__always) static func hash(_ base: UnsafeRawPointer?, _ start: Int, _ end: Int) -> UInt64 {
        guard let base, end > start else { return 0x2545_F491_4F6C_DD1C }
        @inline(__always) func mix(_ x: UInt64) -> UInt64 {
            let y = (x ^ (x &>> 31)) &* 0xBF58_476D_1CE4_E5B9
            return y ^ (y &>> 29)
        }
        var h = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        var high: UInt64 = 0
        var i = start
        while i &+ 8 <= end {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            high |= word
            h = mix(h ^ word)
            i &+= 8
        }
        if i < end {
            var tail: UInt64 = 0
            if end >= 8 {
                // The last word of the key, read backwards from its end, without the bytes before `i`.
                tail = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) &>> UInt64(8 * (8 - (end - i)))
            } else {
                // Little-endian order, as the word load above would give.
                for k in i..<end { tail |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) &<< UInt64(8 * (k - i)) }
            }
            high |= tail
            h = mix(h ^ tail)
        }
        return high & 0x8080_8080_8080_8080 != 0 ? 1 : h & ~1
    }

    /// The plain ASCII key in bytes `start..<end`, reusing the cached `String` of an equal earlier key.
    @inline(__always) mutating func plainKey(_ start: Int, _ end: Int, hash: UInt64) -> String {
        let length = end - start
        let slot = keyCache.slots + Int(truncatingIfNeeded: hash &>> 8) & (keyCache.size &- 1)
        if slot.pointee.hash == hash, slot.pointee.length == length, let raw,
            Self.bytesEqual(raw + slot.pointee.start, raw + start, length, readable: count &- start)
        {
            return slot.pointee.key
        }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        slot.pointee = JSONKeyCache.Slot(hash: hash, start: start, length: length, key: key)
        return key
    }

    /// Whether `length` bytes at `a` and `b` are equal; `readable` bytes from `b` (which lies after `a`
    /// in the same buffer) may be read, so a short tail is compared as one masked word when they suffice.
    @inline(__always) static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ length: Int, readable: Int) -> Bool {
        var i = 0
        while i &+ 8 <= length {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i &+= 8
        }
        if i == length { return true }
        if i &+ 8 <= readable {
            let x = UInt64(littleEndian: a.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                ^ UInt64(littleEndian: b.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            return x & ((1 &<< UInt64(8 &* (length &- i))) &- 1) == 0
        }
        while i < length {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }

    /// The member index of an earlier key of object `top` equal to `key`.
    @inline(__always) func findKey(_ key: String, hash: UInt64, top: Int) -> Int? {
        if let keyIndex = frames[top].keyIndex { return keyIndex[key] }
        var i = frames[top].base
        while i < members.count {
            let other = keyHashes[i]
            if other == hash || (other | hash) & 1 != 0, members[i].key == key { return i }
            i += 1
        }
        return nil
    }
}

// MARK: - Literals and numbers

extension JSONScanner {
    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseFailure) {
        let start = here
        let length = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected -> Bool in
            guard index + length <= count else { return false }
            for i in 0..<length where bytes[index + i] != expected[i] { return false }
            return true
        }
        guard matches else {
            throw failure(.invalidLiteral, "invalid literal; expected '\(literal)'", at: start)
        }
        index += length
    }

    @inline(__always) func isDigit(at i: Int) -> Bool {
        i < count && bytes[i] &- zero < 10
    }

    @inline(__always) mutating func skipDigits() {
        while index < count, bytes[index] &- zero < 10 { index += 1 }
    }

    mutating func parseNumber() throws(JSONParseFailure) -> JSONNumber {
        let start = index
        var isInteger = true
        if bytes[index] == minus {
            index += 1
            guard isDigit(at: index) else {
                if index < count, bytes[index] == 0x49 {
                    throw failure(.invalidLiteral, "NaN and Infinity are not JSON numbers", at: location(at: start))
                }
                throw failure(.invalidNumber, "expected a digit after '-'")
            }
        }
        if bytes[index] == zero {
            index += 1
            if isDigit(at: index) {
                throw failure(.leadingZero, "numbers must not have leading zeros", at: location(at: start))
            }
        } else {
            skipDigits()
        }
        if index < count, bytes[index] == dot {
            isInteger = false
            index += 1
            guard isDigit(at: index) else { throw failure(.invalidNumber, "expected a digit after the decimal point") }
            skipDigits()
        }
        if index < count, bytes[index] | 0x20 == 0x65 {  // e or E
            isInteger = false
            index += 1
            if index < count, bytes[index] == plus || bytes[index] == minus { index += 1 }
            guard isDigit(at: index) else { throw failure(.invalidNumber, "expected a digit in the exponent") }
            skipDigits()
        }
        if isInteger, index - start <= 18 {
            // Fast path: an integer of at most 18 characters fits Int; "-0" keeps its text.
            let negative = bytes[start] == minus
            var value = 0
            for i in (negative ? start + 1 : start)..<index { value = value &* 10 &+ Int(bytes[i] &- zero) }
            if !(negative && value == 0) { return JSONNumber(negative ? -value : value) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return JSONNumber(text: text, isInteger: isInteger)
    }
}

// MARK: - Strings

extension JSONScanner {
    /// Advances `index` to the next byte of a string that needs a look (quote, backslash, control
    /// character, non-ASCII) or to the end, eight bytes at a time where it can.
    @inline(__always) mutating func skipPlainStringBytes() {
        if let raw {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index &+ 8 <= count {
                let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let q = x ^ (ones &* 0x22)
                let s = x ^ (ones &* 0x5C)
                // High bit set in the first byte that is '"', '\\', < 0x20 or >= 0x80 (and maybe in later ones).
                let mask = (((q &- ones) & ~q) | ((s &- ones) & ~s) | ((x &- ones &* 0x20) & ~x) | x) & highs
                if mask != 0 {
                    index &+= mask.trailingZeroBitCount &>> 3
                    return
                }
                index &+= 8
            }
        }
        while index < count {
            let b = bytes[index]
            if b == quote || b == backslash || b < 0x20 || b >= 0x80 { return }
            index += 1
        }
    }

    /// Parses a string starting at its opening quote.
    mutating func parseString() throws(JSONParseFailure) -> String {
        let open = here
        index += 1
        var runStart = index
        stringStart = index
        stringEscaped = false
        while true {
            skipPlainStringBytes()
            guard index < count else { throw failure(.unexpectedEnd, "unterminated string", at: open) }
            let b = bytes[index]
            if b == quote {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                if stringEscaped {
                    scratch.append(contentsOf: run)
                    return String(decoding: scratch, as: UTF8.self)
                }
                return String(decoding: run, as: UTF8.self)
            }
            if b == backslash {
                if !stringEscaped {
                    scratch.removeAll(keepingCapacity: true)
                    stringEscaped = true
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try parseEscape(open)
                runStart = index
            } else if b >= 0x80 {
                try validateUTF8Sequence()
            } else {
                throw controlCharacter(b)
            }
        }
    }

    mutating func controlCharacter(_ b: UInt8) -> JSONParseFailure {
        if b == newline {
            return failure(.controlCharacter, "unescaped line break in string (unterminated string?)")
        }
        let code = String(b, radix: 16, uppercase: true)
        return failure(
            .controlCharacter, "unescaped control character 0x\(code) in string; escape it as \\u00\(b < 16 ? "0" : "")\(code)")
    }

    mutating func parseEscape(_ open: SourceLocation) throws(JSONParseFailure) {
        let escapeStart = here
        index += 1
        guard index < count else { throw failure(.unexpectedEnd, "unterminated string", at: open) }
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
            var scalar = try parseHex4(escapeStart, open)
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard index + 1 < count, bytes[index] == backslash, bytes[index + 1] == 0x75 else {
                    if index + 1 >= count, index == count || bytes[index] == backslash {
                        throw failure(.unexpectedEnd, "unterminated string", at: open)
                    }
                    throw failure(
                        .loneSurrogate, "high surrogate \\u\(hex(scalar)) is not followed by a low surrogate", at: escapeStart)
                }
                index += 2
                let low = try parseHex4(location(at: index - 2), open)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw failure(
                        .loneSurrogate, "high surrogate \\u\(hex(scalar)) is followed by \\u\(hex(low)), not a low surrogate",
                        at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                throw failure(.loneSurrogate, "lone low surrogate \\u\(hex(scalar))", at: escapeStart)
            }
            appendUTF8(scalar)
        default:
            let shown = e >= 0x21 && e < 0x7F ? String(Character(Unicode.Scalar(e))) : "byte 0x" + String(e, radix: 16, uppercase: true)
            throw failure(
                .invalidEscape, "invalid escape '\\\(shown)'; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: escapeStart)
        }
    }

    func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    mutating func parseHex4(_ escapeStart: SourceLocation, _ open: SourceLocation) throws(JSONParseFailure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < count else { throw failure(.unexpectedEnd, "unterminated string", at: open) }
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

    mutating func appendUTF8(_ v: UInt32) {
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

    /// Validates one multi-byte UTF-8 sequence at `index` (Unicode Table 3-7: no overlongs, no encoded
    /// surrogates, nothing above U+10FFFF) and moves past it.
    mutating func validateUTF8Sequence() throws(JSONParseFailure) {
        let b0 = bytes[index]
        var lead: String { "0x" + String(b0, radix: 16, uppercase: true) }
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
        case 0x80...0xBF: throw failure(.invalidUTF8, "invalid UTF-8: unexpected continuation byte \(lead)")
        case 0xC0, 0xC1: throw failure(.invalidUTF8, "invalid UTF-8: overlong encoding starting with byte \(lead)")
        default: throw failure(.invalidUTF8, "invalid UTF-8 byte \(lead)")
        }
        for k in 1...need {
            guard index + k < count else {
                throw failure(.invalidUTF8, "truncated UTF-8 sequence starting with byte \(lead)")
            }
            let b = bytes[index + k]
            let (low, high) = k == 1 ? (lo, hi) : (0x80, 0xBF)
            guard b >= low && b <= high else {
                if k == 1 && b & 0xC0 == 0x80 {
                    let what = b0 == 0xED ? "an encoded surrogate" : b0 == 0xF4 ? "a code point above U+10FFFF" : "an overlong encoding"
                    throw failure(.invalidUTF8, "invalid UTF-8: \(what) starting with byte \(lead)")
                }
                throw failure(.invalidUTF8, "truncated UTF-8 sequence starting with byte \(lead)")
            }
        }
        index += need + 1
    }
}
