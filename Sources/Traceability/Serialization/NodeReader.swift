import SpecModel

/// A lenient-typed, strict-shaped reader over a located JSON tree that records a located diagnostic for every value
/// of the wrong type or a missing required key.
final class NodeReader {
    let file: String
    let code: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, code: String) {
        self.file = file
        self.code = code
    }

    func error(_ message: String, _ node: JSONNode, _ pointer: String) {
        diagnostics.append(.error(code, message, file: file, at: node.location, pointer: pointer))
    }

    /// The member `key` of `node` with its pointer; records a diagnostic when required and absent.
    func member(_ node: JSONNode, _ pointer: String, _ key: String, required: Bool = true) -> (JSONNode, String)? {
        guard let members = node.members else {
            error("expected object, found \(node.typeName)", node, pointer)
            return nil
        }
        if let m = members.first(where: { $0.key == key }) { return (m.value, JSONPointer.appending(pointer, key)) }
        if required { error("missing required key \"\(key)\"", node, pointer) }
        return nil
    }

    func string(_ node: JSONNode, _ pointer: String, _ key: String, required: Bool = true) -> String? {
        guard let (value, p) = member(node, pointer, key, required: required) else { return nil }
        if case .null = value.kind, !required { return nil }
        guard let s = value.string else {
            error("expected string for \"\(key)\", found \(value.typeName)", value, p)
            return nil
        }
        return s
    }

    func int(_ node: JSONNode, _ pointer: String, _ key: String) -> Int? {
        guard let (value, p) = member(node, pointer, key) else { return nil }
        guard case .number(let n) = value.kind, let i = n.intValue else {
            error("expected integer for \"\(key)\", found \(value.typeName)", value, p)
            return nil
        }
        return i
    }

    func bool(_ node: JSONNode, _ pointer: String, _ key: String) -> Bool? {
        guard let (value, p) = member(node, pointer, key) else { return nil }
        guard case .bool(let b) = value.kind else {
            error("expected boolean for \"\(key)\", found \(value.typeName)", value, p)
            return nil
        }
        return b
    }

    /// A closed-set value.
    func enumValue<E: RawRepresentable & CaseIterable>(_ node: JSONNode, _ pointer: String, _ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        guard let s = string(node, pointer, key) else { return nil }
        if let e = E(rawValue: s) { return e }
        if let (value, p) = member(node, pointer, key) {
            error("invalid value \"\(s)\" for \"\(key)\"; expected one of \(E.allCases.map(\.rawValue).joined(separator: ", "))", value, p)
        }
        return nil
    }

    /// The items of array `key` with their pointers (empty when absent and not required).
    func items(_ node: JSONNode, _ pointer: String, _ key: String, required: Bool = true) -> [(JSONNode, String)] {
        guard let (value, p) = member(node, pointer, key, required: required) else { return [] }
        guard let items = value.items else {
            error("expected array for \"\(key)\", found \(value.typeName)", value, p)
            return []
        }
        return items.enumerated().map { ($1, p + "/" + String($0)) }
    }

    func strings(_ node: JSONNode, _ pointer: String, _ key: String, required: Bool = true) -> [String] {
        items(node, pointer, key, required: required).compactMap { item, p in
            guard let s = item.string else {
                error("expected string, found \(item.typeName)", item, p)
                return nil
            }
            return s
        }
    }
}
