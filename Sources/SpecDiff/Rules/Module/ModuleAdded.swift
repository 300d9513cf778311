import SpecModel

/// `module.added`: a module the base does not define.
enum ModuleAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("module.added", .info, .module, "a module was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.modules.added.map { descriptor.finding($0.id, [:], "module \($0.id) was added", revision: $0.origin) }
    }
}
