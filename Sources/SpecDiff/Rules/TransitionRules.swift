import SpecModel

/// Transitions matched by (machine, from, event, guard): added, removed, retargeted, guards added, changed, removed.
enum TransitionRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("machine.transition-added", .info, .machine, "a transition was added")
    static let removed = DiffRuleDescriptor("machine.transition-removed", .error, .machine, "a transition was removed")
    static let targetChanged = DiffRuleDescriptor(
        "machine.transition-target-changed", .error, .machine, "a transition now leads to another state")
    static let guardAdded = DiffRuleDescriptor(
        "machine.guard-added", .error, .machine, "a transition that always fired now has a guard")
    static let guardChanged = DiffRuleDescriptor(
        "machine.guard-changed", .warning, .machine, "a transition's guard changed; whether it holds as often cannot be decided")
    static let guardRemoved = DiffRuleDescriptor("machine.guard-removed", .info, .machine, "a transition's guard was removed")

    static var rules: [DiffRuleDescriptor] { [added, removed, targetChanged, guardAdded, guardChanged, guardRemoved] }

    /// The arguments that name a transition: machine, from, event, guard (when any) and target.
    static func arguments(_ machine: String, _ t: MachineDiff.Located, to: String? = nil) -> [String: String] {
        var args = ["machine": machine, "from": t.state, "event": t.event, "to": to ?? t.transition.target]
        if let g = t.transition.guardExpression?.value { args["guard"] = g }
        return args
    }

    static func label(_ t: MachineDiff.Located) -> String {
        let g = t.transition.guardExpression.map { "[\($0.value)]" } ?? ""
        return "\(t.state) --\(t.event)\(g)--> \(t.transition.target)"
    }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for diff in c.machineDiffs {
            let id = diff.revision.id
            for t in diff.added {
                out.append(added.finding(id, arguments(id, t), "\(id): transition \(label(t)) was added", revision: t.transition.origin))
            }
            for t in diff.removed {
                out.append(removed.finding(id, arguments(id, t), "\(id): transition \(label(t)) was removed", base: t.transition.origin))
            }
            for pair in diff.pairs {
                let (b, r) = (pair.base, pair.revision)
                let args = arguments(id, r)
                if diff.mapped(b.transition.target) != r.transition.target {
                    var a = args
                    a["from-target"] = b.transition.target
                    out.append(
                        targetChanged.finding(
                            id, a, "\(id): \(r.state) --\(r.event)--> now leads to \(r.transition.target) instead of \(b.transition.target)",
                            base: b.transition.origin, revision: r.transition.origin))
                }
                switch (b.guardText, r.guardText) {
                case (nil, .some):
                    out.append(guardAdded.finding(id, args, "\(id): \(label(r)) gained a guard", base: b.transition.origin, revision: r.transition.origin))
                case (.some(let x), .some(let y)) where x != y:
                    var a = args
                    a["from-guard"] = b.transition.guardExpression?.value ?? ""
                    out.append(
                        guardChanged.finding(
                            id, a, "\(id): guard of \(r.state) --\(r.event)--> changed from [\(a["from-guard"] ?? "")] to [\(args["guard"] ?? "")]",
                            base: b.transition.origin, revision: r.transition.origin))
                case (.some, nil):
                    var a = args
                    a["from-guard"] = b.transition.guardExpression?.value ?? ""
                    out.append(
                        guardRemoved.finding(
                            id, a, "\(id): \(label(r)) lost its guard [\(a["from-guard"] ?? "")]", base: b.transition.origin,
                            revision: r.transition.origin))
                default:
                    break
                }
            }
        }
        return out
    }
}
