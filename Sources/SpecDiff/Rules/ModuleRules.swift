import SpecModel

/// Modules added and removed, and their must / must-not rules.
enum ModuleRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("module.added", .info, .module, "a module was added")
    static let removed = DiffRuleDescriptor("module.removed", .error, .module, "a module was removed")
    static let ruleAdded = DiffRuleDescriptor(
        "module.rule-added", .warning, .module, "a module gained a must / must-not rule that implementations were not held to")
    static let ruleRemoved = DiffRuleDescriptor("module.rule-removed", .info, .module, "a module dropped a must / must-not rule")

    static var rules: [DiffRuleDescriptor] { [added, removed, ruleAdded, ruleRemoved] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for m in c.modules.added { out.append(added.finding(m.id, [:], "module \(m.id) was added", revision: m.origin)) }
        for m in c.modules.removed { out.append(removed.finding(m.id, [:], "module \(m.id) was removed", base: m.origin)) }
        for pair in c.modules.pairs {
            let (b, r) = (pair.base, pair.revision)
            let rules = Matching(base: b.must + b.mustNot, revision: r.must + r.mustNot, id: \.id, formerIds: \.info.formerIds)
            for x in rules.added {
                out.append(ruleAdded.finding(r.id, ["rule": x.id], "module \(r.id) gained rule \(x.id)", base: b.origin, revision: x.origin))
            }
            for x in rules.removed {
                out.append(ruleRemoved.finding(r.id, ["rule": x.id], "module \(r.id) dropped rule \(x.id)", base: x.origin, revision: r.origin))
            }
        }
        return out
    }
}
