import SpecModel

/// What the report shows about a defined element: title, scope, priority, modules.
struct ElementFacts {
    var title: String?
    var inScope = true
    /// Why the element is out of scope (its `scopeReason`, or "deprecated").
    var scopeNote: String?
    var priority: String?
    var modules: [String] = []
    /// How the element is verified, in words (a feature item's `verification`).
    var verification: String?
    /// The part no check here verifies: the element is at best `partial` (a feature item's `unverified`).
    var unverified: String?
    /// The assumptions whose `affects` name the element.
    var assumptions: [String] = []
}

/// A structural parent: the journey of a step or decision, the module of a module rule, the matrix of a row or claim.
struct StructuralLink {
    let child: String
    let childKind: ElementKind
    let parent: String
    let parentKind: ElementKind
}

/// Facts about every element of a bundle, gathered in one walk.
struct BundleFacts {
    private(set) var facts: [String: ElementFacts] = [:]
    private(set) var links: [StructuralLink] = []

    init(bundle: SpecBundle) {
        var featureModules: [String: [String]] = [:]
        for f in bundle.features {
            let modules = f.modules.map(\.value)
            featureModules[f.id] = modules
            var scopeNote: String? = nil
            if f.scope == .out { scopeNote = "scope out" + (f.scopeReason.map { ": " + $0 } ?? "") }
            if f.deprecated, scopeNote == nil { scopeNote = "deprecated" }
            set(
                f.id,
                ElementFacts(
                    title: f.title, inScope: scopeNote == nil, scopeNote: scopeNote, priority: f.priority,
                    modules: modules,
                    verification: f.verification, unverified: f.items.isEmpty ? f.unverified : nil))
            for item in f.items {
                var note = scopeNote
                if note == nil, item.scope == .out { note = "scope out" + (item.scopeReason.map { ": " + $0 } ?? "") }
                set(
                    item.id,
                    ElementFacts(
                        title: item.text, inScope: note == nil, scopeNote: note, priority: f.priority, modules: modules,
                        verification: item.verification, unverified: item.unverified))
                links.append(
                    StructuralLink(child: item.id, childKind: .featureItem, parent: f.id, parentKind: .feature))
            }
        }
        for j in bundle.journeys {
            var modules = Set<String>()
            for reference in j.features + j.steps.flatMap(\.features) {
                for id in bundle.expand(reference.value) { modules.formUnion(featureModules[id] ?? []) }
            }
            let note = j.scope == .out ? "scope out" + (j.scopeReason.map { ": " + $0 } ?? "") : nil
            set(j.id, ElementFacts(title: j.title, inScope: j.scope == .in, scopeNote: note, modules: modules.sorted()))
            for s in j.steps {
                set(
                    s.id,
                    ElementFacts(title: s.userDoes, inScope: j.scope == .in, scopeNote: note, modules: modules.sorted())
                )
                links.append(StructuralLink(child: s.id, childKind: .journeyStep, parent: j.id, parentKind: .journey))
            }
            for d in j.decisions {
                set(d.id, ElementFacts(title: d.question, inScope: j.scope == .in, scopeNote: note))
                links.append(
                    StructuralLink(child: d.id, childKind: .journeyDecision, parent: j.id, parentKind: .journey))
            }
        }
        for s in bundle.surfaces { set(s.id, ElementFacts(title: s.name)) }
        for m in bundle.machines { set(m.id, ElementFacts(title: m.title)) }
        for e in bundle.events {
            set(e.name, ElementFacts(title: e.description))
            if let id = e.id { set(id, ElementFacts(title: e.name)) }
        }
        for c in bundle.localContracts { set(c.id, ElementFacts(title: c.name)) }
        for c in bundle.apiEndpoints { set(c.id, ElementFacts(title: c.method.rawValue + " " + c.path)) }
        for c in bundle.cliCommands { set(c.id, ElementFacts(title: c.command)) }
        for contract in bundle.contractInputs {
            for constraint in contract.constraints {
                guard let input = contract.input(named: constraint.input) else { continue }
                set(constraint.id, ElementFacts(title: constraint.describe(input)))
                links.append(
                    StructuralLink(
                        child: constraint.id, childKind: .inputConstraint, parent: contract.contract,
                        parentKind: contract.kind))
            }
        }
        for m in bundle.modules {
            set(m.id, ElementFacts(title: m.name, modules: [m.id]))
            for rule in m.must + m.mustNot {
                set(rule.id, ElementFacts(title: rule.text, modules: [m.id]))
                links.append(StructuralLink(child: rule.id, childKind: .moduleRule, parent: m.id, parentKind: .module))
            }
        }
        for c in bundle.crossCuttingRules { set(c.id, ElementFacts(title: c.text)) }
        for e in bundle.edgeCases { set(e.id, ElementFacts(title: e.title)) }
        for r in bundle.rules { set(r.id, ElementFacts(title: r.title ?? r.statement)) }
        for m in bundle.matrices {
            set(m.id, ElementFacts(title: m.title))
            for c in m.claims {
                set(c.id, ElementFacts(title: c.text))
                links.append(StructuralLink(child: c.id, childKind: .matrixClaim, parent: m.id, parentKind: .matrix))
            }
            for r in m.rows {
                set(r.id, ElementFacts(title: r.label))
                links.append(StructuralLink(child: r.id, childKind: .matrixRow, parent: m.id, parentKind: .matrix))
            }
        }
        for r in bundle.readiness { set(r.id, ElementFacts(title: r.text)) }
        for l in bundle.limits { set(l.id, ElementFacts(title: l.title + ": " + l.phrase)) }
        addDecisionTables(bundle.decisionTables)
        addSequencesStagesAndOutputs(bundle)
        for a in bundle.assumptions {
            set(a.id, ElementFacts(title: a.title ?? a.question))
            for reference in a.affects {
                for id in bundle.expand(reference.value) where facts[id]?.assumptions.contains(a.id) != true {
                    facts[id, default: ElementFacts()].assumptions.append(a.id)
                }
            }
        }
    }

    /// The first definition wins, as in the ID index.
    mutating func set(_ id: String, _ value: ElementFacts) {
        if facts[id] == nil { facts[id] = value }
    }
}
