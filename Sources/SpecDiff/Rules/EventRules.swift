import SpecModel

/// Events added and removed, and their child-mode policy.
enum EventRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("event.added", .info, .event, "an event was added")
    static let removed = DiffRuleDescriptor(
        "event.removed", .error, .event, "an event was removed: old app builds keep sending it, consumers keep reading it")
    static let childMode = DiffRuleDescriptor(
        "event.child-mode-changed", .error, .event, "an event's child-mode policy (x-child-mode, x-child-mode-strip) changed")

    static var rules: [DiffRuleDescriptor] { [added, removed, childMode] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for e in c.events.added { out.append(added.finding(e.name, [:], "event \(e.name) was added", revision: e.origin)) }
        for e in c.events.removed { out.append(removed.finding(e.name, [:], "event \(e.name) was removed", base: e.origin)) }
        for pair in c.events.pairs {
            let (b, r) = (pair.base, pair.revision)
            if b.childMode != r.childMode {
                let from = b.childMode?.rawValue ?? "unset", to = r.childMode?.rawValue ?? "unset"
                out.append(
                    childMode.finding(
                        r.name, ["policy": "x-child-mode", "from": from, "to": to],
                        "event \(r.name) child mode changed from \(from) to \(to)", base: b.origin, revision: r.origin))
            }
            let bs = Set(b.childModeStrip), rs = Set(r.childModeStrip)
            if bs != rs {
                let from = bs.sorted().joined(separator: ","), to = rs.sorted().joined(separator: ",")
                out.append(
                    childMode.finding(
                        r.name, ["policy": "x-child-mode-strip", "from": from, "to": to],
                        "event \(r.name) properties stripped in child mode changed from [\(from)] to [\(to)]", base: b.origin,
                        revision: r.origin))
            }
        }
        return out
    }
}
