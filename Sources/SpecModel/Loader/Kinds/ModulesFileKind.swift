extension SpecFileKind {
    /// `modules` files: modules and cross-cutting rules.
    static let modules = SpecFileKind(
        .modules, keyTables: [.modulesFile, .module, .moduleRule, .crossCuttingRule, .source]
    ) { decoder, reader, _ in
        .modules(decoder.decodeModules(reader))
    }
}

extension SpecContent {
    /// The contents of a `modules` file.
    package static func modules(_ content: ModulesFile) -> SpecContent {
        SpecContent { bundle in
            bundle.crossCuttingRules += content.crossCutting
            bundle.modules += content.modules
        }
    }
}
