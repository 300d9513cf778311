import Foundation

extension SpecDecoder {
    func decodeModules(_ r: ObjectReader) -> ModulesFile {
        ModulesFile(
            crossCutting: r.objects("crossCutting", .crossCuttingRule) { c in
                guard let id = c.string("id") else { return nil }
                return CrossCuttingRule(
                    id: id, text: c.string("text") ?? "", appliesTo: c.string("appliesTo"), info: c.info(),
                    origin: c.origin)
            },
            modules: r.objects("modules", .module, decodeModule))
    }

    private func decodeModule(_ r: ObjectReader) -> Module? {
        guard let id = r.string("id") else { return nil }
        return Module(
            id: id, name: r.string("name") ?? "", uiBearing: r.bool("uiBearing") ?? false, owns: r.strings("owns"),
            must: r.objects("must", .moduleRule, decodeModuleRule),
            mustNot: r.objects("mustNot", .moduleRule, decodeModuleRule),
            inputs: r.strings("inputs"), outputs: r.strings("outputs"), persistence: r.strings("persistence"),
            features: r.locatedStrings("features"), info: r.info(), origin: r.origin)
    }

    private func decodeModuleRule(_ r: ObjectReader) -> ModuleRule? {
        guard let id = r.string("id") else { return nil }
        return ModuleRule(id: id, text: r.string("text") ?? "", info: r.info(), origin: r.origin)
    }

    func decodeEdgeCase(_ r: ObjectReader) -> EdgeCase? {
        guard let id = r.string("id") else { return nil }
        return EdgeCase(
            id: id, title: r.string("title") ?? "", trigger: r.string("trigger"),
            userResponse: r.string("userResponse"),
            systemResponse: r.string("systemResponse"), info: r.info(), origin: r.origin)
    }

    func decodeRule(_ r: ObjectReader) -> BusinessRule? {
        guard let id = r.string("id") else { return nil }
        var parameters: [String: JSONValue] = [:]
        var origins: [String: Origin] = [:]
        for (member, pointer) in r.map("parameters") ?? [] {
            switch member.value.kind {
            case .number, .string, .bool:
                parameters[member.key] = member.value.value
                origins[member.key] = sink.origin(member.value, pointer)
            default: r.wrongItemType(expected: "number, string or boolean", member.value, pointer)
            }
        }
        var unread: [String: String] = [:]
        for (key, reason) in r.stringMap("unread") {
            if parameters[key] == nil {
                let keys = parameters.keys.sorted()
                sink.error(
                    .invalidValue,
                    "rule \"\(id)\" declares \"\(key)\" unread, but has no such parameter"
                        + Suggestion.hint(for: key, among: keys),
                    at: reason.origin.location, pointer: reason.origin.pointer)
            } else if reason.value.trimmingCharacters(in: .whitespaces).isEmpty {
                sink.error(
                    .invalidValue,
                    "parameter \"\(key)\" is declared unread without a reason; say why no check reads it",
                    at: reason.origin.location, pointer: reason.origin.pointer)
            }
            unread[key] = reason.value
        }
        return BusinessRule(
            id: id, title: r.string("title"), statement: r.string("statement") ?? "", parameters: parameters,
            parameterOrigins: origins, unread: unread, info: r.info(), origin: r.origin)
    }
}
