/// A JSON value read from a file, where every value and every object key knows its location.
///
/// A parsed node is a position in its document's tape, which the parser wrote in one pass and which every
/// node of the document shares: `kind`, `members`, `items` and `value` are built when read, and `string`,
/// `typeName`, `location` and `subscript(key:)` read the tape directly without building any array. A node
/// made in code with ``init(_:at:)``, or changed through `kind` or `location`, holds its value itself.
public struct JSONNode: Sendable {
    /// The document's ``JSONTape`` when `index` ≥ 0, else the node's own ``JSONOwnedValue``.
    @usableFromInline var storage: JSONNodeStorage
    /// The node's entry on the tape, or -1.
    @usableFromInline var index: Int

    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONNode])
        /// Members in document order.
        case object([JSONMember])
    }

    public init(_ kind: Kind, at location: SourceLocation) {
        storage = JSONOwnedValue(kind: kind, location: location)
        index = -1
    }

    @inlinable init(tape: JSONTape, index: Int) {
        storage = tape
        self.index = index
    }

    /// The tape; only when `index` ≥ 0.
    @inlinable var tape: JSONTape { unsafeDowncast(storage, to: JSONTape.self) }
    /// The node's own value; only when `index` < 0.
    @inline(__always) var owned: JSONOwnedValue { unsafeDowncast(storage, to: JSONOwnedValue.self) }

    /// The value, whose children are located nodes too.
    ///
    /// Reading an array or object builds the array of its children (not their subtrees); to look one member
    /// up use ``subscript(key:)``, to walk without building arrays use ``lazyMembers`` and ``lazyItems``.
    public var kind: Kind {
        get { index >= 0 ? tape.kind(at: index) : owned.kind }
        set {
            storage = JSONOwnedValue(kind: newValue, location: location)
            index = -1
        }
    }

    /// Where the value starts.
    public var location: SourceLocation {
        get { index >= 0 ? tape.location(of: index) : owned.location }
        set {
            storage = JSONOwnedValue(kind: kind, location: newValue)
            index = -1
        }
    }

    /// The value without locations.
    public var value: JSONValue {
        if index >= 0 { return tape.value(at: index) }
        switch owned.kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(\.value))
        case .object(let members):
            var dict = [String: JSONValue](minimumCapacity: members.count)
            for m in members { dict[m.key] = m.value.value }
            return .object(dict)
        }
    }

    /// The JSON type name, as JSON Schema spells it.
    public var typeName: String {
        if index >= 0 { return tape.typeName(at: index) }
        switch owned.kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let n): return n.isInteger ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    public var members: [JSONMember]? {
        if index >= 0 { return tape.entries[index].kind == JSONTapeEntry.object ? tape.members(at: index) : nil }
        if case .object(let m) = owned.kind { return m }
        return nil
    }

    public var items: [JSONNode]? {
        if index >= 0 { return tape.entries[index].kind == JSONTapeEntry.array ? tape.items(at: index) : nil }
        if case .array(let a) = owned.kind { return a }
        return nil
    }

    public var string: String? {
        if index >= 0 { return tape.entries[index].kind == JSONTapeEntry.string ? tape.string(at: index) : nil }
        if case .string(let s) = owned.kind { return s }
        return nil
    }

    /// The member named `key` of an object node.
    public subscript(key: String) -> JSONNode? {
        if index >= 0 {
            let tape = tape
            guard tape.entries[index].kind == JSONTapeEntry.object, let value = tape.member(named: key, in: index)
            else { return nil }
            return JSONNode(tape: tape, index: value)
        }
        guard case .object(let members) = owned.kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// What a ``JSONNode`` points to: a parsed document's tape or a value made in code. Immutable.
@usableFromInline class JSONNodeStorage: @unchecked Sendable {}

/// A node made in code, or changed after parsing.
final class JSONOwnedValue: JSONNodeStorage, @unchecked Sendable {
    let kind: JSONNode.Kind
    let location: SourceLocation

    init(kind: JSONNode.Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// One `"key": value` pair of an object, with the key's own location.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode

    @inlinable public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
