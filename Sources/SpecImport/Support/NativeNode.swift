import SpecJSON

/// Builders for the native spec JSON a converter produces, every node located in the foreign file.
package enum NativeNode {
    package static func string(_ s: String, at location: SourceLocation) -> JSONNode {
        JSONNode(.string(s), at: location)
    }

    package static func bool(_ b: Bool, at location: SourceLocation) -> JSONNode { JSONNode(.bool(b), at: location) }

    package static func array(_ items: [JSONNode], at location: SourceLocation) -> JSONNode {
        JSONNode(.array(items), at: location)
    }

    /// An object whose members keep the given order; each key is located where its value is.
    package static func object(_ members: [(String, JSONNode)], at location: SourceLocation) -> JSONNode {
        JSONNode(
            .object(members.map { JSONMember(key: $0.0, keyLocation: $0.1.location, value: $0.1) }), at: location)
    }

    /// `node` with member `key` set to `value` (replaced in place when present, else appended).
    package static func setting(_ key: String, _ value: JSONNode, in node: JSONNode) -> JSONNode {
        var members = node.members ?? []
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append(JSONMember(key: key, keyLocation: value.location, value: value))
        }
        return JSONNode(.object(members), at: node.location)
    }

    /// `node` without member `key`.
    package static func removing(_ key: String, from node: JSONNode) -> JSONNode {
        JSONNode(.object((node.members ?? []).filter { $0.key != key }), at: node.location)
    }
}
