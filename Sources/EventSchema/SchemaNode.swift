import Foundation
import SpecModel

/// One compiled (sub)schema: its keywords in document order, ready to apply.
///
/// Nodes live in one array of the compiled schema and refer to each other by index, so `$ref` cycles are
/// plain indices and the compiled form stays a value.
struct SchemaNode: Sendable {
    var keywords: [CompiledKeyword] = []
    /// The pointer of the (sub)schema, relative to the schema root.
    var pointer: String
    /// The schema resource (root or subschema with `$id`) it belongs to: its dynamic scope entry.
    var resource: Int = 0
}

/// A keyword with where it is written, so errors can name it without building strings on the fast path.
struct CompiledKeyword: Sendable {
    var keyword: Keyword
    /// Pointer of the keyword relative to the schema root.
    var pointer: String
    var location: SourceLocation
}

/// The JSON types of the `type` keyword as a bit set.
struct TypeSet: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let null = TypeSet(rawValue: 1)
    static let boolean = TypeSet(rawValue: 2)
    static let integer = TypeSet(rawValue: 4)
    static let number = TypeSet(rawValue: 8)
    static let string = TypeSet(rawValue: 16)
    static let array = TypeSet(rawValue: 32)
    static let object = TypeSet(rawValue: 64)

    static let names: [(String, TypeSet)] = [
        ("null", .null), ("boolean", .boolean), ("integer", .integer), ("number", .number),
        ("string", .string), ("array", .array), ("object", .object),
    ]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: String) {
        guard let entry = TypeSet.names.first(where: { $0.0 == name }) else { return nil }
        self = entry.1
    }

    /// The names in the set, in the standard's order.
    var nameList: String {
        TypeSet.names.filter { contains($0.1) }.map(\.0).joined(separator: " or ")
    }
}

/// A numeric limit, kept both exactly (when integral) and as a double.
struct NumberLimit: Sendable {
    var text: String
    var int: Int?
    var double: Double

    init(_ number: JSONNumber) {
        text = number.text
        int = number.intValue
        double = number.doubleValue
    }
}
