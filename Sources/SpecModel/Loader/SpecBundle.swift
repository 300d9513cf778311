/// One product's spec: every `*.json` file under `Spec/<product>/`, decoded, with its elements gathered by
/// kind, an index of every defined ID and of every reference.
///
/// Elements keep load order: files by sorted path, then document order within a file.
public struct SpecBundle: Sendable {
    /// The product ID: the bundle's folder name.
    public var product: String
    /// The bundle's folder as given to the loader (`Spec/my-product`).
    public var directory: String
    /// The decoded files, sorted by path. Files that failed to parse or had an unknown kind or newer version
    /// are not here (their diagnostics are in the load result).
    public var files: [SpecFile]

    /// The `product` file's contents (nil when the bundle has none: `spec.missing-product-file`).
    public var productSpec: ProductSpec?
    public var features: [Feature] = []
    public var journeys: [Journey] = []
    public var surfaces: [Surface] = []
    public var machines: [Machine] = []
    public var events: [EventSpec] = []
    /// The conditions the events files declare, by first declaration of each name.
    public var eventConditions: [EventCondition] = []
    /// The ordering and deduplication rules of the events files.
    public var eventSequences: [EventSequence] = []
    public var localContracts: [LocalContract] = []
    public var apiEndpoints: [APIEndpoint] = []
    public var cliCommands: [CLICommand] = []
    public var modules: [Module] = []
    public var crossCuttingRules: [CrossCuttingRule] = []
    public var edgeCases: [EdgeCase] = []
    public var rules: [BusinessRule] = []
    public var matrices: [Matrix] = []
    public var readiness: [ReadinessRule] = []
    /// The document's gaps and contradictions with the readings taken.
    public var assumptions: [Assumption] = []
    /// The numeric limits, probed at their bounds.
    public var limits: [Limit] = []
    /// Decision tables, from `decisions` files.
    public var decisionTables: [DecisionTable] = []
    /// Staged release gates, from `stages` files.
    public var stages: [ReleaseStage] = []
    /// Outputs with their invariants, from `outputs` files.
    public var outputs: [OutputSpec] = []

    /// The product's ID and external patterns, compiled.
    public private(set) var patterns: IDPatternSet
    /// Every defined ID.
    public private(set) var idIndex = IDIndex()
    /// Every reference written in the bundle, classified; grouped by element kind (features, journeys, machines,
    /// modules, matrices), in load order within a kind. Malformed and inverted ranges are reported by the loader
    /// (`spec.invalid-range`, `spec.inverted-range`).
    public private(set) var references: [ReferenceOccurrence] = []
    private var referencesByID: [String: [Int]] = [:]
    /// The classification of every reference string written in the bundle (regular expressions are slow on Linux).
    private var classified: [String: ReferenceKind] = [:]

    /// Gathers `files` (in the given order; the first `product` file wins) and builds the indexes.
    public init(product: String, directory: String = "", files: [SpecFile]) {
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
    public mutating func applyLimitBindings() {
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
    public func classify(_ reference: String) -> ReferenceKind {
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
    public func expand(_ reference: String) -> [String] { classify(reference).ids(of: reference) }

    /// Every reference whose IDs include `id` (ranges included), in load order.
    public func references(to id: String) -> [ReferenceOccurrence] {
        (referencesByID[id] ?? []).map { references[$0] }
    }

    public func feature(id: String) -> Feature? { features.first { $0.id == id } }
    public func journey(id: String) -> Journey? { journeys.first { $0.id == id } }
    public func machine(id: String) -> Machine? { machines.first { $0.id == id } }
    public func event(named name: String) -> EventSpec? { events.first { $0.name == name } }
    public func module(id: String) -> Module? { modules.first { $0.id == id } }
    public func rule(id: String) -> BusinessRule? { rules.first { $0.id == id } }
    public func decisionTable(id: String) -> DecisionTable? { decisionTables.first { $0.id == id } }

    /// The output with `id`, if any.
    public func output(id: String) -> OutputSpec? { outputs.first { $0.id == id } }

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
