extension SpecFileKind {
    /// `journeys` files: user journeys with their steps and decisions.
    static let journeys = SpecFileKind(
        .journeys, keyTables: [.journeysFile, .journey, .journeyStep, .journeyDecision, .decisionOutcome, .source]
    ) { decoder, reader, _ in
        .journeys(reader.objects("journeys", .journey, decoder.decodeJourney))
    }
}

extension SpecContent {
    /// The contents of a `journeys` file.
    package static func journeys(_ content: [Journey]) -> SpecContent {
        SpecContent { bundle in
            bundle.journeys += content
        }
    }
}
