import SpecJSON

/// What SCXML has no place for, in SpecConform's namespace (`xmlns:conform="urn:specconform:scxml"`): a
/// `<conform:meta>` child holding a JSON object of native fields (as XState's `meta`), a state's description in
/// `<conform:meta>` too, and the attributes `conform:optional` (an optional emit) and `conform:after` (the unit a
/// timer's delay is written in).
struct SCXMLMeta {
    let problems: ImportProblems

    /// The element's `<conform:meta>` object, or nil (an error when it is not a JSON object).
    func object(of element: LocatedXMLElement) -> JSONNode? {
        guard
            let meta = element.children.first(where: {
                $0.namespace == SCXMLImporter.conformNamespace && $0.name == "meta"
            })
        else { return nil }
        let parsed = JSONParser().parse(Array(meta.text.utf8))
        guard parsed.diagnostics.isEmpty, let root = parsed.root, root.members != nil else {
            problems.error("meta", "<conform:meta> must hold a JSON object of native fields", at: meta.location)
            return nil
        }
        return Self.relocated(root, at: meta.location)
    }

    /// The native fields `allowed` from `<conform:meta>`; other keys are errors naming them.
    func fields(of element: LocatedXMLElement, allowed: [String], what: String) -> [(String, JSONNode)] {
        guard let meta = object(of: element) else { return [] }
        var out: [(String, JSONNode)] = []
        for member in meta.members ?? [] where !(what == "state" && member.key == "description") {
            if allowed.contains(member.key) {
                out.append((member.key, member.value))
            } else {
                problems.error(
                    "meta",
                    "meta key \"\(member.key)\" of a \(what) has no native field"
                        + Suggestion.hint(for: member.key, among: allowed), at: member.keyLocation)
            }
        }
        return out
    }

    /// A state's `description` from its `<conform:meta>`.
    func description(of element: LocatedXMLElement) -> JSONNode? { object(of: element)?["description"] }

    /// The value of SpecConform's attribute `name` (written with any prefix bound to its namespace), and where.
    static func conformAttribute(_ element: LocatedXMLElement, _ name: String) -> (value: String, at: SourceLocation)? {
        guard let key = element.attributes.keys.sorted().first(where: { $0.hasSuffix(":" + name) }),
            let value = element.attributes[key]
        else { return nil }
        return (value, element.location(of: key))
    }

    /// `node` with every node (and key) located at `location`: JSON read from an attribute or an element's text.
    static func relocated(_ node: JSONNode, at location: SourceLocation) -> JSONNode {
        switch node.kind {
        case .array(let items): return JSONNode(.array(items.map { relocated($0, at: location) }), at: location)
        case .object(let members):
            return JSONNode(
                .object(
                    members.map {
                        JSONMember(key: $0.key, keyLocation: location, value: relocated($0.value, at: location))
                    }), at: location)
        default: return JSONNode(node.kind, at: location)
        }
    }
}
