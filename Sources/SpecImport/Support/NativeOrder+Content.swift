import SpecJSON

/// The fixed key orders `import` writes scenarios, events and decision tables in (as the format documents list them),
/// whichever way they were assembled (a converter's keys, an overlay's additions).
extension NativeOrder {
    static let scenario = ["id", "title", "covers", "machine", "context", "steps", "source", "notes"]
    static let step = ["machine", "send", "data", "expect"]
    static let event = [
        "name", "id", "description", "trigger", "schema", "policy", "source", "traces", "notes", "formerIds",
    ]
    static let table = [
        "id", "title", "hitPolicy", "aggregation", "inputs", "output", "outputs", "rules", "default", "source",
        "traces", "notes", "formerIds",
    ]
    static let rule = ["id", "when", "then", "source", "traces", "notes", "formerIds"]

    /// A scenario (a scenario file's content without the envelope), its steps and their `expect` ordered too.
    package static func scenario(_ node: JSONNode) -> JSONNode {
        each("steps", of: ordered(node, scenario)) { item in
            let step = ordered(item, step)
            guard let expect = step["expect"] else { return step }
            return NativeNode.setting("expect", ordered(expect, ["state", "emits", "outputs"]), in: step)
        }
    }

    /// An events file's content: `events`, then the file's conditions, content classes and sequences.
    package static func events(_ node: JSONNode) -> JSONNode {
        each("events", of: ordered(node, ["events", "conditions", "contentClasses", "sequences"])) {
            ordered($0, event)
        }
    }

    /// A decisions file's content: its tables, each with its rules ordered.
    package static func decisions(_ node: JSONNode) -> JSONNode {
        each("tables", of: node) { each("rules", of: ordered($0, table)) { ordered($0, rule) } }
    }

    /// `node` with every item of its list `key` replaced by `transform(item)`.
    static func each(_ key: String, of node: JSONNode, _ transform: (JSONNode) -> JSONNode) -> JSONNode {
        guard let list = node[key], let items = list.items else { return node }
        return NativeNode.setting(key, JSONNode(.array(items.map(transform)), at: list.location), in: node)
    }
}
