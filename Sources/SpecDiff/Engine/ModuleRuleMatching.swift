import SpecModel

/// The must and must-not rules of a module pair.
enum ModuleRuleMatching {
    /// Both lists of rules matched by ID, with declared renames.
    static func of(_ pair: Matching<Module>.Pair) -> Matching<ModuleRule> {
        Matching(
            base: pair.base.must + pair.base.mustNot, revision: pair.revision.must + pair.revision.mustNot, id: \.id,
            formerIds: \.info.formerIds)
    }
}
