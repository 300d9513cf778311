import SpecModel

/// `machine.context-field-removed`: a kept machine's context lost a field; guards, assignments and scenario contexts
/// written for the base may still name it.
enum MachineContextFieldRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.context-field-removed", .warning, .machine,
        "a context field was removed: guards and scenarios may still use it")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            let (b, r) = (diff.base, diff.revision)
            return KeyedDiff(base: b.context.map { ($0.key, $0.value) }, revision: r.context.map { ($0.key, $0.value) })
                .removed.map { field in
                    descriptor.finding(
                        r.id, ["field": field.key], "machine \(r.id) context lost field \(field.key)", base: b.origin,
                        revision: r.origin)
                }
        }
    }
}
