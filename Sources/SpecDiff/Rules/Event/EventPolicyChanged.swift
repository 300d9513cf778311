import SpecModel

/// `event.policy-changed`: what an event's policy says under a declared condition changed: whether it may be sent
/// while the condition holds (`allowed`), or which properties must then be absent (`absent`).
enum EventPolicyChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "event.policy-changed", .error, .event,
        "an event's policy under a condition (when.<condition>.allowed, absent) changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for pair in c.events.pairs {
            let (b, r) = (pair.base.policy.when, pair.revision.policy.when)
            for condition in Set(b.keys).union(r.keys).sorted() {
                let (bc, rc) = (b[condition], r[condition])
                if bc?.allowed != rc?.allowed {
                    let from = bc?.allowed.map(String.init) ?? "unset"
                    let to = rc?.allowed.map(String.init) ?? "unset"
                    out.append(
                        descriptor.finding(
                            pair.revision.name, ["condition": condition, "policy": "allowed", "from": from, "to": to],
                            "event \(pair.revision.name) allowed under \(condition) changed from \(from) to \(to)",
                            base: pair.base.origin, revision: pair.revision.origin))
                }
                let bs = Set(bc?.absent ?? [])
                let rs = Set(rc?.absent ?? [])
                if bs != rs {
                    let from = bs.sorted().joined(separator: ",")
                    let to = rs.sorted().joined(separator: ",")
                    out.append(
                        descriptor.finding(
                            pair.revision.name, ["condition": condition, "policy": "absent", "from": from, "to": to],
                            "event \(pair.revision.name) properties absent under \(condition) changed from [\(from)] to [\(to)]",
                            base: pair.base.origin, revision: pair.revision.origin))
                }
            }
        }
        return out
    }
}
