import SpecModel

/// The keywords lowered for ``ByteWalker``: plain values only, so that walking bytes copies no reference
/// (no retain or release per keyword). A keyword it has no form for keeps `.keyword` and is read from the
/// ``Keyword`` array.
struct ByteOp: Sendable {
    enum Code: UInt8, Sendable {
        /// Read the ``Keyword`` itself.
        case keyword
        /// Fails every value (`false`, and what the walk gives up on: `anyOf`, `oneOf`, `not`, `uniqueItems`).
        case giveUp
        /// `type`; `flag` is the ``TypeSet``.
        case type
        /// `enum` or `const` of strings only: `a..<b` in `stringRanges`.
        case strings
        /// `properties`/`additionalProperties` (with `required` counted): `a` indexes `objects`.
        case object
        /// `requiredCounted`: checked by `.object`.
        case none
        case ref
        /// `allOf`: `a..<b` in `nodes`.
        case allOf
        /// `prefixItems`: `a..<b` in `nodes`.
        case prefixItems
        /// `items`: node `a` after `b` items.
        case items
        case minItems, maxItems, minLength, maxLength
        /// Limits: `flag` 1 when `a` holds the limit as `Int`; `d` holds it as `Double`.
        case minimum, maximum, exclusiveMinimum, exclusiveMaximum
        /// A linear ``SimplePattern``: atoms `a..<b` in `atoms`; `flag` bit 0 anchored start, bit 1 anchored end.
        case pattern
    }

    var code: Code
    var flag: UInt8 = 0
    var a = 0
    var b = 0
    var d = 0.0
}

/// An object applicator for ``ByteWalker``: its properties are `propertyStart..<propertyEnd` of `properties`.
struct ByteObject: Sendable {
    var propertyStart: Int
    var propertyEnd: Int
    /// The `additionalProperties` node, -1 when absent.
    var additional: Int
    var additionalIsFalse: Bool
    var requiredCount: Int
    /// Whether every name is plain (see ``ByteProgram/isPlain(_:)``): a key is then found by comparing the raw bytes
    /// after its quote with each name, without scanning it first.
    var plainNames: Bool
}

/// A plain string (see ``ByteProgram/isPlain(_:)``) as words, so that raw input is compared with it in two or three
/// loads: its first eight bytes (zero-padded), its last eight when it is longer, the bytes between from `bytes`.
struct ByteKey: Sendable {
    var head: UInt64 = 0
    /// The bytes of `head` that are the string's.
    var mask: UInt64 = 0
    var tail: UInt64 = 0
    var count: Int
    /// Where the string starts in `bytes`.
    var start: Int

    init(_ bytes: ContiguousArray<UInt8>, _ range: Range<Int>) {
        count = range.count
        start = range.lowerBound
        for (k, b) in bytes[range].prefix(8).enumerated() {
            head |= UInt64(b) << UInt64(8 * k)
            mask |= 0xFF << UInt64(8 * k)
        }
        if count > 8 {
            for (k, b) in bytes[(range.upperBound - 8)..<range.upperBound].enumerated() {
                tail |= UInt64(b) << UInt64(8 * k)
            }
        }
    }
}

/// A node whose keywords the walker checks in one step, without going through its ops: precompiled for the simple
/// property schemas event payloads are made of. Only a value of the kind named is checked this way; any other value,
/// and any case the step cannot decide (a string with escapes, a decimal), takes the node's ops.
struct ByteCheck: Sendable {
    enum Kind: UInt8, Sendable {
        /// Take the ops.
        case general
        /// `enum` or `const` of plain strings, perhaps with a `type` that allows strings: a string is valid when its raw
        /// bytes are one of `a..<b` in `stringRanges` (no match: the ops decide, as an escape may spell a candidate).
        case strings
        /// `type` allowing strings, `minLength` `a`, `maxLength` `b` (each optional).
        case string
        /// `type` allowing integers, integer limits: an integer written in at most 18 characters is valid when it is
        /// in `a...b`.
        case integer
    }

    var kind: Kind = .general
    var a = 0
    var b = 0
}

/// The side tables of the lowered keywords.
struct ByteProgram: Sendable {
    var ops: ContiguousArray<ByteOp> = []
    var nodes: ContiguousArray<Int> = []
    var bytes: ContiguousArray<UInt8> = []
    var stringRanges: ContiguousArray<Range<Int>> = []
    var objects: ContiguousArray<ByteObject> = []
    /// Property names are `nameStart..<nameStart+nameCount` of `bytes`.
    var properties: ContiguousArray<ObjectApplicator.ByteProperty> = []
    var atoms: ContiguousArray<SimplePattern.Atom> = []
    /// One per node.
    var checks: ContiguousArray<ByteCheck> = []
    /// The names of `properties` as words, one per property.
    var keys: ContiguousArray<ByteKey> = []
    /// The strings of `stringRanges` as words, one per string.
    var stringKeys: ContiguousArray<ByteKey> = []

