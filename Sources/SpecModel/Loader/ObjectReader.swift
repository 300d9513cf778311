/// Reads one JSON object of the format against its `KeySpec`, recording a located diagnostic for every problem.
///
/// Creating a reader reports missing required keys (at the object) and unknown keys (at the key, with a
/// "did you mean"). The typed getters report values of the wrong type and return nil, so a decoder reads
/// every key it knows and never stops at the first problem.
package struct ObjectReader {
    package let spec: KeySpec
    package let node: JSONNode
    let members: [JSONMember]
    package let pointer: String
    package let sink: DiagnosticSink

    /// A reader over `node`, or nil (with a `spec.wrong-type` diagnostic) when `node` is not an object.
    package init?(_ node: JSONNode, pointer: String, spec: KeySpec, sink: DiagnosticSink, label: String? = nil) {
        guard let members = node.members else {
            let what = label.map { " for \"\($0)\"" } ?? ""
            sink.error(
                .wrongType, "expected object\(what), found \(node.typeName)", at: node.location, pointer: pointer)
            return nil
        }
        self.spec = spec
        self.node = node
        self.members = members
        self.pointer = pointer
        self.sink = sink
        for key in spec.required where !members.contains(where: { $0.key == key }) {
            sink.error(
                .missingKey, "missing required key \"\(key)\" in \(spec.name)", at: node.location, pointer: pointer)
        }
        if spec.closed {
            for member in members where !spec.allows(member.key) {
                if spec.reserved.contains(member.key) {
                    sink.error(
                        .reservedKey,
                        "key \"\(member.key)\" in \(spec.name) is reserved for a later version and not yet accepted",
                        at: member.keyLocation, pointer: PointerPath.appending(pointer, member.key))
                    continue
                }
                let hint = Suggestion.hint(for: member.key, among: spec.allowed)
                sink.error(
                    .unknownKey, "unknown key \"\(member.key)\" in \(spec.name)\(hint)", at: member.keyLocation,
                    pointer: PointerPath.appending(pointer, member.key))
            }
        }
    }

    /// Where the object was written.
    package var origin: Origin { sink.origin(node, pointer) }

    /// The value of `key` and its pointer, if present.
    package func value(_ key: String) -> (node: JSONNode, pointer: String)? {
        assert(spec.allows(key), "decoder reads \(key), which KeySpec \(spec.name) does not declare")
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return (member.value, PointerPath.appending(pointer, key))
    }

    package func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// Records a wrong-type diagnostic for `key`'s value.
    package func wrongType(_ key: String, expected: String, _ value: (node: JSONNode, pointer: String)) {
        sink.error(
            .wrongType, "expected \(expected) for \"\(key)\", found \(value.node.typeName)", at: value.node.location,
            pointer: value.pointer)
    }

    /// Records a wrong-type diagnostic for an array item or map value.
    package func wrongItemType(expected: String, _ node: JSONNode, _ pointer: String) {
        sink.error(.wrongType, "expected \(expected), found \(node.typeName)", at: node.location, pointer: pointer)
    }
}
