import SpecJSON

/// The native machine with its keys in one fixed order (as docs/SPEC-FORMAT.md lists them), names in their
/// document order: what `import` writes, so that a machine reads the same whichever way it was assembled (a
/// converter's keys, an overlay's additions) and import → export → import gives identical bytes.
package enum NativeOrder {
    static let machine = [
        "title", "initial", "context", "events", "states", "unhandled", "limits", "source", "traces", "notes",
        "formerIds",
    ]
    static let state = [
        "type", "description", "initial", "history", "target", "states", "on", "after", "always", "onEntry", "onExit",
        "behaviour", "entry", "exit", "unhandled", "source", "traces", "notes", "formerIds",
    ]
    static let transition = [
        "target", "internal", "guard", "assign", "emits", "outputs", "path", "input", "response", "errorResponse",
        "source", "traces", "notes", "formerIds",
    ]

    package static func machine(_ node: JSONNode) -> JSONNode { ordered(node, machine) }

    static func ordered(_ node: JSONNode, _ ranks: [String]) -> JSONNode {
        guard let members = node.members else { return node }
        let sorted = members.enumerated().sorted { a, b in
            let ra = ranks.firstIndex(of: a.element.key) ?? ranks.count
            let rb = ranks.firstIndex(of: b.element.key) ?? ranks.count
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map { member -> JSONMember in
            var m = member.element
            switch m.key {
            case "states": m.value = mapValues(m.value) { ordered($0, state) }
            case "on", "after": m.value = mapValues(m.value) { list($0) }
            case "always": m.value = list(m.value)
            case "onEntry", "onExit": m.value = ordered(m.value, ["assign", "emits"])
            default: break
            }
            return m
        }
        return JSONNode(.object(sorted), at: node.location)
    }

    private static func list(_ node: JSONNode) -> JSONNode {
        guard let items = node.items else { return node }
        return JSONNode(.array(items.map { ordered($0, transition) }), at: node.location)
    }

    private static func mapValues(_ node: JSONNode, _ f: (JSONNode) -> JSONNode) -> JSONNode {
        guard var members = node.members else { return node }
        for i in members.indices { members[i].value = f(members[i].value) }
        return JSONNode(.object(members), at: node.location)
    }
}