    init(_ keywords: ContiguousArray<Keyword>, ranges: ContiguousArray<Range<Int>>) {
        for keyword in keywords { ops.append(lower(keyword)) }
        for range in ranges { checks.append(check(range)) }
        keys = ContiguousArray(properties.map { ByteKey(bytes, $0.nameStart..<($0.nameStart + $0.nameCount)) })
        stringKeys = ContiguousArray(stringRanges.map { ByteKey(bytes, $0) })
    }

    /// Whether the raw bytes of `name` between quotes are a JSON string equal to it: no quote, backslash or control
    /// character (and ASCII, so byte equality is string equality).
    static func isPlain<C: Collection<UInt8>>(_ name: C) -> Bool {
        name.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != 0x22 && $0 != 0x5C }
    }

    /// The one-step check of the node whose ops are `range`, or `.general`.
    func check(_ range: Range<Int>) -> ByteCheck {
        var types: TypeSet? = nil
        var strings: Range<Int>? = nil
        var minLength: Int? = nil
        var maxLength: Int? = nil
        var lower = Int.min
        var upper = Int.max
        var limited = false
        for op in ops[range] {
            switch op.code {
            case .type:
                guard types == nil else { return ByteCheck() }
                types = TypeSet(rawValue: op.flag)
            case .strings:
                guard strings == nil else { return ByteCheck() }
                strings = op.a..<op.b
            case .minLength:
                guard minLength == nil else { return ByteCheck() }
                minLength = op.a
            case .maxLength:
                guard maxLength == nil else { return ByteCheck() }
                maxLength = op.a
            case .minimum, .maximum, .exclusiveMinimum, .exclusiveMaximum:
                guard op.flag == 1 else { return ByteCheck() }
                limited = true
                switch op.code {
                case .minimum: lower = max(lower, op.a)
                case .maximum: upper = min(upper, op.a)
                case .exclusiveMinimum:
                    guard op.a < Int.max else { return ByteCheck() }
                    lower = max(lower, op.a + 1)
                default:
                    guard op.a > Int.min else { return ByteCheck() }
                    upper = min(upper, op.a - 1)
                }
            default: return ByteCheck()
            }
        }
        let lengths = minLength != nil || maxLength != nil
        if let strings, !lengths, !limited, types?.contains(.string) ?? true,
            stringRanges[strings].allSatisfy({ Self.isPlain(bytes[$0]) })
        {
            return ByteCheck(kind: .strings, a: strings.lowerBound, b: strings.upperBound)
        }
        if strings == nil, !limited, let types, types.contains(.string) {
            return ByteCheck(kind: .string, a: minLength ?? 0, b: maxLength ?? Int.max)
        }
        if strings == nil, !lengths, let types, types.contains(.integer) || types.contains(.number) {
            return ByteCheck(kind: .integer, a: lower, b: upper)
        }
        return ByteCheck()
    }

    mutating func addNodes(_ list: [Int]) -> (Int, Int) {
        let start = nodes.count
        nodes.append(contentsOf: list)
        return (start, nodes.count)
    }

    mutating func addStrings(_ values: [JSONValue]) -> ByteOp {
        let start = stringRanges.count
        for value in values {
            // Non-string candidates, and non-ASCII ones (canonical equivalence), are left to the Keyword.
            guard case .string(let s) = value, s.utf8.allSatisfy({ $0 < 0x80 }) else { return ByteOp(code: .keyword) }
            let from = bytes.count
            bytes.append(contentsOf: s.utf8)
            stringRanges.append(from..<bytes.count)
        }
        return ByteOp(code: .strings, a: start, b: stringRanges.count)
    }

    static func limit(_ code: ByteOp.Code, _ limit: NumberLimit) -> ByteOp {
        ByteOp(code: code, flag: limit.int == nil ? 0 : 1, a: limit.int ?? 0, d: limit.double)
    }

    mutating func lower(_ keyword: Keyword) -> ByteOp {
        switch keyword {
        case .never, .anyOf, .oneOf, .not, .uniqueItems: return ByteOp(code: .giveUp)
        case .type(let types): return ByteOp(code: .type, flag: types.rawValue)
        case .enumeration(let values): return addStrings(values)
        case .const(let value): return addStrings([value])
        case .requiredCounted: return ByteOp(code: .none)
        case .object(let app):
            guard app.walksBytes else { return ByteOp(code: .giveUp) }
            let start = properties.count
            for var property in app.byteProperties {
                let from = bytes.count
                bytes.append(contentsOf: app.byteNames[property.nameStart..<(property.nameStart + property.nameCount)])
                property.nameStart = from
                properties.append(property)
            }
            let plain = properties[start...].allSatisfy {
                Self.isPlain(bytes[$0.nameStart..<($0.nameStart + $0.nameCount)])
            }
            objects.append(
                ByteObject(
                    propertyStart: start, propertyEnd: properties.count, additional: app.additional ?? -1,
                    additionalIsFalse: app.additionalIsFalse, requiredCount: app.requiredCount ?? 0, plainNames: plain))
            return ByteOp(code: .object, a: objects.count - 1)
        case .ref(let node): return ByteOp(code: .ref, a: node)
        case .allOf(let list):
            let (a, b) = addNodes(list)
            return ByteOp(code: .allOf, a: a, b: b)
        case .prefixItems(let list):
            let (a, b) = addNodes(list)
            return ByteOp(code: .prefixItems, a: a, b: b)
        case .items(let node, let after): return ByteOp(code: .items, a: node, b: after)
        case .minItems(let n): return ByteOp(code: .minItems, a: n)
        case .maxItems(let n): return ByteOp(code: .maxItems, a: n)
        case .minLength(let n): return ByteOp(code: .minLength, a: n)
        case .maxLength(let n): return ByteOp(code: .maxLength, a: n)
        case .minimum(let l): return Self.limit(.minimum, l)
        case .maximum(let l): return Self.limit(.maximum, l)
        case .exclusiveMinimum(let l): return Self.limit(.exclusiveMinimum, l)
        case .exclusiveMaximum(let l): return Self.limit(.exclusiveMaximum, l)
        case .pattern(let matcher):
            guard let simple = matcher.simple, simple.isLinear else { return ByteOp(code: .keyword) }
            let start = atoms.count
            atoms.append(contentsOf: simple.atoms)
            // Bit 2: anchored at both ends and no atom accepts '"', '\\' or a control character, so the
            // pattern can run on the raw string bytes before the string is scanned (see `ByteWalker`).
            let plain = simple.atoms.allSatisfy { atom in
                !atom.accepts(0x22) && !atom.accepts(0x5C) && (0..<0x20).allSatisfy { !atom.accepts(UInt8($0)) }
            }
            let fused = simple.anchoredStart && simple.anchoredEnd && plain
            let flag: UInt8 = (simple.anchoredStart ? 1 : 0) | (simple.anchoredEnd ? 2 : 0) | (fused ? 4 : 0)
            return ByteOp(code: .pattern, flag: flag, a: start, b: atoms.count)
        case .required, .multipleOf, .format: return ByteOp(code: .keyword)
        // Not walked on bytes: the document is parsed and validated as a value.
        case .dynamicRef, .conditional, .contains, .minProperties, .maxProperties, .propertyNames, .dependentRequired,
            .dependentSchemas, .unevaluatedProperties, .unevaluatedItems, .content, .assertedFormat:
            return ByteOp(code: .giveUp)
        }
    }
}

