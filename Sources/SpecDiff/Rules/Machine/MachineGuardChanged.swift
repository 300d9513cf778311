import SpecModel

/// `machine.guard-changed`: a matched transition's guard changed beyond whitespace; whether it holds as often cannot
/// be decided.
enum MachineGuardChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.guard-changed", .warning, .machine,
        "a transition's guard changed; whether it holds as often cannot be decided")

    static func findings(_ c: DiffContext) -> [Finding] {
        MachineDiff.matchedTransitions(c) { b, r in
            b.guardText != nil && r.guardText != nil && b.guardText != r.guardText
        }.map { id, b, r in
            var args = r.arguments(machine: id)
            args["from-guard"] = b.transition.guardExpression?.value ?? ""
            return descriptor.finding(
                id, args,
                "\(id): guard of \(r.id.from) --\(r.id.event)--> changed from [\(args["from-guard"] ?? "")] to [\(args["guard"] ?? "")]",
                base: b.transition.origin, revision: r.transition.origin)
        }
    }
}
