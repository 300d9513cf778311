import SpecModel

/// A shard's `decisions`: each table's summary with its unit; the merge puts them in unit order.
extension DecisionFindings: ShardedFindings {
    static let shardKey = "decisions"
    static var shardTables: [KeySpec] { [.shardDecision] }

    static func shardJSON(_ findings: RunFindings) -> JSONValue {
        .array((findings[Self.self]?.tables ?? []).map { unit, summary in summary.shardJSON(unit: unit) })
    }

    static func decode(_ reader: ObjectReader, unit: (ObjectReader) -> Int?, into findings: inout RunFindings) {
        findings[Self.self] = Self(tables: reader.objects(shardKey, .shardDecision) { decision($0, unit: unit) })
    }

    static func merge(_ shards: [RunFindings], into run: inout ConformanceRun, bundle: SpecBundle) {
        let tables = shards.flatMap { $0[Self.self]?.tables ?? [] }.sorted { $0.unit < $1.unit }
        run.findings[Self.self] = Self(tables: tables)
    }

    private static func decision(_ reader: ObjectReader, unit: (ObjectReader) -> Int?) -> (
        unit: Int, summary: DecisionTableSummary
    )? {
        let at = unit(reader)
        let table = reader.string("table")
        let asked = reader.int("asked")
        let wrong = reader.int("wrong")
        let combinations = reader.int("combinations")
        let sampled = reader.bool("sampled")
        let gaps = reader.bool("gapRegionsLeftOut")
        let boolean = reader.bool("booleanOutput")
        let leaks = reader.int("leaks")
        let wrongDenials = reader.int("wrongDenials")
        let unanswered = reader.int("unanswered") ?? 0
        guard let at, let table, let asked, let wrong, let combinations, let sampled, let gaps, let boolean, let leaks,
            let wrongDenials
        else { return nil }
        return (
            at,
            DecisionTableSummary(
                table: table, asked: asked, wrong: wrong, sampled: sampled, combinations: combinations,
                gapRegionsLeftOut: gaps,
                booleanOutput: boolean, leaks: leaks, wrongDenials: wrongDenials, unanswered: unanswered)
        )
    }
}

extension DecisionTableSummary {
    /// Its entry in a shard file; `unanswered` only when the subject failed some combinations.
    func shardJSON(unit: Int) -> JSONValue {
        var object: [String: JSONValue] = [
            "unit": .int(unit), "table": .string(table), "asked": .int(asked), "wrong": .int(wrong),
            "sampled": .bool(sampled),
            "combinations": .int(combinations), "gapRegionsLeftOut": .bool(gapRegionsLeftOut),
            "booleanOutput": .bool(booleanOutput),
            "leaks": .int(leaks), "wrongDenials": .int(wrongDenials),
        ]
        if unanswered > 0 { object["unanswered"] = .int(unanswered) }
        return .object(object)
    }
}

extension KeySpec {
    static let shardDecision = KeySpec(
        "decision",
        required: [
            "unit", "table", "asked", "wrong", "sampled", "combinations", "gapRegionsLeftOut", "booleanOutput", "leaks",
            "wrongDenials",
        ], optional: ["unanswered"])
}
