import SpecModel

/// `module.removed`: a module gone from the revision, with what it owned and had to do.
enum ModuleRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("module.removed", .error, .module, "a module was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.modules.removed.map { descriptor.finding($0.id, [:], "module \($0.id) was removed", base: $0.origin) }
    }
}
