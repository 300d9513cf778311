import SpecModel

/// `event.child-mode-changed`: an event's child-mode policy changed: whether it may be sent in child mode
/// (`x-child-mode`), or which properties are stripped there (`x-child-mode-strip`).
enum EventChildModeChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "event.child-mode-changed", .error, .event, "an event's child-mode policy (x-child-mode, x-child-mode-strip) changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for pair in c.events.pairs {
            let (b, r) = (pair.base, pair.revision)
            if b.childMode != r.childMode {
                let from = b.childMode?.rawValue ?? "unset", to = r.childMode?.rawValue ?? "unset"
                out.append(
                    descriptor.finding(
                        r.name, ["policy": "x-child-mode", "from": from, "to": to],
                        "event \(r.name) child mode changed from \(from) to \(to)", base: b.origin, revision: r.origin))
            }
            let bs = Set(b.childModeStrip), rs = Set(r.childModeStrip)
            if bs != rs {
                let from = bs.sorted().joined(separator: ","), to = rs.sorted().joined(separator: ",")
                out.append(
                    descriptor.finding(
                        r.name, ["policy": "x-child-mode-strip", "from": from, "to": to],
                        "event \(r.name) properties stripped in child mode changed from [\(from)] to [\(to)]", base: b.origin,
                        revision: r.origin))
            }
        }
        return out
    }
}
