/// Typed getters: each returns nil (or an empty collection) for an absent key, and records a diagnostic and
/// returns nil for a value of the wrong type.
extension ObjectReader {
    package func string(_ key: String) -> String? { located(key)?.value }

    package func located(_ key: String) -> Located<String>? {
        guard let v = value(key) else { return nil }
        guard let s = v.node.string else {
            wrongType(key, expected: "string", v)
            return nil
        }
        return Located(s, origin: sink.origin(v.node, v.pointer))
    }

    /// A string that may also be written as `null` (meaning absent).
    package func nullableString(_ key: String) -> String? {
        if let v = value(key), case .null = v.node.kind { return nil }
        return string(key)
    }

    package func bool(_ key: String) -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v.node.kind else {
            wrongType(key, expected: "boolean", v)
            return nil
        }
        return b
    }

    package func int(_ key: String) -> Int? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v.node.kind, let i = n.intValue else {
            wrongType(key, expected: "integer", v)
            return nil
        }
        return i
    }

    package func double(_ key: String) -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v.node.kind else {
            wrongType(key, expected: "number", v)
            return nil
        }
        return n.doubleValue
    }

    /// A value of a closed set; an unknown value gets `spec.invalid-value` with the allowed values.
    package func enumValue<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        guard let s = located(key) else { return nil }
        if let e = E(rawValue: s.value) { return e }
        let allowed = E.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: s.value, among: allowed)
        sink.error(
            .invalidValue,
            "invalid value \"\(s.value)\" for \"\(key)\"; expected one of \(allowed.joined(separator: ", "))\(hint)",
            at: s.origin.location, pointer: s.origin.pointer)
        return nil
    }

    /// An array item or map value of a closed set: a non-string is a wrong type, an unknown string an invalid
    /// value with the allowed values and a "did you mean".
    package func enumItem<E: RawRepresentable & CaseIterable>(_ node: JSONNode, _ pointer: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        guard let s = node.string else {
            wrongItemType(expected: "string", node, pointer)
            return nil
        }
        if let e = E(rawValue: s) { return e }
        let allowed = E.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: s, among: allowed)
        sink.error(
            .invalidValue, "invalid value \"\(s)\"; expected one of \(allowed.joined(separator: ", "))\(hint)",
            at: node.location,
            pointer: pointer)
        return nil
    }

    /// The array items of `key` with their pointers; nil when absent or not an array.
    package func array(_ key: String) -> [(node: JSONNode, pointer: String)]? {
        guard let v = value(key) else { return nil }
        guard let items = v.node.items else {
            wrongType(key, expected: "array", v)
            return nil
        }
        return items.enumerated().map { ($1, PointerPath.appending(v.pointer, $0)) }
    }

    /// An array of strings, each with its origin; items of another type are reported and skipped.
    package func locatedStrings(_ key: String) -> [Located<String>] {
        guard let items = array(key) else { return [] }
        var result: [Located<String>] = []
        result.reserveCapacity(items.count)
        for (node, pointer) in items {
            if let s = node.string {
                result.append(Located(s, origin: sink.origin(node, pointer)))
            } else {
                wrongItemType(expected: "string", node, pointer)
            }
        }
        return result
    }

    package func strings(_ key: String) -> [String] { locatedStrings(key).map(\.value) }

    /// An array of objects decoded by `decode`; items that are not objects are reported and skipped.
    package func objects<T>(_ key: String, _ spec: KeySpec, _ decode: (ObjectReader) -> T?) -> [T] {
        guard let items = array(key) else { return [] }
        return items.compactMap { node, pointer in
            ObjectReader(node, pointer: pointer, spec: spec, sink: sink).flatMap(decode)
        }
    }

    /// A nested object read against `spec`.
    package func object(_ key: String, _ spec: KeySpec) -> ObjectReader? {
        guard let v = value(key) else { return nil }
        return ObjectReader(v.node, pointer: v.pointer, spec: spec, sink: sink, label: key)
    }

    /// The members of an object value (a free map such as `states` or `context`).
    package func map(_ key: String) -> [(member: JSONMember, pointer: String)]? {
        guard let v = value(key) else { return nil }
        guard let members = v.node.members else {
            wrongType(key, expected: "object", v)
            return nil
        }
        return members.map { ($0, PointerPath.appending(v.pointer, $0.key)) }
    }

    /// An object whose values are strings (`assign`, `data`, `fields`), in document order.
    package func stringMap(_ key: String) -> [(key: String, value: Located<String>)] {
        guard let members = map(key) else { return [] }
        var result: [(key: String, value: Located<String>)] = []
        for (member, pointer) in members {
            if let s = member.value.string {
                result.append((member.key, Located(s, origin: sink.origin(member.value, pointer))))
            } else {
                wrongItemType(expected: "string", member.value, pointer)
            }
        }
        return result
    }

    /// A JSON Schema or other free object, kept located.
    func schemaNode(_ key: String) -> (node: JSONNode, pointer: String)? {
        guard let v = value(key) else { return nil }
        switch v.node.kind {
        case .object, .bool: return v
        default:
            wrongType(key, expected: "object or boolean (a JSON Schema)", v)
            return nil
        }
    }

    /// The shared element fields: `source`, `traces`, `notes`, `formerIds`.
    func info() -> ElementInfo {
        var info = ElementInfo()
        if let source = object("source", .source) {
            info.source = SourceRef(document: source.string("document") ?? "", section: source.string("section") ?? "")
        }
        info.traces = locatedStrings("traces")
        info.notes = strings("notes")
        info.formerIds = strings("formerIds")
        return info
    }
}
