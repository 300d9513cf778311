/// A JSON value read from a file, where every value and every object key knows its location.
public struct JSONNode: Sendable {
    /// The value, whose children are located nodes too.
    public var kind: Kind
    /// Where the value starts.
    public var location: SourceLocation

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
        self.kind = kind
        self.location = location
    }

    /// The value without locations.
    public var value: JSONValue {
        switch kind {
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
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number(let n): n.isInteger ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    public var members: [JSONMember]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    public var items: [JSONNode]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    public var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The member named `key` of an object node.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of an object, with the key's own location.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode

    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
