import SpecModel

/// A def-use pair in a shard file (`defUses` of a check) and in `coverage.json` (a machine's missing pairs).
extension DefUsePair {
    /// `{"field", "definition": "initial" | "assigns" | "keeps", "definedBy": {"from", "event", "ordinal"}, "use":
    /// {…}, "kind", "value"}`, with `"machine"` when `machine` is true (a shard file's checks span machines).
    package func jsonValue(machine includeMachine: Bool) -> JSONValue {
        var object: [String: JSONValue] = [
            "field": .string(field), "definition": .string(definition.kindName),
        ]
        if includeMachine { object["machine"] = .string(machine) }
        if let defining = definition.transition { object["definedBy"] = Self.json(defining) }
        if let use { object["use"] = Self.json(use) }
        if let kind { object["kind"] = .string(kind.rawValue) }
        switch value {
        case .integer(let v)?: object["value"] = .int(v)
        case .boolean(let v)?: object["value"] = .bool(v)
        case nil: break
        }
        return .object(object)
    }

    private static func json(_ id: TransitionID) -> JSONValue {
        ["from": .string(id.from), "event": .string(id.event), "ordinal": .int(id.ordinal)]
    }

    /// The pair `item` holds (written by ``jsonValue(machine:)``) in machine `machine`; nil, with the diagnostics in
    /// the reader's sink, when it does not hold one.
    package static func decode(_ item: ObjectReader, machine: String) -> DefUsePair? {
        func transition(_ key: String) -> TransitionID? {
            guard let t = item.object(key, .defUseTransition), let from = t.string("from"),
                let event = t.string("event"), let ordinal = t.int("ordinal")
            else { return nil }
            return TransitionID(machine: machine, from: from, event: event, ordinal: ordinal)
        }
        let field = item.string("field")
        let kindName = item.string("definition")
        let definedBy = transition("definedBy")
        let use = transition("use")
        let kind = item.enumValue("kind", UseKind.self)
        var value: Value?
        if let v = item.value("value") {
            switch v.node.kind {
            case .bool(let b): value = .boolean(b)
            case .number(let n) where n.intValue != nil: value = n.intValue.map(Value.integer)
            default: item.wrongType("value", expected: "integer or boolean", v)
            }
        }
        guard let field, let kindName else { return nil }
        let definition: Definition
        switch (kindName, definedBy) {
        case ("initial", nil): definition = .initial
        case ("assigns", let id?): definition = .assigns(id)
        case ("keeps", let id?): definition = .keeps(id)
        default:
            item.sink.error(
                "invalid-value",
                "definition \"\(kindName)\" needs \(kindName == "initial" ? "no" : "a") definedBy transition",
                at: item.origin)
            return nil
        }
        return DefUsePair(machine: machine, field: field, definition: definition, use: use, kind: kind, value: value)
    }
}

extension KeySpec {
    /// A transition of a def-use pair, within its machine.
    package static let defUseTransition = KeySpec("defUseTransition", required: ["from", "event", "ordinal"])
}
