/// One product's spec: every `*.json` file under `Spec/<product>/`, decoded, with its elements gathered by
/// kind, an index of every defined ID and of every reference.
///
/// Elements keep load order: files by sorted path, then document order within a file.
package struct SpecBundle: Sendable {
    /// The product ID: the bundle's folder name.
    package var product: String
    /// The bundle's folder as given to the loader (`Spec/my-product`).
    package var directory: String
    /// The decoded files, sorted by path. Files that failed to parse or had an unknown kind or newer version
    /// are not here (their diagnostics are in the load result).
    package var files: [SpecFile]

    /// The `product` file's contents (nil when the bundle has none: `spec.missing-product-file`).
    package var productSpec: ProductSpec?
    package var features: [Feature] = []
    package var journeys: [Journey] = []
    package var surfaces: [Surface] = []
    package var machines: [Machine] = []
    package var events: [EventSpec] = []
    /// The conditions the events files declare, by first declaration of each name.
    package var eventConditions: [EventCondition] = []
    /// The ordering and deduplication rules of the events files.
    package var eventSequences: [EventSequence] = []
    package var localContracts: [LocalContract] = []
    package var apiEndpoints: [APIEndpoint] = []
    package var cliCommands: [CLICommand] = []
    package var modules: [Module] = []
    package var crossCuttingRules: [CrossCuttingRule] = []
    package var edgeCases: [EdgeCase] = []
    package var rules: [BusinessRule] = []
    package var matrices: [Matrix] = []
    package var readiness: [ReadinessRule] = []
    /// The document's gaps and contradictions with the readings taken.
    package var assumptions: [Assumption] = []
    /// The numeric limits, probed at their bounds.
    package var limits: [Limit] = []
    /// Decision tables, from `decisions` files.
    package var decisionTables: [DecisionTable] = []
    /// Staged release gates, from `stages` files.
    package var stages: [ReleaseStage] = []
    /// Outputs with their invariants, from `outputs` files.
    package var outputs: [OutputSpec] = []
    /// The shared JSON Schema files (`*.schema.json`) event schemas may `$ref`, sorted by path.
    package var schemaDocuments: [SchemaDocument] = []

    /// The product's ID and external patterns, compiled.
    package private(set) var patterns: IDPatternSet
    /// Every defined ID.
    package private(set) var idIndex = IDIndex()
    /// Every reference written in the bundle, classified; grouped by element kind (features, journeys, machines,
    /// modules, matrices), in load order within a kind. Malformed and inverted ranges are reported by the loader
    /// (`spec.invalid-range`, `spec.inverted-range`).
    package private(set) var references: [ReferenceOccurrence] = []
    private var referencesByID: [String: [Int]] = [:]
    /// The classification of every reference string written in the bundle (regular expressions are slow on Linux).
    private var classified: [String: ReferenceKind] = [:]

    /// Gathers `files` (in the given order; the first `product` file wins) and builds the indexes.
    package init(product: String, directory: String = "", files: [SpecFile]) {
        self.product = product
        self.directory = directory
        self.files = files
        patterns = IDPatternSet(product: nil)
        for file in files { file.content.gather(&self) }
        patterns = IDPatternSet(product: productSpec)
        applyLimitBindings()
        buildIndexes()
    }

    /// Sets every context field a machine binds to a limit to the limit's value (an integer when whole).
    /// Call it again after editing `limits` (mutation testing does).
    package mutating func applyLimitBindings() {
        var values: [String: Double] = [:]
        for limit in limits where values[limit.id] == nil { values[limit.id] = limit.value }
        for m in machines.indices {
            for (field, id) in machines[m].limitBindings {
                guard let value = values[id.value] else { continue }
                machines[m].context[field] =
                    value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
            }
        }
    }

    /// Classifies a reference string: an ID (by pattern, or defined without a pattern, such as a journey step),
    /// a range of IDs, an external reference, or unknown.
    package func classify(_ reference: String) -> ReferenceKind {
        if let known = classified[reference] { return known }
        return classifyUncached(reference)
    }

    private func classifyUncached(_ reference: String) -> ReferenceKind {
        if let kind = patterns.idKind(of: reference) { return .id(kind: kind) }
        if IDRange.looksLikeRange(reference) {
            let ends = reference.components(separatedBy: IDRange.separator)
            if ends.count == 2, let kind = patterns.idKind(of: ends[0]) ?? patterns.idKind(of: ends[1]) {
                switch IDRange.parse(reference) {
                case .success(let range): return .range(kind: kind, expanded: range.ids)
                case .failure(let error): return .invalidRange(error)
                }
            }
        }
        if let definition = idIndex.definitions(of: reference).first { return .id(kind: definition.kind.rawValue) }
        if let kind = patterns.externalKind(of: reference) { return .external(kind: kind) }
        return .unknown
    }

    /// The IDs a reference names: itself for an ID, every ID of a range, none for external or unknown ones.
    package func expand(_ reference: String) -> [String] { classify(reference).ids(of: reference) }

    /// Every reference whose IDs include `id` (ranges included), in load order.
    package func references(to id: String) -> [ReferenceOccurrence] {
        (referencesByID[id] ?? []).map { references[$0] }
    }

    package func feature(id: String) -> Feature? { features.first { $0.id == id } }
    package func journey(id: String) -> Journey? { journeys.first { $0.id == id } }
    package func machine(id: String) -> Machine? { machines.first { $0.id == id } }
    package func event(named name: String) -> EventSpec? { events.first { $0.name == name } }
    package func module(id: String) -> Module? { modules.first { $0.id == id } }
    package func rule(id: String) -> BusinessRule? { rules.first { $0.id == id } }
    package func decisionTable(id: String) -> DecisionTable? { decisionTables.first { $0.id == id } }

    /// The output with `id`, if any.
    package func output(id: String) -> OutputSpec? { outputs.first { $0.id == id } }

    private mutating func buildIndexes() {
        var collector = BundleIndexCollector()
        collector.collect(self)
        for definition in collector.definitions { idIndex.add(definition) }
        references.reserveCapacity(collector.references.count)
        for (reference, field, referrer) in collector.references {
            let kind: ReferenceKind
            if let known = classified[reference.value] {
                kind = known
            } else {
                kind = classifyUncached(reference.value)
                classified[reference.value] = kind
            }
            let occurrence = ReferenceOccurrence(reference: reference, field: field, referrer: referrer, kind: kind)
            for id in occurrence.ids { referencesByID[id, default: []].append(references.count) }
            references.append(occurrence)
        }
    }
}
