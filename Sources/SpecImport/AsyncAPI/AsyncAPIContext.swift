import SpecJSON

/// What an AsyncAPI conversion shares: the document (for `$ref`s), diagnostics (`import.asyncapi.<what>`).
struct AsyncAPIContext {
    let file: String
    var root = JSONNode(.null, at: SourceLocation(line: 1, column: 1, offset: 0))
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    var failed: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(_ what: String, _ message: String, _ at: JSONNode) {
        diagnostics.append(.error("import.asyncapi.\(what)", message, file: file, at: at.location))
    }

    /// The payload formats that are JSON Schema (AsyncAPI's own schema is a JSON Schema superset).
    static func isJSONSchema(_ format: String) -> Bool {
        let f = format.lowercased()
        return f.hasPrefix("application/vnd.aai.asyncapi") || f.hasPrefix("application/schema+json")
    }

    /// A channel's message: a `$ref` to `#/components/messages/<id>` followed (with the component's ID), else itself.
    func resolveMessage(_ node: JSONNode) -> (node: JSONNode, componentID: String?) {
        guard let ref = node["$ref"]?.string, ref.hasPrefix("#/components/messages/"),
            let target = pointer(ref)
        else { return (node, nil) }
        return (target, String(ref.dropFirst("#/components/messages/".count)))
    }

    /// The node at a local `$ref` (`#/a/b`), or nil.
    func pointer(_ ref: String) -> JSONNode? {
        guard ref.hasPrefix("#/") else { return nil }
        var node: JSONNode? = root
        for token in ref.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let items = node?.items, let i = Int(key), items.indices.contains(i) {
                node = items[i]
            } else {
                node = node?[key]
            }
        }
        return node
    }

    /// One message → an event node, or nil (with a located error) when its payload is not JSON Schema.
    mutating func event(_ message: JSONNode, id: String, channel: String?) -> JSONNode? {
        guard let payload = message["payload"] else {
            error("payload", "message \"\(id)\" has no payload: an event needs a schema", message)
            return nil
        }
        var schema = payload
        if let format = payload["schemaFormat"]?.string {
            guard Self.isJSONSchema(format) else {
                error(
                    "schema-format",
                    "message \"\(id)\" has a payload in schemaFormat \"\(format)\": only JSON Schema payloads (AsyncAPI or application/schema+json) map to an event schema",
                    payload["schemaFormat"] ?? payload)
                return nil
            }
            guard let inner = payload["schema"] else {
                error("payload", "message \"\(id)\": a payload with schemaFormat needs \"schema\"", payload)
                return nil
            }
            schema = inner
        }
        guard let inlined = inline(schema, trail: []) else { return nil }
        let at = message.location
        var members: [(String, JSONNode)] = [("name", Self.string(message["name"]?.string ?? id, at))]
        if let text = message["summary"]?.string ?? message["description"]?.string {
            members.append(("description", Self.string(text, at)))
        }
        members.append(("schema", inlined))
        let note = "asyncapi " + (channel.map { "channel \"\($0)\", " } ?? "") + "message \"\(id)\""
        members.append(("notes", JSONNode(.array([Self.string(note, at)]), at: at)))
        return JSONNode(.object(members.map { JSONMember(key: $0.0, keyLocation: at, value: $0.1) }), at: at)
    }

    /// `schema` with every local `$ref` replaced by its target (located where the target is written); a `$ref`
    /// outside the document or a cycle is located.
    private mutating func inline(_ schema: JSONNode, trail: [String]) -> JSONNode? {
        switch schema.kind {
        case .object(let members):
            if let ref = schema["$ref"]?.string {
                guard ref.hasPrefix("#/"), let target = pointer(ref) else {
                    error("ref", "$ref \"\(ref)\" does not point into this document", schema)
                    return nil
                }
                guard !trail.contains(ref) else {
                    error(
                        "ref",
                        "$ref \"\(ref)\" refers to itself (\((trail + [ref]).joined(separator: " → "))): a recursive schema has no finite inline form",
                        schema)
                    return nil
                }
                return inline(target, trail: trail + [ref])
            }
            var result: [JSONMember] = []
            for member in members {
                guard let value = inline(member.value, trail: trail) else { return nil }
                result.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONNode(.object(result), at: schema.location)
        case .array(let items):
            var result: [JSONNode] = []
            for item in items {
                guard let value = inline(item, trail: trail) else { return nil }
                result.append(value)
            }
            return JSONNode(.array(result), at: schema.location)
        default: return schema
        }
    }

    static func string(_ s: String, _ at: SourceLocation) -> JSONNode { JSONNode(.string(s), at: at) }
}
