extension SpecFileKind {
    /// `rules` files: business rules with their parameters.
    static let rules = SpecFileKind(.rules, keyTables: [.rulesFile, .rule, .source]) { decoder, reader, _ in
        .rules(reader.objects("rules", .rule, decoder.decodeRule))
    }
}

extension SpecContent {
    /// The contents of a `rules` file.
    package static func rules(_ content: [BusinessRule]) -> SpecContent {
        SpecContent { bundle in
            bundle.rules += content
        }
    }
}
