import SpecJSON

/// `<rule>` → a native rule: input entries as FEEL unary tests, output entries as literals, annotations as notes.
enum DMNRules {
    static func rule(
        _ rule: DMNElement, index: Int, inputs: [String], outputs: [String], _ context: inout DMNContext
    ) -> JSONNode? {
        let at = rule.location
        let id = rule.attributes["id"] ?? ""
        guard !id.isEmpty else {
            context.error("missing", "rule \(index + 1) needs an id (it becomes the rule's ID)", at: at)
            return nil
        }
        let entries = rule.all("inputEntry")
        let outs = rule.all("outputEntry")
        guard entries.count == inputs.count, outs.count == outputs.count else {
            context.error(
                "rule",
                "rule \"\(id)\" has \(entries.count) input and \(outs.count) output entries; the table has \(inputs.count) inputs and \(outputs.count) outputs",
                at: at)
            return nil
        }
        var when: [(String, JSONNode)] = []
        for (name, entry) in zip(inputs, entries) {
            let text = entry.feelText ?? ""
            if text.isEmpty || text == "-" { continue }
            when.append((name, DMNContext.object([("feel", DMNContext.string(text, entry.location))], entry.location)))
        }
        var values: [(String, JSONNode)] = []
        for (name, entry) in zip(outputs, outs) {
            guard let value = literal(entry, what: "output entry of rule \"\(id)\"", &context) else { return nil }
            values.append((name, value))
        }
        var members: [(String, JSONNode)] = [("id", DMNContext.string(id, at))]
        if !when.isEmpty { members.append(("when", DMNContext.object(when, at))) }
        members.append(("then", outputs.count == 1 ? values[0].1 : DMNContext.object(values, at)))
        let notes = rule.all("annotationEntry").compactMap(\.feelText).filter { !$0.isEmpty }
        if !notes.isEmpty {
            members.append(("notes", JSONNode(.array(notes.map { DMNContext.string($0, at) }), at: at)))
        }
        return DMNContext.object(members, at)
    }

    /// A FEEL literal (`"high"`, `12`, `true`) as a JSON value; anything else is an expression the model cannot hold.
    static func literal(_ entry: DMNElement, what: String, _ context: inout DMNContext) -> JSONNode? {
        let text = entry.feelText ?? ""
        let at = entry.location
        if text == "true" || text == "false" { return JSONNode(.bool(text == "true"), at: at) }
        if let n = Int(text) { return JSONNode(.number(JSONNumber(n)), at: at) }
        if let list = DMNColumns.strings(text), list.count == 1 { return DMNContext.string(list[0], at) }
        context.error(
            "expression",
            "\(what) \"\(text)\" is not a literal (a \"string\", an integer, true or false): FEEL expressions have no native form",
            at: at)
        return nil
    }
}
