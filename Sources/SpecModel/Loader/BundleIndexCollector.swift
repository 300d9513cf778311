/// Walks a bundle's elements once, collecting every ID definition and every reference as written.
struct BundleIndexCollector {
    var definitions: [IDDefinition] = []
    var references: [(Located<String>, String, Referrer)] = []

    mutating func collect(_ b: SpecBundle) {
        for f in b.features {
            let r = define(f.id, .feature, f.origin, f.info)
            refs(f.modules, "modules", r)
            refs(f.dependsOn, "dependsOn", r)
            for item in f.items { define(item.id, .featureItem, item.origin, item.info) }
        }
        for j in b.journeys {
            let r = define(j.id, .journey, j.origin, j.info)
            refs(j.features, "features", r)
            for s in j.steps {
                let sr = define(s.id, .journeyStep, s.origin, s.info)
                refs(s.features, "features", sr)
                refs(s.ui, "ui", sr)
            }
            for d in j.decisions {
                let dr = define(d.id, .journeyDecision, d.origin, d.info)
                refs(d.outcomes.map(\.next), "next", dr)
            }
        }
        for s in b.surfaces { define(s.id, .surface, s.origin, s.info) }
        for m in b.machines { collect(m) }
        for e in b.events {
            define(e.name, .eventName, e.origin, e.info)
            if let id = e.id { definitions.append(IDDefinition(id: id, kind: .event, origin: e.origin)) }
        }
        for c in b.localContracts { define(c.id, .localContract, c.origin, c.info) }
        for c in b.apiEndpoints { define(c.id, .apiEndpoint, c.origin, c.info) }
        for c in b.cliCommands { define(c.id, .cliCommand, c.origin, c.info) }
        for contract in b.contractInputs {
            for constraint in contract.constraints {
                definitions.append(IDDefinition(id: constraint.id, kind: .inputConstraint, origin: constraint.origin))
            }
        }
        for c in b.crossCuttingRules { define(c.id, .crossCuttingRule, c.origin, c.info) }
        for m in b.modules {
            let r = define(m.id, .module, m.origin, m.info)
            refs(m.features, "features", r)
            for rule in m.must + m.mustNot { define(rule.id, .moduleRule, rule.origin, rule.info) }
        }
        for e in b.edgeCases { define(e.id, .edgeCase, e.origin, e.info) }
        for x in b.rules { define(x.id, .rule, x.origin, x.info) }
        for m in b.matrices {
            define(m.id, .matrix, m.origin, m.info)
            for c in m.claims { define(c.id, .matrixClaim, c.origin, c.info) }
            for row in m.rows {
                let r = define(row.id, .matrixRow, row.origin, row.info)
                refs(row.requirements, "requirements", r)
                refs(row.features, "features", r)
                refs(row.journeys, "journeys", r)
                refs(row.references, "references", r)
            }
        }
        for x in b.readiness { define(x.id, .readiness, x.origin, x.info) }
        for x in b.limits { define(x.id, .limit, x.origin, x.info) }
        for x in b.eventSequences { define(x.id, .eventSequence, x.origin, x.info) }
        for a in b.assumptions {
            let r = define(a.id, .assumption, a.origin, a.info)
            refs(a.affects, "affects", r)
        }
        for s in b.stages {
            let r = define(s.id, .stage, s.origin, s.info)
            for requirement in s.requires {
                if case .id(let id) = requirement.target {
                    refs([Located(id, origin: requirement.origin)], "requires", r)
                }
            }
        }
        for t in b.decisionTables {
            define(t.id, .decisionTable, t.origin, t.info)
            for rule in t.rules { define(rule.id, .decisionRule, rule.origin, rule.info) }
            if let d = t.defaultOutput, let id = d.id {
                definitions.append(IDDefinition(id: id, kind: .decisionRule, origin: d.origin))
            }
        }
        for o in b.outputs {
            define(o.id, .output, o.origin, o.info)
            for invariant in o.invariants { define(invariant.id, .outputInvariant, invariant.origin, invariant.info) }
        }
    }

    private mutating func collect(_ m: Machine) {
        let machine = define(m.id, .machine, m.origin, m.info)
        refs(m.limitBindings.keys.sorted().compactMap { m.limitBindings[$0] }, "limits", machine)
        for state in m.states {
            refs(state.info.traces, "traces", Referrer(id: m.id + "/" + state.name, kind: .state))
            for item in state.transitions(machine: m.id) {
                let id = item.id
                refs(
                    item.transition.info.traces, "traces",
                    Referrer(id: "\(m.id)/\(id.from)/\(id.event)/\(id.ordinal)", kind: .transition))
            }
        }
    }

    /// Records a definition and the element's `traces`; returns the element as a referrer.
    @discardableResult
    private mutating func define(_ id: String, _ kind: ElementKind, _ origin: Origin, _ info: ElementInfo) -> Referrer {
        definitions.append(IDDefinition(id: id, kind: kind, origin: origin))
        let referrer = Referrer(id: id, kind: kind)
        refs(info.traces, "traces", referrer)
        return referrer
    }

    private mutating func refs(_ list: [Located<String>], _ field: String, _ referrer: Referrer) {
        for r in list { references.append((r, field, referrer)) }
    }
}
