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

    init(_ keywords: ContiguousArray<Keyword>) {
        for keyword in keywords { ops.append(lower(keyword)) }
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
            objects.append(
                ByteObject(
                    propertyStart: start, propertyEnd: properties.count, additional: app.additional ?? -1,
                    additionalIsFalse: app.additionalIsFalse, requiredCount: app.requiredCount ?? 0))
            return ByteOp(code: .object, a: objects.count - 1)
        case .ref(let node): return ByteOp(code: .ref, a: node)
        case .allOf(let list): let (a, b) = addNodes(list); return ByteOp(code: .allOf, a: a, b: b)
        case .prefixItems(let list): let (a, b) = addNodes(list); return ByteOp(code: .prefixItems, a: a, b: b)
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
            .dependentSchemas, .unevaluatedProperties, .unevaluatedItems:
            return ByteOp(code: .giveUp)
        }
    }
}

/// ``ByteProgram``'s tables in memory that lives as long as the compiled schema, so the walker reads
/// them through plain pointers. Immutable after creation.
final class ByteTables: @unchecked Sendable {
    let ops: UnsafeMutableBufferPointer<ByteOp>
    let nodes: UnsafeMutableBufferPointer<Int>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let stringRanges: UnsafeMutableBufferPointer<Range<Int>>
    let objects: UnsafeMutableBufferPointer<ByteObject>
    let properties: UnsafeMutableBufferPointer<ObjectApplicator.ByteProperty>
    let atoms: UnsafeMutableBufferPointer<SimplePattern.Atom>

    init(_ program: ByteProgram) {
        func copy<T>(_ array: ContiguousArray<T>) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeMutableBufferPointer(rebasing: buffer[..<array.count])
        }
        ops = copy(program.ops)
        nodes = copy(program.nodes)
        bytes = copy(program.bytes)
        stringRanges = copy(program.stringRanges)
        objects = copy(program.objects)
        properties = copy(program.properties)
        atoms = copy(program.atoms)
    }

    deinit {
        // Every element type is trivial: nothing to deinitialize.
        ops.deallocate()
        nodes.deallocate()
        bytes.deallocate()
        stringRanges.deallocate()
        objects.deallocate()
        properties.deallocate()
        atoms.deallocate()
    }
}
