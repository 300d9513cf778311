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

    /// A schema the event-schema operators mutate: an event's, or a shared schema file of the product
    /// (`*.schema.json`), whose mutants reach every event whose schema references it (``SharedSchemaUsers``).
    struct Target {
        enum Key: Sendable {
            /// An event, by name.
            case event(String)
            /// A shared schema file, by its path in the product folder.
            case document(String)
        }

        var key: Key
        /// How mutant IDs and descriptions name it: the event's name, or the file's path (`common/money.schema.json`).
        var name: String
        var schema: JSONNode
        var file: String
        /// Where the schema sits in its file.
        var basePointer: String
        var reach: MutantReach
    }

    /// Every event's schema, then every shared schema file of `bundle`.
    static func targets(of bundle: SpecBundle) -> [Target] {
        var targets = bundle.events.map(Target.init(event:))
        let users = SharedSchemaUsers.events(of: bundle)
        for document in bundle.schemaDocuments {
            targets.append(
                Target(
                    key: .document(document.relativePath), name: document.relativePath, schema: document.root,
                    file: document.file, basePointer: "", reach: .emitsAny(events: users[document.relativePath] ?? [])))
        }
        return targets
    }

    /// A mutant whose edit changes `target`'s schema at `pointer` with `change`.
    static func mutant(
        _ info: MutantInfo, target: Target.Key, pointer: String,
        change: @escaping @Sendable (inout JSONNode) -> Void
    ) -> Mutant {
        let tokens = (JSONPointer.tokens(pointer) ?? [])[...]
        return Mutant(info: info) { bundle in
            switch target {
            case .event(let event):
                guard let index = bundle.events.firstIndex(where: { $0.name == event }) else { return }
                edit(&bundle.events[index].schema, at: tokens, change)
            case .document(let path):
                guard let index = bundle.schemaDocuments.firstIndex(where: { $0.relativePath == path }) else { return }
                edit(&bundle.schemaDocuments[index].root, at: tokens, change)
            }
        }
    }

    /// The info of a mutant of `target`'s schema at `pointer`: scope the catalogue, reach the target's.
    static func info(
        _ op: String, target: Target, pointer: String, variant: String = "", at node: JSONNode, description: String,
        original: String, replacement: String
    ) -> MutantInfo {
        let element = pointer.isEmpty ? target.name : "\(target.name)#\(pointer)"
        let origin = Origin(file: target.file, location: node.location, pointer: target.basePointer + pointer)
        return MutantInfo(
            id: "\(op):\(element)\(variant)", operatorName: op, element: element, origin: origin,
            description: description,
            original: original, replacement: replacement, scope: .catalogue, reach: target.reach)
    }

    /// A mutant whose edit changes the schema of `event` at `pointer` with `change`.
    static func mutant(
        _ info: MutantInfo, event: String, pointer: String, change: @escaping @Sendable (inout JSONNode) -> Void
    ) -> Mutant {
        mutant(info, target: .event(event), pointer: pointer, change: change)
    }

    /// The info of a mutant of `event`'s schema at `pointer`: scope and reach are the event's.
    static func info(
        _ op: String, event: EventSpec, pointer: String, variant: String = "", at node: JSONNode, description: String,
        original: String, replacement: String
    ) -> MutantInfo {
        info(
            op, target: Target(event: event), pointer: pointer, variant: variant, at: node, description: description,
            original: original, replacement: replacement)
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

extension SchemaMutations.Target {
    /// An event's own schema: its mutants reach the event.
    init(event: EventSpec) {
        self.init(
            key: .event(event.name), name: event.name, schema: event.schema, file: event.origin.file,
            basePointer: event.schemaPointer, reach: .emits(event: event.name))
    }
}
