import Foundation
import SpecModel

/// Applies compiled nodes straight to JSON bytes, building no value: the fast path of
/// ``CompiledSchema/isValid(json:options:)``.
///
/// It answers only "certainly valid": the bytes are one strict JSON document (as `JSONParser` accepts it
/// without a diagnostic) and the document matches the schema. Anything else, including every doubt
/// (escaped or non-ASCII keys, `anyOf`/`oneOf`/`not`, `uniqueItems`, `patternProperties`, `enum` of
/// containers, deep nesting), gives -1, and the caller takes the located parser and ``SchemaWalker``,
/// which decide and explain. So the walker can be incomplete but never wrong in the other direction.
struct ByteWalker {
    /// Containers nested deeper than this give up (the located parser allows 512; recursion stays shallow).
    static let maxNesting = 256

    /// The input; a walker may be pointed at one input after another (see ``read(_:)``).
    var p: UnsafePointer<UInt8>
    var count: Int
    var keywords: UnsafeBufferPointer<Keyword>
    var ranges: UnsafeBufferPointer<Range<Int>>
    var ops: UnsafeBufferPointer<ByteOp>
    var tables: ByteView
    let options: ValidationOptions
    /// Schema applications allowed before giving up, below `options.maxDepth`.
    let maxDepth: Int

    var stringStart = 0
    var stringEnd = 0
    var stringEscaped = false
    var stringASCII = true
    /// The decoded content of the last string with escapes.
    var scratch: [UInt8] = []
    var numberStart = 0
    var numberEnd = 0
    var numberIsInteger = true
    var numberInt: Int? = nil
    /// Key ranges of the keys of the open objects that no property names, to find repeats.
    var unknownKeys: [(Int, Int)] = []
    /// The forbidden content the walk holds keys and strings to (see `ByteWalker+Content.swift`); none by default.
    var content = ContentView.none
    /// What ``scanMarkedString(_:)`` marked in the last string it scanned.
    var stringMarks: UInt8 = 0
    /// Which string of the op tables ``matchPlainString(_:_:)`` last matched.
    var stringIndex = 0

    /// A walker of `tables` (which must outlive it) over `bytes`.
    init(
        _ bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, tables: ByteTables, options: ValidationOptions
    ) {
        p = base
        count = bytes.count
        let view = tables.view
        keywords = view.keywords
        ranges = view.ranges
        ops = view.ops
        self.tables = view
        self.options = options
        maxDepth = min(options.maxDepth - 1, ByteWalker.maxNesting)
    }

    /// A walker of `tables` (which must outlive it) with no input yet (see ``read(_:)``).
    init(tables: ByteTables, options: ValidationOptions) {
        let view = tables.view
        guard let base = view.bytes.baseAddress else { preconditionFailure("ByteTables allocates at least one byte") }
        self.init(
            UnsafeBufferPointer(start: view.bytes.baseAddress, count: 0), base: base, tables: tables, options: options)
    }

    /// Points the walker at the program of another compiled schema (its tables must outlive the walk).
    @inline(__always) mutating func use(_ view: ByteView) {
        keywords = view.keywords
        ranges = view.ranges
        ops = view.ops
        tables = view
    }

    /// Points the walker at another input.
    @inline(__always) mutating func read(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else {
            preconditionFailure("the walker reads inputs that have a base address")
        }
        p = base.assumingMemoryBound(to: UInt8.self)
        count = bytes.count
    }

    /// Whether the whole input is one document matching node 0.
    mutating func acceptsDocument() -> Bool {
        let start = skipWhitespace(0)
        guard start < count else { return false }
        let end = apply(0, start, depth: 1, nesting: 0)
        return end >= 0 && skipWhitespace(end) == count
    }

    /// Applies `node` to the value at `i`; returns the index after the value or -1.
    mutating func apply(_ node: Int, _ i: Int, depth: Int, nesting: Int) -> Int {
        guard depth < maxDepth, nesting < ByteWalker.maxNesting, i < count else { return -1 }
        let check = tables.checks[node]
        switch check.kind {
        case .general: break
        case .strings:
            if p[i] == 0x22 {
                let end = matchPlainString(check.a..<check.b, i)
                if end >= 0 { return !content.active || content.stringClean[stringIndex] ? end : -1 }
            }
        case .string:
            if p[i] == 0x22 {
                let needs = needs(node)
                let end = needs.isEmpty ? scanString(i) : scanMarkedString(i)
                guard end >= 0 else { return -1 }
                let n = stringScalarCount()
                guard n >= check.a && n <= check.b else { return -1 }
                return needs.isEmpty || stringIsClean(needs) ? end : -1
            }
        case .integer:
            if p[i] == 0x2D || p[i] &- 0x30 < 10 {
                let end = scanNumber(i)
                guard end >= 0 else { return -1 }
                if numberIsInteger, let n = numberInt { return n >= check.a && n <= check.b ? end : -1 }
            }
        }
        let range = ranges[node]
        switch p[i] {
        case 0x7B: return applyToObject(range, i, depth: depth, nesting: nesting)
        case 0x5B: return applyToArray(range, i, depth: depth, nesting: nesting)
        case 0x22: return applyToString(range, i, needs: needs(node), depth: depth, nesting: nesting)
        case 0x2D, 0x30...0x39: return applyToNumber(range, i, depth: depth, nesting: nesting)
        case 0x74, 0x66, 0x6E: return applyToLiteral(range, i, depth: depth, nesting: nesting)
        default: return -1
        }
    }

