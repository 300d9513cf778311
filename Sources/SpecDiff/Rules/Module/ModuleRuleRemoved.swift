import SpecModel

/// `module.rule-removed`: a kept module dropped a must or must-not rule.
enum ModuleRuleRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "module.rule-removed", .info, .module, "a module dropped a must / must-not rule")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.modules.pairs.flatMap { pair in
            ModuleRuleMatching.of(pair).removed.map { x in
                descriptor.finding(
                    pair.revision.id, ["rule": x.id], "module \(pair.revision.id) dropped rule \(x.id)", base: x.origin,
                    revision: pair.revision.origin)
            }
        }
    }
}
