import SpecModel

/// `module.rule-added`: a kept module gained a must or must-not rule (matched by ID, with renames).
enum ModuleRuleAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "module.rule-added", .warning, .module,
        "a module gained a must / must-not rule that implementations were not held to")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.modules.pairs.flatMap { pair in
            ModuleRuleMatching.of(pair).added.map { x in
                descriptor.finding(
                    pair.revision.id, ["rule": x.id], "module \(pair.revision.id) gained rule \(x.id)",
                    base: pair.base.origin, revision: x.origin)
            }
        }
    }
}
