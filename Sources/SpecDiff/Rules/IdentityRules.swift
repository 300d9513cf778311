import SpecModel

/// Declared renames (`formerIds`) and retired IDs that reappear.
enum IdentityRules: DiffRuleSet {
    static let reused = DiffRuleDescriptor(
        "id.reused", .error, .general, "an ID retired by a rename (listed in formerIds) is defined again with other content")
    static let renamed = DiffRuleDescriptor("element.renamed", .info, .general, "a journey, machine, state, endpoint, module or rule was renamed")
    static let renumbered = DiffRuleDescriptor("feature.renumbered", .info, .feature, "a feature got a new ID (formerIds)")
    static let eventRenamed = DiffRuleDescriptor("event.renamed", .warning, .event, "an event was renamed: old app builds keep sending the old name")

    static var rules: [DiffRuleDescriptor] { [reused, renamed, renumbered, eventRenamed] }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        func visit<E>(_ m: Matching<E>, kind: String, rename: DiffRuleDescriptor, id: (E) -> String, origin: (E) -> Origin) {
            for pair in m.pairs {
                guard let former = pair.renamedFrom else { continue }
                let now = id(pair.revision)
                out.append(
                    rename.finding(
                        now, ["kind": kind, "from": former, "to": now], "\(kind) \(former) was renamed to \(now)",
                        base: origin(pair.base), revision: origin(pair.revision)))
            }
            for e in m.reused {
                out.append(
                    reused.finding(
                        id(e), ["kind": kind], "\(kind) \(id(e)) reuses an ID retired by a rename; give it a new ID",
                        revision: origin(e)))
            }
        }
        visit(c.features, kind: "feature", rename: renumbered, id: \.id, origin: \.origin)
        visit(c.journeys, kind: "journey", rename: renamed, id: \.id, origin: \.origin)
        visit(c.machines, kind: "machine", rename: renamed, id: \.id, origin: \.origin)
        visit(c.events, kind: "event", rename: eventRenamed, id: \.name, origin: \.origin)
        visit(c.endpoints, kind: "endpoint", rename: renamed, id: \.id, origin: \.origin)
        visit(c.modules, kind: "module", rename: renamed, id: \.id, origin: \.origin)
        visit(c.rules, kind: "rule", rename: renamed, id: \.id, origin: \.origin)
        for diff in c.machineDiffs {
            let machine = diff.revision.id
            for pair in diff.states.pairs {
                guard let former = pair.renamedFrom else { continue }
                out.append(
                    renamed.finding(
                        machine, ["kind": "state", "machine": machine, "from": former, "to": pair.revision.name],
                        "state \(machine)/\(former) was renamed to \(pair.revision.name)", base: pair.base.origin,
                        revision: pair.revision.origin))
            }
            for state in diff.states.reused {
                out.append(
                    reused.finding(
                        machine, ["kind": "state", "machine": machine, "state": state.name],
                        "state \(machine)/\(state.name) reuses a name retired by a rename", revision: state.origin))
            }
        }
        return out
    }
}
