import SpecModel

/// What the event-schema operators share: the schema's keywords in schema positions, editing a node by pointer,
/// and a mutant that replaces one event's schema.
enum SchemaMutations {
    /// One keyword of an event's schema: its name, its value, and the pointer of the value within the schema.
    struct Keyword {
        var name: String
        var value: JSONNode
        var pointer: String
    }

    /// Keywords whose value is a subschema, a list of subschemas, or a map of them; values of other keywords
    /// (`enum`, `const`, `default`, `examples`, `x-…`) are data, never walked.
    static let single: Set<String> = [
        "additionalProperties", "items", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems",
        "unevaluatedProperties",
    ]
    static let lists: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems"]
    static let maps: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]

    /// Every keyword of `schema` and of its subschemas, in document order.
    static func keywords(of schema: JSONNode, pointer: String = "") -> [Keyword] {
        guard let members = schema.members else { return [] }
        var result: [Keyword] = []
        for member in members {
            let here = JSONPointer.appending(pointer, member.key)
            result.append(Keyword(name: member.key, value: member.value, pointer: here))
            if single.contains(member.key) {
                result += keywords(of: member.value, pointer: here)
            } else if lists.contains(member.key) {
                for (i, item) in (member.value.items ?? []).enumerated() {
                    result += keywords(of: item, pointer: JSONPointer.appending(here, i))
                }
            } else if maps.contains(member.key) {
                for sub in member.value.members ?? [] {
                    result += keywords(of: sub.value, pointer: JSONPointer.appending(here, sub.key))
                }
            }
        }
        return result
    }

    /// Replaces the node at `pointer` (within `node`) using `change`; nothing when the pointer is not there.
    static func edit(_ node: inout JSONNode, at tokens: ArraySlice<String>, _ change: (inout JSONNode) -> Void) {
        guard let token = tokens.first else {
            change(&node)
            return
        }
        switch node.kind {
        case .object(var members):
            guard let i = members.firstIndex(where: { $0.key == token }) else { return }
            edit(&members[i].value, at: tokens.dropFirst(), change)
            node.kind = .object(members)
        case .array(var items):
            guard let i = Int(token), items.indices.contains(i) else { return }
            edit(&items[i], at: tokens.dropFirst(), change)
            node.kind = .array(items)
        default:
            return
        }
    }

    /// A mutant whose edit changes the schema of `event` at `pointer` with `change`.
    static func mutant(
        _ info: MutantInfo, event: String, pointer: String, change: @escaping @Sendable (inout JSONNode) -> Void
    ) -> Mutant {
        Mutant(info: info) { bundle in
            guard let index = bundle.events.firstIndex(where: { $0.name == event }) else { return }
            let tokens = JSONPointer.tokens(pointer) ?? []
            edit(&bundle.events[index].schema, at: tokens[...], change)
        }
    }

    /// The info of a mutant of `event`'s schema at `pointer`: scope and reach are the event's.
    static func info(
        _ op: String, event: EventSpec, pointer: String, variant: String = "", at node: JSONNode, description: String,
        original: String, replacement: String
    ) -> MutantInfo {
        let element = pointer.isEmpty ? event.name : "\(event.name)#\(pointer)"
        let origin = Origin(file: event.origin.file, location: node.location, pointer: event.schemaPointer + pointer)
        return MutantInfo(
            id: "\(op):\(element)\(variant)", operatorName: op, element: element, origin: origin,
            description: description,
            original: original, replacement: replacement, scope: .catalogue, reach: .emits(event: event.name))
    }

    /// A node's JSON text on one line.
    static func text(_ node: JSONNode) -> String { JSONWriter(indent: 0).string(node.value) }

    /// A new node of `value` at `location`.
    static func node(_ value: JSONValue, at location: SourceLocation) -> JSONNode {
        switch value {
        case .null: JSONNode(.null, at: location)
        case .bool(let b): JSONNode(.bool(b), at: location)
        case .number(let n): JSONNode(.number(n), at: location)
        case .string(let s): JSONNode(.string(s), at: location)
        case .array(let items): JSONNode(.array(items.map { node($0, at: location) }), at: location)
        case .object(let members):
            JSONNode(
                .object(
                    members.sorted { $0.key < $1.key }.map {
                        JSONMember(key: $0.key, keyLocation: location, value: node($0.value, at: location))
                    }),
                at: location)
        }
    }
}
