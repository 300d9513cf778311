import SpecModel

extension ServedElements {
    /// Everything `bundle` defines that a subject can serve: its machines, decision tables, contracts (local, API,
    /// CLI), limits, outputs, the top-level payload property names of its events' schemas, and its rule-like IDs
    /// (business rules, module and cross-cutting rules), each sorted.
    package init(definedBy bundle: SpecBundle) {
        let properties = Set(bundle.events.flatMap { $0.schema["properties"]?.members?.map(\.key) ?? [] })
        let rules = [ElementKind.rule, .moduleRule, .crossCuttingRule].flatMap { bundle.idIndex.ids(of: $0) }
        self.init(
            machines: bundle.machines.map(\.id).sorted(), decisionTables: bundle.decisionTables.map(\.id).sorted(),
            contracts: (bundle.localContracts.map(\.id) + bundle.apiEndpoints.map(\.id) + bundle.cliCommands.map(\.id))
                .sorted(),
            limits: bundle.limits.map(\.id).sorted(), outputs: bundle.outputs.map(\.id).sorted(),
            properties: properties.sorted(),
            rules: Array(Set(rules)).sorted())
    }

    /// Whether `bundle` defines `element` as a `kind`: a rule check may prove any ID the spec defines.
    static func defines(_ element: String, _ kind: ServedElements.Kind, in spec: ServedElements, bundle: SpecBundle)
        -> Bool
    {
        kind == .rules ? bundle.idIndex.contains(element) : spec[kind].contains(element)
    }

    /// The elements of `self` that `restriction` allows, per kind.
    func restricted(to restriction: SubjectDeclaration.Serves) -> ServedElements {
        var result = ServedElements()
        for kind in Kind.allCases { result[kind] = self[kind].filter { restriction.allows($0, kind) } }
        return result
    }
}
