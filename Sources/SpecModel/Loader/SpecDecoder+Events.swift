extension SpecDecoder {
    /// An events file: its declared `conditions`, then its events, whose policies may name only those conditions.
    func decodeEventsFile(_ r: ObjectReader) -> EventsFile {
        var conditions: [EventCondition] = []
        for (member, pointer) in r.map("conditions") ?? [] {
            if !Self.isConditionName(member.key) {
                sink.error(
                    .invalidValue, "invalid condition name \"\(member.key)\"; use lowercase letters, digits and \"-\"",
                    at: member.keyLocation, pointer: pointer)
            }
            guard let c = ObjectReader(member.value, pointer: pointer, spec: .condition, sink: sink, label: member.key) else { continue }
            conditions.append(EventCondition(name: member.key, description: c.string("description"), origin: c.origin))
        }
        let declared = conditions.map(\.name)
        let events = r.objects("events", .event) { decodeEvent($0, conditions: declared) }
        return EventsFile(conditions: conditions, events: events)
    }

    func decodeEvent(_ r: ObjectReader, conditions: [String]) -> EventSpec? {
        guard let name = r.string("name") else { return nil }
        var event = EventSpec(
            name: name, id: r.string("id"), description: r.string("description"), trigger: r.string("trigger"),
            info: r.info(), origin: r.origin)
        if let (schema, pointer) = r.schemaNode("schema") {
            event.schema = schema
            event.schemaPointer = pointer
        }
        if let policy = r.object("policy", .eventPolicy) { event.policy = decodePolicy(policy, conditions: conditions) }
        return event
    }

    /// An event's `policy`: `forbiddenContent`, and `when`, whose keys must be conditions the file declares.
    private func decodePolicy(_ r: ObjectReader, conditions: [String]) -> EventPolicy {
        var policy = EventPolicy()
        for (node, pointer) in r.array("forbiddenContent") ?? [] {
            if let c = closedValue(node, pointer, "forbiddenContent", ForbiddenContent.self), !policy.forbiddenContent.contains(c) {
                policy.forbiddenContent.append(c)
            }
        }
        for (member, pointer) in r.map("when") ?? [] {
            if !conditions.contains(member.key) {
                let declared = conditions.isEmpty ? "the file declares no conditions" : "declared: \(conditions.joined(separator: ", "))"
                sink.error(
                    .undeclaredCondition,
                    "condition \"\(member.key)\" is not declared in the file's \"conditions\" (\(declared))\(Suggestion.hint(for: member.key, among: conditions))",
                    at: member.keyLocation, pointer: pointer)
            }
            guard let rule = ObjectReader(member.value, pointer: pointer, spec: .conditionRule, sink: sink, label: member.key) else { continue }
            var absent: [String] = []
            for name in rule.strings("absent") where !absent.contains(name) { absent.append(name) }
            policy.when[member.key] = ConditionRule(allowed: rule.bool("allowed"), absent: absent)
        }
        return policy
    }

    /// Whether `s` is a condition name: lowercase letters and digits in words joined by single `-`.
    static func isConditionName(_ s: String) -> Bool { isProductID(s) }

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
}
