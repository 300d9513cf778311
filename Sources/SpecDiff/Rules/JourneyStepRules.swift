import SpecModel

/// Journeys added and removed; steps added, removed, reordered; the entry step changed.
enum JourneyStepRules: DiffRuleSet {
    static let added = DiffRuleDescriptor("journey.added", .info, .journey, "a journey was added")
    static let removed = DiffRuleDescriptor("journey.removed", .error, .journey, "a journey was removed")
    static let stepAdded = DiffRuleDescriptor("journey.step-added", .warning, .journey, "a journey gained a step: its scenario may no longer match")
    static let stepRemoved = DiffRuleDescriptor(
        "journey.step-removed", .warning, .journey, "a journey lost a step: its scenario may exercise what the spec no longer asks")
    static let reordered = DiffRuleDescriptor("journey.steps-reordered", .warning, .journey, "a journey's steps changed order")
    static let entryChanged = DiffRuleDescriptor("journey.entry-changed", .warning, .journey, "a journey starts at another step")

    static var rules: [DiffRuleDescriptor] { [added, removed, stepAdded, stepRemoved, reordered, entryChanged] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for j in c.journeys.added { out.append(added.finding(j.id, [:], "journey \(j.id) \"\(j.title)\" was added", revision: j.origin)) }
        for j in c.journeys.removed { out.append(removed.finding(j.id, [:], "journey \(j.id) was removed", base: j.origin)) }
        for pair in c.journeys.pairs {
            let (b, r) = (pair.base, pair.revision)
            let steps = Matching(base: b.steps, revision: r.steps, id: \.id, formerIds: \.info.formerIds)
            for s in steps.added {
                out.append(stepAdded.finding(r.id, ["step": s.id], "journey \(r.id) gained step \(s.id)", base: b.origin, revision: s.origin))
            }
            for s in steps.removed {
                out.append(stepRemoved.finding(r.id, ["step": s.id], "journey \(r.id) lost step \(s.id)", base: s.origin, revision: r.origin))
            }
            // Order of the steps both versions keep, compared through renames.
            let kept = Set(steps.pairs.map(\.base.id))
            let baseOrder = b.steps.map(\.id).filter { kept.contains($0) }
            var renamedTo: [String: String] = [:]
            for p in steps.pairs { renamedTo[p.revision.id] = p.base.id }
            let revisionOrder = r.steps.compactMap { renamedTo[$0.id] }
            if baseOrder != revisionOrder {
                out.append(
                    reordered.finding(
                        r.id, ["order": r.steps.map(\.id).joined(separator: ",")], "journey \(r.id) steps changed order",
                        base: b.origin, revision: r.origin))
            }
            if let first = b.steps.first?.id, let now = r.steps.first?.id, renamedTo[now] != first,
                kept.contains(first) || steps.added.contains(where: { $0.id == now })
            {
                out.append(
                    entryChanged.finding(
                        r.id, ["from": first, "to": now], "journey \(r.id) now starts at \(now) instead of \(first)",
                        base: b.origin, revision: r.origin))
            }
        }
        return out
    }
}
