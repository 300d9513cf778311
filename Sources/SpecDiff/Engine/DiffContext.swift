import SpecModel

/// Both sides of a diff with their elements matched once, for every rule to read.
struct DiffContext {
    /// An event pair and the changes of its payload schema.
    struct EventSchemaChanges {
        var pair: Matching<EventSpec>.Pair
        var changes: [SchemaChange]
    }

    let base: DiffSide
    let revision: DiffSide
    let features: Matching<Feature>
    let journeys: Matching<Journey>
    let surfaces: Matching<Surface>
    let machines: Matching<Machine>
    let events: Matching<EventSpec>
    let endpoints: Matching<APIEndpoint>
    let modules: Matching<Module>
    let rules: Matching<BusinessRule>
    let assumptions: Matching<Assumption>
    let limits: Matching<Limit>
    let stages: Matching<ReleaseStage>
    let decisionTables: Matching<DecisionTable>
    /// Output invariants of every output, matched by invariant ID.
    let invariants: Matching<OutputInvariant>
    /// The rules of each kept decision table, keyed by rule ID, by revision table ID.
    let decisionRules: [(id: String, rules: KeyedDiff<String, DecisionRule>)]
    /// The journey pairs compared step by step.
    let journeyDiffs: [JourneyDiff]
    /// The machine pairs compared state by state and transition by transition, by revision machine ID.
    let machineDiffs: [MachineDiff]
    /// Every event pair with its payload changes, in event order.
    let eventSchemaChanges: [EventSchemaChanges]

    init(base: DiffSide, revision: DiffSide) {
        self.base = base
        self.revision = revision
        let b = base.bundle
        let r = revision.bundle
        features = Matching(base: b.features, revision: r.features, id: \.id, formerIds: \.info.formerIds)
        journeys = Matching(base: b.journeys, revision: r.journeys, id: \.id, formerIds: \.info.formerIds)
        surfaces = Matching(base: b.surfaces, revision: r.surfaces, id: \.id, formerIds: \.info.formerIds)
        machines = Matching(base: b.machines, revision: r.machines, id: \.id, formerIds: \.info.formerIds)
        // Events are keyed by name; a former ID (`EVT-...`) of a base event stands for its name.
        var nameOfID: [String: String] = [:]
        for e in b.events { if let id = e.id { nameOfID[id] = e.name } }
        events = Matching(
            base: b.events, revision: r.events, id: \.name,
            formerIds: { e in e.info.formerIds.map { nameOfID[$0] ?? $0 } })
        endpoints = Matching(base: b.apiEndpoints, revision: r.apiEndpoints, id: \.id, formerIds: \.info.formerIds)
        modules = Matching(base: b.modules, revision: r.modules, id: \.id, formerIds: \.info.formerIds)
        rules = Matching(base: b.rules, revision: r.rules, id: \.id, formerIds: \.info.formerIds)
        assumptions = Matching(base: b.assumptions, revision: r.assumptions, id: \.id, formerIds: \.info.formerIds)
        limits = Matching(base: b.limits, revision: r.limits, id: \.id, formerIds: \.info.formerIds)
        stages = Matching(base: b.stages, revision: r.stages, id: \.id, formerIds: \.info.formerIds)
        decisionTables = Matching(
            base: b.decisionTables, revision: r.decisionTables, id: \.id, formerIds: \.info.formerIds)
        invariants = Matching(
            base: b.outputs.flatMap(\.invariants), revision: r.outputs.flatMap(\.invariants), id: \.id,
            formerIds: \.info.formerIds)
        decisionRules = decisionTables.pairs.map { pair in
            (
                pair.revision.id,
                KeyedDiff(base: pair.base.rules.map { ($0.id, $0) }, revision: pair.revision.rules.map { ($0.id, $0) })
            )
        }
        journeyDiffs = journeys.pairs.map { JourneyDiff(base: $0.base, revision: $0.revision) }
        machineDiffs = machines.pairs.map { MachineDiff(base: $0.base, revision: $0.revision) }
        eventSchemaChanges = events.pairs.map {
            EventSchemaChanges(
                pair: $0, changes: SchemaComparer.compare($0.base.schema.value, $0.revision.schema.value))
        }
    }

    /// The IDs a list of references names, expanded with `bundle`.
    static func ids(_ references: [Located<String>], in bundle: SpecBundle) -> [String] {
        references.flatMap { bundle.expand($0.value) }
    }
}
