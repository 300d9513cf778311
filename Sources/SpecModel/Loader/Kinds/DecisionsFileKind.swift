extension SpecFileKind {
    /// `decisions` files: decision tables.
    static let decisions = SpecFileKind(
        .decisions,
        keyTables: [
            .decisionsFile, .decisionTable, .decisionInput, .decisionOutput, .decisionRule, .decisionRange,
            .decisionFeel,
            .decisionDefault, .foreignReference, .decisionsOverlay, .decisionTableOverlay, .decisionRuleOverlay,
            .source,
        ]
    ) { decoder, reader, _ in
        .decisions(decoder.decodeDecisions(reader))
    }
}

extension SpecContent {
    /// The contents of a `decisions` file.
    package static func decisions(_ content: [DecisionTable]) -> SpecContent {
        SpecContent { bundle in
            bundle.decisionTables += content
        }
    }
}