/// ``ByteTables``' memory as plain pointers: what ``ByteWalker`` reads, copied without reference counting.
/// Valid while the ``ByteTables`` it came from lives (the compiled schema keeps them); the memory is never written.
struct ByteView: @unchecked Sendable {
    var keywords: UnsafeBufferPointer<Keyword>
    var ranges: UnsafeBufferPointer<Range<Int>>
    var ops: UnsafeBufferPointer<ByteOp>
    var nodes: UnsafeBufferPointer<Int>
    var bytes: UnsafeBufferPointer<UInt8>
    var stringRanges: UnsafeBufferPointer<Range<Int>>
    var objects: UnsafeBufferPointer<ByteObject>
    var properties: UnsafeBufferPointer<ObjectApplicator.ByteProperty>
    var atoms: UnsafeBufferPointer<SimplePattern.Atom>
    var checks: UnsafeBufferPointer<ByteCheck>
    var keys: UnsafeBufferPointer<ByteKey>
    var stringKeys: UnsafeBufferPointer<ByteKey>
}

/// ``ByteProgram``'s tables, with the keywords and node ranges, in memory that lives as long as the compiled
/// schema, so the walker reads them through plain pointers. Immutable after creation.
final class ByteTables: @unchecked Sendable {
    let view: ByteView

    init(keywords: ContiguousArray<Keyword>, ranges: ContiguousArray<Range<Int>>) {
        let program = ByteProgram(keywords, ranges: ranges)
        func copy<T>(_ array: ContiguousArray<T>) -> UnsafeBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeBufferPointer(rebasing: buffer[..<array.count])
        }
        view = ByteView(
            keywords: copy(keywords), ranges: copy(ranges), ops: copy(program.ops), nodes: copy(program.nodes),
            bytes: copy(program.bytes), stringRanges: copy(program.stringRanges), objects: copy(program.objects),
            properties: copy(program.properties), atoms: copy(program.atoms), checks: copy(program.checks),
            keys: copy(program.keys), stringKeys: copy(program.stringKeys))
    }

    deinit {
        func free<T>(_ buffer: UnsafeBufferPointer<T>) {
            UnsafeMutableBufferPointer(mutating: buffer).deinitialize().deallocate()
        }
        free(view.keywords)
        free(view.ranges)
        free(view.ops)
        free(view.nodes)
        free(view.bytes)
        free(view.stringRanges)
        free(view.objects)
        free(view.properties)
        free(view.atoms)
        free(view.checks)
        free(view.keys)
        free(view.stringKeys)
    }
}
