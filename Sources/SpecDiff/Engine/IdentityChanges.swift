import SpecModel

/// Declared renames (`formerIds`) and retired IDs defined again, of every kind of element that has an ID, in a fixed
/// order: features, journeys, machines, events, endpoints, modules, rules, then states machine by machine.
struct IdentityChanges {
    /// One rename or reuse, ready to become a finding.
    struct Change {
        /// `feature`, `journey`, `machine`, `event`, `endpoint`, `module`, `rule` or `state`.
        var kind: String
        var element: String
        var arguments: [String: String]
        var message: String
        var base: Origin?
        var revision: Origin

        func finding(_ rule: DiffRuleDescriptor) -> Finding {
            rule.finding(element, arguments, message, base: base, revision: revision)
        }
    }

    private(set) var renames: [Change] = []
    private(set) var reuses: [Change] = []

    init(_ c: DiffContext) {
        visit(c.features, kind: "feature", id: \.id, origin: \.origin)
        visit(c.journeys, kind: "journey", id: \.id, origin: \.origin)
        visit(c.machines, kind: "machine", id: \.id, origin: \.origin)
        visit(c.events, kind: "event", id: \.name, origin: \.origin)
        visit(c.endpoints, kind: "endpoint", id: \.id, origin: \.origin)
        visit(c.modules, kind: "module", id: \.id, origin: \.origin)
        visit(c.rules, kind: "rule", id: \.id, origin: \.origin)
        for diff in c.machineDiffs {
            let machine = diff.revision.id
            for pair in diff.states.pairs {
                guard let former = pair.renamedFrom else { continue }
                let now = pair.revision.name
                renames.append(
                    Change(
                        kind: "state", element: machine,
                        arguments: ["kind": "state", "machine": machine, "from": former, "to": now],
                        message: "state \(machine)/\(former) was renamed to \(now)", base: pair.base.origin,
                        revision: pair.revision.origin))
            }
            for state in diff.states.reused {
                reuses.append(
                    Change(
                        kind: "state", element: machine,
                        arguments: ["kind": "state", "machine": machine, "state": state.name],
                        message: "state \(machine)/\(state.name) reuses a name retired by a rename",
                        revision: state.origin))
            }
        }
    }

    private mutating func visit<E>(_ m: Matching<E>, kind: String, id: (E) -> String, origin: (E) -> Origin) {
        for pair in m.pairs {
            guard let former = pair.renamedFrom else { continue }
            let now = id(pair.revision)
            renames.append(
                Change(
                    kind: kind, element: now, arguments: ["kind": kind, "from": former, "to": now],
                    message: "\(kind) \(former) was renamed to \(now)", base: origin(pair.base),
                    revision: origin(pair.revision)))
        }
        for e in m.reused {
            reuses.append(
                Change(
                    kind: kind, element: id(e), arguments: ["kind": kind],
                    message: "\(kind) \(id(e)) reuses an ID retired by a rename; give it a new ID", revision: origin(e))
            )
        }
    }
}