    /// The ops that apply to every type: true or false when handled, nil for the caller to decide.
    @inline(__always)
    mutating func applyShared(_ op: ByteOp, _ i: Int, _ end: inout Int, depth: Int, nesting: Int) -> Bool? {
        switch op.code {
        case .giveUp: return false
        case .ref:
            let e = apply(op.a, i, depth: depth &+ 1, nesting: nesting)
            guard e >= 0, end < 0 || e == end else { return false }
            end = e
            return true
        case .allOf:
            for n in op.a..<op.b {
                let e = apply(tables.nodes[n], i, depth: depth &+ 1, nesting: nesting)
                guard e >= 0, end < 0 || e == end else { return false }
                end = e
            }
            return true
        default: return nil
        }
    }

    mutating func applyToObject(_ range: Range<Int>, _ i: Int, depth: Int, nesting: Int) -> Int {
        var end = -1
        for k in range {
            let op = ops[k]
            if let ok = applyShared(op, i, &end, depth: depth, nesting: nesting) {
                guard ok else { return -1 }
                continue
            }
            switch op.code {
            case .type: guard TypeSet(rawValue: op.flag).contains(.object) else { return -1 }
            case .strings: return -1
            case .object:
                let e = walkObject(tables.objects[op.a], i, depth: depth, nesting: nesting)
                guard e >= 0, end < 0 || e == end else { return -1 }
                end = e
            case .keyword:
                switch keywords[k] {
                case .enumeration, .const, .format: return -1
                case .required(let names): guard hasKeys(names, i, nesting: nesting) else { return -1 }
                default: break  // about other types
                }
            default: break  // counted by `.object`, or about other types
            }
        }
        return end >= 0 ? end : skipOrScan(i, nesting: nesting)
    }

    /// Properties and additional properties in one pass, with `required` counted when merged in.
    mutating func walkObject(_ object: ByteObject, _ i: Int, depth: Int, nesting: Int) -> Int {
        let properties = tables.properties
        let names = tables.bytes
        let keys = tables.keys
        var i = skipWhitespace(i &+ 1)
        var required = 0
        if i < count, p[i] == 0x7D { return required == object.requiredCount ? i &+ 1 : -1 }
        var seen: UInt64 = 0
        let base = unknownKeys.count
        defer { if unknownKeys.count > base { unknownKeys.removeSubrange(base...) } }
        while true {
            let keyStart = i &+ 1
            var found = -1
            if object.plainNames, i < count, p[i] == 0x22 {
                // A plain name followed by a quote is the whole key (see `ByteObject.plainNames`); no name: an unknown key.
                for n in object.propertyStart..<object.propertyEnd where isKey(keys[n], at: keyStart) {
                    found = n
                    i = keyStart &+ keys[n].count &+ 1
                    break
                }
            }
            if found < 0 {
                i = scanPlainKey(i)
                guard i >= 0 else { return -1 }
                if !object.plainNames {
                    let length = i &- 1 &- keyStart
                    search: for n in object.propertyStart..<object.propertyEnd where properties[n].nameCount == length {
                        let name = properties[n].nameStart
                        for k in 0..<length where names[name &+ k] != p[keyStart &+ k] { continue search }
                        found = n
                        break
                    }
                }
            }
            let keyEnd = i &- 1
            if content.active {
                guard found >= 0 ? content.keyClean[found] : content.keyIsClean(p + keyStart, keyEnd &- keyStart) else {
                    return -1
                }
            }
            i = skipWhitespace(i)
            guard i < count, p[i] == 0x3A else { return -1 }
            i = skipWhitespace(i &+ 1)
            if found >= 0 {
                let bit: UInt64 = 1 &<< UInt64(found &- object.propertyStart)
                guard seen & bit == 0 else { return -1 }
                seen |= bit
                required &+= properties[found].required
                i = apply(properties[found].node, i, depth: depth &+ 1, nesting: nesting &+ 1)
            } else {
                guard unknownKeys.count - base < 64, !isRepeatedKey(keyStart, keyEnd, since: base) else { return -1 }
                if object.additional >= 0 {
                    guard !object.additionalIsFalse else { return -1 }
                    i = apply(object.additional, i, depth: depth &+ 1, nesting: nesting &+ 1)
                } else {
                    i = skipOrScan(i, nesting: nesting &+ 1)
                }
            }
            guard i >= 0 else { return -1 }
            i = skipWhitespace(i)
            guard i < count else { return -1 }
            if p[i] == 0x7D { return required == object.requiredCount ? i &+ 1 : -1 }
            guard p[i] == 0x2C else { return -1 }
            i = skipWhitespace(i &+ 1)
        }
    }

    /// Whether the object at `i` has every key of `names` (a separate pass; `required` is usually counted).
    mutating func hasKeys(_ names: [String], _ i: Int, nesting: Int) -> Bool {
        guard names.count <= 64, names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return false }
        var found: UInt64 = 0
        var i = skipWhitespace(i &+ 1)
        if i < count, p[i] == 0x7D { return names.isEmpty }
        while true {
            let keyStart = i &+ 1
            i = scanPlainKey(i)
            guard i >= 0 else { return false }
            for (n, name) in names.enumerated() where name.utf8.count == i &- 1 &- keyStart {
                if name.utf8.elementsEqual(UnsafeBufferPointer(start: p + keyStart, count: i &- 1 &- keyStart)) {
                    found |= 1 << UInt64(n)
                }
            }
            i = skipWhitespace(i)
            guard i < count, p[i] == 0x3A else { return false }
            i = skipValue(skipWhitespace(i &+ 1), nesting: nesting &+ 1)
            guard i >= 0 else { return false }
            i = skipWhitespace(i)
            guard i < count else { return false }
            if p[i] == 0x7D { break }
            guard p[i] == 0x2C else { return false }
            i = skipWhitespace(i &+ 1)
        }
        return found.nonzeroBitCount == names.count
    }
}
