import SpecJSON

/// One `<decision>` with a `<decisionTable>` → one native table node.
enum DMNTableConverter {
    static let policies = [
        "UNIQUE": "unique", "FIRST": "first", "PRIORITY": "priority", "ANY": "any", "COLLECT": "collect",
        "RULE ORDER": "ruleOrder", "OUTPUT ORDER": "outputOrder",
    ]
    static let aggregations = ["SUM": "sum", "MIN": "min", "MAX": "max", "COUNT": "count"]

    static func table(_ decision: DMNElement, _ context: inout DMNContext) -> JSONNode? {
        guard let table = decision.first("decisionTable") else { return nil }
        let at = decision.location
        guard let id = decision.attributes["id"], !id.isEmpty else {
            context.error("missing", "<decision> needs an id (it becomes the table's ID)", at: at)
            return nil
        }
        var members: [(String, JSONNode)] = [("id", DMNContext.string(id, at))]
        if let name = decision.attributes["name"] { members.append(("title", DMNContext.string(name, at))) }
        let written = table.attributes["hitPolicy"] ?? "UNIQUE"
        guard let policy = policies[written] else {
            context.error(
                "hit-policy",
                "hit policy \"\(written)\" is not a DMN 1.3 hit policy\(DMNContext.hint(written, policies.keys.sorted()))",
                at: table.location)
            return nil
        }
        members.append(("hitPolicy", DMNContext.string(policy, table.location)))
        if let written = table.attributes["aggregation"] {
            guard let aggregation = aggregations[written] else {
                context.error(
                    "aggregation", "aggregation \"\(written)\" is not SUM, MIN, MAX or COUNT", at: table.location)
                return nil
            }
            members.append(("aggregation", DMNContext.string(aggregation, table.location)))
        }
        let inputs = table.all("input").compactMap { DMNColumns.input($0, &context) }
        let outputs = table.all("output").compactMap { DMNColumns.output($0, decision: decision, &context) }
        guard inputs.count == table.all("input").count, outputs.count == table.all("output").count else { return nil }
        guard !outputs.isEmpty else {
            context.error("missing", "decision table of \"\(id)\" has no <output>", at: table.location)
            return nil
        }
        members.append(("inputs", JSONNode(.array(inputs.map(\.node)), at: table.location)))
        if outputs.count == 1 {
            members.append(("output", outputs[0].node))
        } else {
            members.append(("outputs", JSONNode(.array(outputs.map(\.node)), at: table.location)))
        }
        let rules = table.all("rule").enumerated().compactMap { index, rule in
            DMNRules.rule(rule, index: index, inputs: inputs.map(\.name), outputs: outputs.map(\.name), &context)
        }
        members.append(("rules", JSONNode(.array(rules), at: table.location)))
        let defaults = outputs.compactMap(\.defaultEntry)
        if defaults.count == outputs.count {
            let then =
                outputs.count == 1
                ? defaults[0] : DMNContext.object(zip(outputs, defaults).map { ($0.name, $1) }, table.location)
            members.append(
                (
                    "default",
                    DMNContext.object(
                        [
                            ("then", then),
                            ("reason", DMNContext.string("the DMN output's defaultOutputEntry", table.location)),
                        ],
                        table.location)
                ))
        } else if !defaults.isEmpty {
            context.error(
                "default",
                "only some outputs of \"\(id)\" have a defaultOutputEntry; the native default gives every output",
                at: table.location)
        }
        return DMNContext.object(members, at)
    }
}
