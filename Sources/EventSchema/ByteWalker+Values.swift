import Foundation
import SpecModel

/// Arrays and scalars for ``ByteWalker``: each keyword is checked exactly as ``SchemaWalker`` checks it,
/// or the walk gives up.
extension ByteWalker {
    mutating func applyToArray(_ range: Range<Int>, _ i: Int, depth: Int, nesting: Int) -> Int {
        var prefix = 0..<0
        var items: (node: Int, after: Int)? = nil
        for k in range {
            let op = ops[k]
            switch op.code {
            case .prefixItems:
                guard prefix.isEmpty else { return -1 }
                prefix = op.a..<op.b
            case .items:
                guard items == nil else { return -1 }
                items = (op.a, op.b)
            case .strings: return -1
            case .keyword:
                if case .enumeration = keywords[k] { return -1 }
                if case .const = keywords[k] { return -1 }
            default: break
            }
        }
        // One pass applies the item schemas and counts the items.
        var itemCount = 0
        var end: Int
        var j = skipWhitespace(i &+ 1)
        if j < count, p[j] == 0x5D {
            end = j &+ 1
        } else {
            while true {
                var itemEnd = -1
                if itemCount < prefix.count {
                    itemEnd = apply(
                        tables.nodes[prefix.lowerBound &+ itemCount], j, depth: depth &+ 1, nesting: nesting &+ 1)
                    guard itemEnd >= 0 else { return -1 }
                }
                if let items, itemCount >= items.after {
                    let e = apply(items.node, j, depth: depth &+ 1, nesting: nesting &+ 1)
                    guard e >= 0, itemEnd < 0 || e == itemEnd else { return -1 }
                    itemEnd = e
                }
                if itemEnd < 0 { itemEnd = skipOrScan(j, nesting: nesting &+ 1) }
                guard itemEnd >= 0 else { return -1 }
                itemCount &+= 1
                j = skipWhitespace(itemEnd)
                guard j < count else { return -1 }
                if p[j] == 0x5D { break }
                guard p[j] == 0x2C else { return -1 }
                j = skipWhitespace(j &+ 1)
            }
            end = j &+ 1
        }
        for k in range {
            let op = ops[k]
            if let ok = applyShared(op, i, &end, depth: depth, nesting: nesting) {
                guard ok else { return -1 }
                continue
            }
            switch op.code {
            case .type: guard TypeSet(rawValue: op.flag).contains(.array) else { return -1 }
            case .minItems: guard itemCount >= op.a else { return -1 }
            case .maxItems: guard itemCount <= op.a else { return -1 }
            default: break
            }
        }
        return end
    }

