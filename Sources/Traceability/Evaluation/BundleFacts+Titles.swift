import SpecModel

/// Titles of the elements whose spec has no title field of its own: a decision rule reads as its cells and output
/// (`role=owner|co-owner, own=true → allowed=true`), a table without a title by what it decides, an event sequence
/// without a description as its rule in words. Without them these rows of the reports had an empty title.
extension BundleFacts {
    mutating func addDecisionTables(_ tables: [DecisionTable]) {
        for table in tables {
            let inputs = table.inputs.map(\.name).joined(separator: ", ")
            set(table.id, ElementFacts(title: table.title ?? "decides \(table.output.name) from \(inputs)"))
            for rule in table.rules { set(rule.id, ElementFacts(title: Self.title(of: rule, in: table))) }
            if let fallback = table.defaultOutput, let id = fallback.id {
                set(
                    id,
                    ElementFacts(
                        title: "no rule matches → \(Self.outcome(fallback.then, in: table)): \(fallback.reason)"))
            }
        }
    }

    mutating func addSequencesStagesAndOutputs(_ bundle: SpecBundle) {
        for s in bundle.eventSequences { set(s.id, ElementFacts(title: s.description ?? Self.title(of: s))) }
        for s in bundle.stages { set(s.id, ElementFacts(title: s.title ?? s.description)) }
        for o in bundle.outputs {
            set(o.id, ElementFacts(title: o.title))
            for i in o.invariants { set(i.id, ElementFacts(title: i.title)) }
        }
    }

    /// The rule's cells in input order (inputs it does not name match any value), then its output.
    static func title(of rule: DecisionRule, in table: DecisionTable) -> String {
        let cells = table.inputs.compactMap { input -> String? in
            switch rule.cell(input.name) {
            case .any: nil
            case .values(let values): input.name + "=" + values.map(text).joined(separator: "|")
            case .range(let lo?, let hi?): "\(input.name)=\(lo)..\(hi)"
            case .range(let lo?, nil): "\(input.name)>=\(lo)"
            case .range(nil, let hi?): "\(input.name)<=\(hi)"
            case .range(nil, nil): nil
            case .feel(let source, _): "\(input.name): \(source)"
            case .union, .not: "\(input.name): \(rule.cell(input.name).text)"
            }
        }
        return (cells.isEmpty ? "any input" : cells.joined(separator: ", ")) + " → " + outcome(rule.then, in: table)
    }

    private static func outcome(_ value: JSONValue, in table: DecisionTable) -> String {
        table.output.name + "=" + text(value)
    }

    /// A cell or output value as the lint messages write it: strings bare, anything else as JSON.
    private static func text(_ value: JSONValue) -> String {
        if case .string(let s) = value { return s }
        return JSONWriter(indent: 0).string(value)
    }

    private static func title(of sequence: EventSequence) -> String {
        let key = sequence.key.map { " (per \($0))" } ?? ""
        switch sequence.rule {
        case .precedes: return "\(sequence.first ?? "?") precedes \(sequence.event)\(key)"
        case .atMostOnce: return "\(sequence.event) at most once\(key)"
        }
    }
}
