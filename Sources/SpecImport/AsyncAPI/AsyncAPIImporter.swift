import SpecJSON

/// AsyncAPI 3.0 (JSON) → native event schemas (the `events` of an `events` file), located in the AsyncAPI file.
///
/// Each message (the channels' `messages`, in document order, then any `components.messages` no channel names)
/// with a JSON Schema payload becomes an event: `name` is the message's `name` (else its key), `description` its
/// `summary` or `description`, `schema` its payload with `$ref`s into the document (`#/components/schemas/...`)
/// inlined, and a note keeps the channel and message IDs for traceability. A payload in another `schemaFormat`
/// (Avro, RAML, Protobuf…) is `import.asyncapi.schema-format` naming the format. `select` keeps one message by
/// its ID or name.
package enum AsyncAPIImporter {
    package static func convert(_ bytes: [UInt8], file: String, select: String?) -> ImportResult {
        let parsed = JSONParser().parse(bytes, file: file)
        var context = AsyncAPIContext(file: file)
        guard let root = parsed.root else {
            return ImportResult(
                node: nil,
                diagnostics: parsed.diagnostics + [
                    .error(
                        "import.asyncapi.malformed",
                        "the document is not JSON (AsyncAPI in YAML is not read: convert it to JSON)",
                        file: file, at: SourceLocation(line: 1, column: 1, offset: 0))
                ])
        }
        context.root = root
        guard let version = root["asyncapi"]?.string, version.hasPrefix("3.") else {
            context.error(
                "version", "only AsyncAPI 3.x is read; the document says \"\(root["asyncapi"]?.string ?? "nothing")\"",
                root["asyncapi"] ?? root)
            return ImportResult(node: nil, diagnostics: context.diagnostics)
        }
        var events: [JSONNode] = []
        var seen = Set<String>()
        var names: [String] = []
        for channel in root["channels"]?.members ?? [] {
            for message in channel.value["messages"]?.members ?? [] {
                let target = context.resolveMessage(message.value)
                let id = target.componentID ?? message.key
                seen.insert(target.componentID ?? "")
                names.append(id)
                if let select, select != id, select != target.node["name"]?.string { continue }
                if let event = context.event(target.node, id: id, channel: channel.key) { events.append(event) }
            }
        }
        for message in root["components"]?["messages"]?.members ?? [] where !seen.contains(message.key) {
            names.append(message.key)
            if let select, select != message.key, select != message.value["name"]?.string { continue }
            if let event = context.event(message.value, id: message.key, channel: nil) { events.append(event) }
        }
        if let select, events.isEmpty, !context.failed {
            let hint = Suggestion.closest(to: select, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            context.error("select", "no message has ID or name \"\(select)\"\(hint)", root)
        }
        guard !context.failed else { return ImportResult(node: nil, diagnostics: context.diagnostics) }
        return ImportResult(node: JSONNode(.array(events), at: root.location), diagnostics: context.diagnostics)
    }
}
