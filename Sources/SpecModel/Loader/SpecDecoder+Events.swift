extension SpecDecoder {
    func decodeEvent(_ r: ObjectReader) -> EventSpec? {
        guard let name = r.string("name") else { return nil }
        var event = EventSpec(
            name: name, id: r.string("id"), description: r.string("description"), trigger: r.string("trigger"),
            info: r.info(), origin: r.origin)
        guard let (schema, pointer) = r.schemaNode("schema") else { return event }
        event.schema = schema
        event.schemaPointer = pointer
        decodePolicies(schema, pointer: pointer, into: &event)
        return event
    }

    /// Reads the `x-` policy keywords of an event schema; the rest of the schema is the EventSchema target's.
    private func decodePolicies(_ schema: JSONNode, pointer: String, into event: inout EventSpec) {
        guard let members = schema.members else { return }
        for member in members {
            let p = PointerPath.appending(pointer, member.key)
            let value = member.value
            switch member.key {
            case "x-child-mode":
                event.childMode = closedValue(value, p, member.key, ChildModePolicy.self)
            case "x-child-mode-strip":
                event.childModeStrip = stringItems(value, p, member.key)
            case "x-forbidden-content":
                event.forbiddenContent = arrayItems(value, p, member.key).compactMap { item, itemPointer in
                    closedValue(item, itemPointer, member.key, ForbiddenContent.self)
                }
            default:
                continue
            }
        }
    }

    private func closedValue<E: RawRepresentable & CaseIterable>(_ node: JSONNode, _ pointer: String, _ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        guard let s = node.string else {
            sink.error(.wrongType, "expected string for \"\(key)\", found \(node.typeName)", at: node.location, pointer: pointer)
            return nil
        }
        if let e = E(rawValue: s) { return e }
        let allowed = E.allCases.map(\.rawValue)
        sink.error(
            .invalidValue,
            "invalid value \"\(s)\" for \"\(key)\"; expected one of \(allowed.joined(separator: ", "))\(Suggestion.hint(for: s, among: allowed))",
            at: node.location, pointer: pointer)
        return nil
    }

    private func arrayItems(_ node: JSONNode, _ pointer: String, _ key: String) -> [(JSONNode, String)] {
        guard let items = node.items else {
            sink.error(.wrongType, "expected array for \"\(key)\", found \(node.typeName)", at: node.location, pointer: pointer)
            return []
        }
        return items.enumerated().map { ($1, PointerPath.appending(pointer, $0)) }
    }

    private func stringItems(_ node: JSONNode, _ pointer: String, _ key: String) -> [String] {
        arrayItems(node, pointer, key).compactMap { item, itemPointer in
            if let s = item.string { return s }
            sink.error(.wrongType, "expected string, found \(item.typeName)", at: item.location, pointer: itemPointer)
            return nil
        }
    }
}
