import SpecModel

/// `machine.guard-removed`: a matched transition lost its guard and now always fires.
enum MachineGuardRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.guard-removed", .info, .machine, "a transition's guard was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        MachineDiff.matchedTransitions(c) { b, r in b.guardText != nil && r.guardText == nil }.map { id, b, r in
            var args = r.arguments(machine: id)
            args["from-guard"] = b.transition.guardExpression?.value ?? ""
            return descriptor.finding(
                id, args, "\(id): \(r.label) lost its guard [\(args["from-guard"] ?? "")]", base: b.transition.origin,
                revision: r.transition.origin)
        }
    }
}