    /// The content of the last scanned string.
    @inline(__always) func withStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if stringEscaped { return scratch.withUnsafeBufferPointer(body) }
        return body(UnsafeBufferPointer(start: p + stringStart, count: stringEnd - stringStart))
    }

    /// Code points of the last scanned string (valid UTF-8: the bytes that do not continue a sequence).
    @inline(__always) func stringScalarCount() -> Int {
        withStringBytes { bytes in
            if stringASCII { return bytes.count }
            var n = 0
            for b in bytes where b & 0xC0 != 0x80 { n &+= 1 }
            return n
        }
    }

    /// Whether the last scanned string has the same bytes as `candidate` (then the strings are equal).
    func stringEquals(_ candidate: String) -> Bool {
        var candidate = candidate
        return candidate.withUTF8 { c in
            withStringBytes { s in
                guard s.count == c.count else { return false }
                guard let a = s.baseAddress, let b = c.baseAddress else { return s.count == 0 }
                return memcmp(a, b, s.count) == 0
            }
        }
    }

    /// Whether the last scanned string equals one of the strings `range` of the op tables.
    func stringIsOne(of range: Range<Int>) -> Bool {
        withStringBytes { s in
            for r in range {
                let candidate = tables.stringRanges[r]
                guard candidate.count == s.count else { continue }
                var equal = true
                for k in 0..<s.count where tables.bytes[candidate.lowerBound &+ k] != s[k] {
                    equal = false
                    break
                }
                if equal { return true }
            }
            return false
        }
    }

    /// The index after the string at `i` (its quote) when its raw bytes are one of the plain strings `range` of the op
    /// tables (recorded as scanned), or -1.
    mutating func matchPlainString(_ range: Range<Int>, _ i: Int) -> Int {
        let start = i &+ 1
        for r in range where isKey(tables.stringKeys[r], at: start) {
            stringIndex = r
            stringStart = start
            stringEnd = start &+ tables.stringKeys[r].count
            stringEscaped = false
            stringASCII = true
            return stringEnd &+ 1
        }
        return -1
    }

    /// Whether the input at `i` is the plain string `key` followed by a quote.
    @inline(__always)
    func isKey(_ key: ByteKey, at i: Int) -> Bool {
        let n = key.count
        guard i &+ n < count, p[i &+ n] == 0x22 else { return false }
        guard let table = tables.bytes.baseAddress else {
            preconditionFailure("ByteTables allocates at least one byte")
        }
        let bytes = table + key.start
        if i &+ 8 > count { return equalBytes(p + i, bytes, n) }
        guard UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) & key.mask == key.head else { return false }
        if n <= 8 { return true }
        guard UnsafeRawPointer(p + (i &+ n &- 8)).loadUnaligned(as: UInt64.self) == key.tail else { return false }
        return n <= 16 || equalBytes(p + (i &+ 8), bytes + 8, n &- 16)
    }

    /// Whether the `n` bytes at `a` and at `b` are equal, a word at a time.
    @inline(__always)
    func equalBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var k = 0
        while k &+ 8 <= n {
            guard
                UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self)
            else { return false }
            k &+= 8
        }
        while k < n {
            guard a[k] == b[k] else { return false }
            k &+= 1
        }
        return true
    }

    /// Whether the linear pattern of `op` matches somewhere in the last scanned string.
    func stringMatches(_ op: ByteOp) -> Bool {
        let atoms = UnsafeBufferPointer(rebasing: tables.atoms[op.a..<op.b])
        let anchoredEnd = op.flag & 2 != 0
        return withStringBytes { s in
            if op.flag & 1 != 0 { return SimplePattern.matchLinear(atoms, anchoredEnd: anchoredEnd, s, at: 0) }
            for start in 0...s.count where SimplePattern.matchLinear(atoms, anchoredEnd: anchoredEnd, s, at: start) {
                return true
            }
            return false
        }
    }

    /// Runs a fused pattern (flag bit 2) on the raw bytes after the quote at `i`: when it matches up to a
    /// closing quote, those bytes are a plain string (no atom accepts a quote, backslash or control
    /// character, nor any non-ASCII byte) that matches, and the string is recorded as scanned. -1 otherwise.
    mutating func scanMatchingPlainString(_ op: ByteOp, _ i: Int) -> Int {
        let start = i &+ 1
        guard start <= count else { return -1 }
        let atoms = UnsafeBufferPointer(rebasing: tables.atoms[op.a..<op.b])
        let length = SimplePattern.linearPrefix(atoms, p + start, count: count &- start)
        guard length >= 0, start &+ length < count, p[start &+ length] == 0x22 else { return -1 }
        stringStart = start
        stringEnd = start &+ length
        stringEscaped = false
        stringASCII = true
        return stringEnd &+ 1
    }

    /// Applies the ops `range` to the string at `i`; `needs` is what the content plan must still look at in it.
    mutating func applyToString(_ range: Range<Int>, _ i: Int, needs: ContentNeeds, depth: Int, nesting: Int) -> Int {
        // A node whose pattern can run on the raw bytes checks the string's syntax and pattern in one pass.
        var fused = -1
        var end = -1
        for k in range where ops[k].code == .pattern && ops[k].flag & 4 != 0 {
            end = scanMatchingPlainString(ops[k], i)
            if end >= 0 {
                fused = k
                if !needs.isEmpty { markPlainString() }
            }
            break
        }
        if end < 0 { end = needs.isEmpty ? scanString(i) : scanMarkedString(i) }
        guard end >= 0, needs.isEmpty || stringIsClean(needs) else { return -1 }
        for k in range where k != fused {
            let op = ops[k]
            if let ok = applyShared(op, i, &end, depth: depth, nesting: nesting) {
                guard ok else { return -1 }
                continue
            }
            switch op.code {
            case .type: guard TypeSet(rawValue: op.flag).contains(.string) else { return -1 }
            case .strings: guard stringIsOne(of: op.a..<op.b) else { return -1 }
            case .minLength: guard stringScalarCount() >= op.a else { return -1 }
            case .maxLength: guard stringScalarCount() <= op.a else { return -1 }
            case .pattern: guard stringMatches(op) else { return -1 }
            case .keyword:
                switch keywords[k] {
                case .enumeration(let allowed):
                    guard
                        allowed.contains(where: {
                            if case .string(let c) = $0 { return stringEquals(c) } else { return false }
                        })
                    else { return -1 }
                case .const(let expected):
                    guard case .string(let c) = expected, stringEquals(c) else { return -1 }
                case .pattern(let matcher): guard withStringBytes({ matcher.matches(utf8: $0) }) else { return -1 }
                case .format(let format):
                    if options.assertFormats {
                        guard FormatChecker.matches(format, withStringBytes { String(decoding: $0, as: UTF8.self) })
                        else { return -1 }
                    }
                default: break
                }
            default: break
            }
        }
        return end
    }

    /// The last scanned number as the located parser would store it.
    func scannedNumber() -> JSONNumber {
        if let int = numberInt, !(int == 0 && p[numberStart] == 0x2D) { return JSONNumber(int) }
        let text = String(
            decoding: UnsafeBufferPointer(start: p + numberStart, count: numberEnd - numberStart), as: UTF8.self)
        return JSONNumber(text: text, isInteger: numberIsInteger)
    }

    /// -1, 0 or 1 as the last scanned number is below, at or above `limit`, as ``SchemaWalker/compare(_:_:)``
    /// decides; nil when it cannot tell without the text (integers over 18 characters).
    func compareNumber(_ limit: ByteOp) -> Int? {
        if numberIsInteger, limit.flag == 1 {
            guard let i = numberInt else { return nil }
            return i < limit.a ? -1 : (i > limit.a ? 1 : 0)
        }
        let d = numberDouble()
        return d < limit.d ? -1 : (d > limit.d ? 1 : 0)
    }

    mutating func applyToNumber(_ range: Range<Int>, _ i: Int, depth: Int, nesting: Int) -> Int {
        var end = scanNumber(i)
        guard end >= 0 else { return -1 }
        for k in range {
            let op = ops[k]
            if let ok = applyShared(op, i, &end, depth: depth, nesting: nesting) {
                guard ok else { return -1 }
                continue
            }
            switch op.code {
            case .type:
                let types = TypeSet(rawValue: op.flag)
                guard types.contains(.number) || (types.contains(.integer) && numberIsInteger) else { return -1 }
            case .minimum: guard let c = compareNumber(op), c >= 0 else { return -1 }
            case .maximum: guard let c = compareNumber(op), c <= 0 else { return -1 }
            case .exclusiveMinimum: guard let c = compareNumber(op), c > 0 else { return -1 }
            case .exclusiveMaximum: guard let c = compareNumber(op), c < 0 else { return -1 }
            case .strings: return -1
            case .keyword:
                switch keywords[k] {
                case .multipleOf(let limit):
                    guard numberIsInteger, let m = limit.int, m != 0, let n = numberInt, n % m == 0 else { return -1 }
                case .enumeration(let allowed): guard allowed.contains(.number(scannedNumber())) else { return -1 }
                case .const(let expected): guard expected == .number(scannedNumber()) else { return -1 }
                default: break
                }
            default: break
            }
        }
        return end
    }

    mutating func applyToLiteral(_ range: Range<Int>, _ i: Int, depth: Int, nesting: Int) -> Int {
        var end = scanLiteral(i)
        guard end >= 0 else { return -1 }
        let value: JSONValue = p[i] == 0x6E ? .null : .bool(p[i] == 0x74)
        for k in range {
            let op = ops[k]
            if let ok = applyShared(op, i, &end, depth: depth, nesting: nesting) {
                guard ok else { return -1 }
                continue
            }
            switch op.code {
            case .type: guard SchemaWalker.hasType(value, TypeSet(rawValue: op.flag)) else { return -1 }
            case .strings: return -1
            case .keyword:
                switch keywords[k] {
                case .enumeration(let allowed): guard allowed.contains(value) else { return -1 }
                case .const(let expected): guard expected == value else { return -1 }
                default: break
                }
            default: break
            }
        }
        return end
    }
}
