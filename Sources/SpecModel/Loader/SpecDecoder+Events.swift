extension SpecDecoder {
    /// An events file: its declared `conditions` and `contentClasses`, then its events, whose policies may name
    /// only those conditions, and built-in or declared content classes.
    func decodeEventsFile(_ r: ObjectReader) -> EventsFile {
        if r.spec == .eventsFile {
            if r.has("from") { return decodeForeignEvents(r) }
            if !r.has("events") {
                sink.error(
                    .missingKey, "missing required key \"events\" in events", at: r.node.location, pointer: r.pointer)
            }
        }
        var conditions: [EventCondition] = []
        for (member, pointer) in r.map("conditions") ?? [] {
            if !Self.isConditionName(member.key) {
                sink.error(
                    .invalidValue, "invalid condition name \"\(member.key)\"; use lowercase letters, digits and \"-\"",
                    at: member.keyLocation, pointer: pointer)
            }
            guard let c = ObjectReader(member.value, pointer: pointer, spec: .condition, sink: sink, label: member.key)
            else { continue }
            conditions.append(EventCondition(name: member.key, description: c.string("description"), origin: c.origin))
        }
        var classes: [DeclaredContentClass] = []
        for (member, pointer) in r.map("contentClasses") ?? [] {
            if !Self.isConditionName(member.key) || BuiltInContent(rawValue: member.key) != nil {
                let why =
                    BuiltInContent(rawValue: member.key) != nil
                    ? "it is a built-in class" : "use lowercase letters, digits and \"-\""
                sink.error(
                    .invalidValue, "invalid content class name \"\(member.key)\"; \(why)", at: member.keyLocation,
                    pointer: pointer)
            }
            guard
                let c = ObjectReader(member.value, pointer: pointer, spec: .contentClass, sink: sink, label: member.key)
            else { continue }
            var keys: [String] = []
            for (node, keyPointer) in c.array("keys") ?? [] {
                guard let key = node.string, !key.isEmpty,
                    key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
                else {
                    sink.error(
                        .invalidValue,
                        "a content class key must be lowercase letters and digits (a normalised key such as \"childid\")",
                        at: node.location, pointer: keyPointer)
                    continue
                }
                if !keys.contains(key) { keys.append(key) }
            }
            classes.append(
                DeclaredContentClass(
                    name: member.key, description: c.string("description"), keys: keys, origin: c.origin))
        }
        let declared = conditions.map(\.name)
        let events = r.objects("events", .event) { decodeEvent($0, conditions: declared, contentClasses: classes) }
        let names = Set(events.map(\.name))
        let sequences = r.objects("sequences", .eventSequence) { decodeSequence($0, names: names) }
        return EventsFile(conditions: conditions, contentClasses: classes, events: events, sequences: sequences)
    }

    func decodeEvent(_ r: ObjectReader, conditions: [String], contentClasses: [DeclaredContentClass] = []) -> EventSpec?
    {
        guard let name = r.string("name") else { return nil }
        var event = EventSpec(
            name: name, id: r.string("id"), description: r.string("description"), trigger: r.string("trigger"),
            info: r.info(), origin: r.origin)
        if let (schema, pointer) = r.schemaNode("schema") {
            event.schema = schema
            event.schemaPointer = pointer
        }
        if let policy = r.object("policy", .eventPolicy) {
            event.policy = decodePolicy(policy, conditions: conditions, contentClasses: contentClasses)
        }
        return event
    }

    /// An event's `policy`: `forbiddenContent` (built-in or declared content classes), and `when`, whose keys must be
    /// conditions the file declares.
    private func decodePolicy(_ r: ObjectReader, conditions: [String], contentClasses: [DeclaredContentClass])
        -> EventPolicy
    {
        var policy = EventPolicy()
        for (node, pointer) in r.array("forbiddenContent") ?? [] {
            if let c = contentClass(node, pointer, declared: contentClasses), !policy.forbiddenContent.contains(c) {
                policy.forbiddenContent.append(c)
            }
        }
        for (member, pointer) in r.map("when") ?? [] {
            if !conditions.contains(member.key) {
                let declared =
                    conditions.isEmpty
                    ? "the file declares no conditions" : "declared: \(conditions.joined(separator: ", "))"
                sink.error(
                    .undeclaredCondition,
                    "condition \"\(member.key)\" is not declared in the file's \"conditions\" (\(declared))\(Suggestion.hint(for: member.key, among: conditions))",
                    at: member.keyLocation, pointer: pointer)
            }
            guard
                let rule = ObjectReader(
                    member.value, pointer: pointer, spec: .conditionRule, sink: sink, label: member.key)
            else { continue }
            var absent: [String] = []
            for name in rule.strings("absent") where !absent.contains(name) { absent.append(name) }
            policy.when[member.key] = ConditionRule(allowed: rule.bool("allowed"), absent: absent)
        }
        return policy
    }

    /// Whether `s` is a condition name: lowercase letters and digits in words joined by single `-`.
    static func isConditionName(_ s: String) -> Bool { isProductID(s) }

    /// The content class `node` names: a built-in one, or one the file declares.
    private func contentClass(_ node: JSONNode, _ pointer: String, declared: [DeclaredContentClass]) -> ContentClass? {
        guard let s = node.string else {
            sink.error(
                .wrongType, "expected string for \"forbiddenContent\", found \(node.typeName)", at: node.location,
                pointer: pointer)
            return nil
        }
        if let c = BuiltInContent(rawValue: s) { return .builtIn(c) }
        if let c = declared.first(where: { $0.name == s }) { return .declared(c) }
        let allowed = BuiltInContent.allCases.map(\.rawValue) + declared.map(\.name)
        sink.error(
            .invalidValue,
            "unknown content class \"\(s)\" in \"forbiddenContent\"; expected a built-in class (\(BuiltInContent.allCases.map(\.rawValue).joined(separator: ", "))) "
                + "or one the file declares in \"contentClasses\"\(Suggestion.hint(for: s, among: allowed))",
            at: node.location, pointer: pointer)
        return nil
    }

    /// A sequence rule: `precedes` needs `first` and `then`, `at-most-once` needs `event`; every event it names is
    /// one of the file's events.
    private func decodeSequence(_ r: ObjectReader, names: Set<String>) -> EventSequence? {
        guard let id = r.string("id"), let rule = r.enumValue("rule", EventSequence.Rule.self) else { return nil }
        let needed = rule == .precedes ? ["first", "then"] : ["event"]
        let refused = rule == .precedes ? ["event"] : ["first", "then"]
        for key in needed where !r.has(key) {
            sink.error(
                .missingKey, "missing key \"\(key)\" in sequence rule \(rule.rawValue)", at: r.node.location,
                pointer: r.pointer)
        }
        for key in refused where r.has(key) {
            if let v = r.value(key) {
                sink.error(
                    .invalidValue, "\"\(key)\" is not a key of sequence rule \(rule.rawValue)", at: v.node.location,
                    pointer: v.pointer)
            }
        }
        for key in ["first", "then", "event"] {
            if let name = r.located(key), !names.contains(name.value) {
                let hint = Suggestion.hint(for: name.value, among: names.sorted())
                sink.error(
                    .invalidValue, "unknown event \"\(name.value)\" in sequence \(id)\(hint)", at: name.origin.location,
                    pointer: name.origin.pointer)
            }
        }
        return EventSequence(
            id: id, rule: rule, event: (rule == .precedes ? r.string("then") : r.string("event")) ?? "",
            first: r.string("first"),
            key: r.string("key"), description: r.string("description"), info: r.info(), origin: r.origin)
    }
}
